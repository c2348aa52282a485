// Affairs of the Court's computer players: `choose(view, legal, level, rng)`
// per the engine contract. Each level sees only its view.

import type { Level } from '../game';
import type { Rng } from '../rng';
import type { SearchBudget } from '../ai/search';
import type { CourtView } from './court';
import { chooseExpert } from './ai-expert';
import { chooseIntermediate } from './ai-intermediate';
import { chooseNovice } from './ai-novice';
import type { CourtAction } from './types';

/** The action `level` takes; always one of `legal`. `budget` bounds the expert's search. */
export function choose(view: CourtView, legal: readonly CourtAction[], level: Level, rng: Rng, budget: Partial<SearchBudget> = {}): CourtAction {
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
