// Affairs of the Court's computer players: `choose(view, legal, level, rng)`
// per the engine contract. Each level sees only its view.

import { byLevel } from '../ai/levels';
import type { CourtView } from './types';
import { chooseExpert } from './ai-expert';
import { chooseIntermediate } from './ai-intermediate';
import { chooseNovice } from './ai-novice';
import type { CourtAction } from './types';

/** The action `level` takes; always one of `legal`. `budget` bounds the expert's search. */
export const choose = byLevel<CourtView, CourtAction>({
  novice: chooseNovice,
  intermediate: chooseIntermediate,
  expert: chooseExpert,
});
