// The ten piles as each player numbers them: 0 is one's own discard pile,
// 1-4 the ace piles, 5-8 the tableau, 9 the other player's discard pile.
// So the two players agree on 1-8 and swap 0 and 9.

import type { Card } from '../cards';
import type { Seat } from '../game';
import type { PatienceState } from './types';

/** Pile `n` (0-9) as `seat` numbers it; undefined for no such pile. */
export function pileOf(s: PatienceState, seat: Seat, n: number): Card[] | undefined {
  if (n === 0) return s.discard[seat];
  if (n === 9) return s.discard[1 - seat];
  return s.piles[n - 1];
}

/** Pile `n` of `actor`'s numbering in `seat`'s: the other player's pile 0 is your 9, and the other way round. */
export function pileSeenBy(n: number, actor: Seat, seat: Seat): number {
  if (actor === seat) return n;
  return n === 0 ? 9 : n === 9 ? 0 : n;
}
