// Which chooser thinks for which game. A game plugs in its computer players
// by adding its line here; the Worker and the page's fallback both read it.

import type { Level, View } from '../game';
import type { Rng } from '../rng';
import { choose as courtChoose } from '../court/ai';
import type { CourtView } from '../court/court';
import type { CourtAction } from '../court/types';
import { choose as heartsChoose } from '../hearts/ai';
import type { HeartsView } from '../hearts/hearts';
import type { HeartsAction } from '../hearts/types';
import { choose as patienceChoose } from '../patience/ai';
import type { PatienceView } from '../patience/patience';
import type { PatienceAction } from '../patience/types';
import type { SearchBudget } from './search';

export type Chooser<V extends View, A> = (
  view: V,
  legal: readonly A[],
  level: Level,
  rng: Rng,
  budget?: Partial<SearchBudget>,
) => A;

export interface Choosers {
  hearts: Chooser<HeartsView, HeartsAction>;
  court: Chooser<CourtView, CourtAction>;
  patience: Chooser<PatienceView, PatienceAction>;
}

export type ThinkingGameId = keyof Choosers;

export const choosers: Choosers = { hearts: heartsChoose, court: courtChoose, patience: patienceChoose };

export function isThinkingGame(id: string): id is ThinkingGameId {
  return Object.hasOwn(choosers, id);
}
