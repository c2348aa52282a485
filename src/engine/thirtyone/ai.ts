// Thirty-One's computer players: `choose(view, legal, level, rng)` per the
// engine contract. Each level lives in its own module; all of them see only
// the view.

import { byLevel } from '../ai/levels';
import type { SearchBudget } from '../ai/search';
import { fromLegal, situationOfView } from './ai-read';
import { chooseExpert } from './ai-expert';
import { intermediateMove } from './ai-intermediate';
import { chooseNovice } from './ai-novice';
import type { ThirtyOneAction, ThirtyOneView } from './types';

export type { SearchBudget };

/**
 * The action `level` takes. `legal` is the game's list for the seat of the
 * view; the result is always one of its entries. `budget` bounds the expert's
 * playouts.
 */
export const choose = byLevel<ThirtyOneView, ThirtyOneAction>({
  novice: chooseNovice,
  intermediate: (view, legal) => fromLegal(legal, intermediateMove(situationOfView(view))),
  expert: chooseExpert,
});
