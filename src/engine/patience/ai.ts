// Chinese Patience's computer players: `choose(view, legal, level, rng)` per
// the engine contract, called once for each action of a turn. Each level
// sees only its view and keeps no plan between calls, so each call plans
// the rest of the turn afresh and returns its first step.

import { byLevel } from '../ai/levels';
import type { PatienceView } from './types';
import { chooseExpert } from './ai-expert';
import { chooseIntermediate } from './ai-intermediate';
import { chooseNovice } from './ai-novice';
import type { PatienceAction } from './types';

/** The action `level` takes; always one of `legal`. `budget` bounds the expert's search. */
export const choose = byLevel<PatienceView, PatienceAction>({
  novice: chooseNovice,
  intermediate: chooseIntermediate,
  expert: chooseExpert,
});
