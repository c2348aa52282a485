// The intermediate: a steady player's habits (ai-moves.ts). It plays every
// card it can, the best place first: an ace pile, then the other player's
// pile 9 unless he could play the card straight back, then piles 5-8, a
// space last; it dumps the tops of piles 5-8 on ace piles and pile 9; it
// moves cards and whole piles among 5-8 only to open a move or a space; and
// it twists until a card sticks.

import type { Rng } from '../rng';
import type { PatienceView } from './types';
import { habitMove } from './ai-moves';
import { findAction, worldOf } from './ai-world';
import type { PatienceAction } from './types';

export function chooseIntermediate(view: PatienceView, legal: readonly PatienceAction[], _rng: Rng): PatienceAction {
  return findAction(legal, habitMove(worldOf(view))) ?? fallback(legal);
}

/** Should the view and the legal list ever disagree: end the turn if that may be done, else the first action. */
export function fallback(legal: readonly PatienceAction[]): PatienceAction {
  return legal.find((a) => a.type === 'twist') ?? legal.find((a) => a.type === 'finish') ?? (legal[0] as PatienceAction);
}
