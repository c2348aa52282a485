// Hearts' computer players: `choose(view, legal, level, rng)` per the engine
// contract. Each level lives in its own module; all of them see only the view.

import { byLevel } from '../ai/levels';
import type { SearchBudget } from '../ai/search';
import type { HeartsView } from './types';
import { chooseExpert } from './ai-expert';
import { chooseIntermediate } from './ai-intermediate';
import { chooseNovice } from './ai-novice';
import type { HeartsAction } from './types';

export type { SearchBudget };

/**
 * The action `level` takes. `legal` is the game's list for the seat of the
 * view; the result is always one of its entries. `budget` bounds the expert's
 * search (iterations, and milliseconds when a clock is given).
 */
export const choose = byLevel<HeartsView, HeartsAction>({
  novice: chooseNovice,
  intermediate: chooseIntermediate,
  expert: chooseExpert,
});
