// Hearts' computer players: `choose(view, legal, level, rng)` per the engine
// contract. Each level lives in its own module; all of them see only the view.

import type { Level } from '../game';
import type { Rng } from '../rng';
import type { SearchBudget } from '../ai/search';
import type { HeartsView } from './hearts';
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
export function choose(
  view: HeartsView,
  legal: readonly HeartsAction[],
  level: Level,
  rng: Rng,
  budget: Partial<SearchBudget> = {},
): HeartsAction {
  if (legal.length === 0) throw new RangeError('No legal action to choose from.');
  switch (level) {
    case 'novice':
      return chooseNovice(view, legal, rng);
    case 'intermediate':
      return chooseIntermediate(view, legal, rng);
    case 'expert':
      return chooseExpert(view, legal, rng, budget);
    default:
      throw new RangeError(`Unknown level ${String(level)}`);
  }
}
