// What Thirty-One's `apply` reports, for the table to animate and the
// records to count. Events go to every seat's screen, so they carry only
// public facts: the pot's cards, what was changed, and at the round's end
// every hand, shown on the table as the original did.

import type { Card } from '../cards';
import type { Seat } from '../game';
import type { RoundResult } from './types';

/** The deal that opens a game, as every seat's table shows it (the session's `opening`). */
export function openingDeal(view: { round: number; dealer: Seat; handSizes: readonly number[] }): ThirtyOneEvent[] {
  return [{ type: 'deal', round: view.round, dealer: view.dealer, seats: view.handSizes.flatMap((n, seat) => (n > 0 ? [seat] : [])) }];
}

export type ThirtyOneEvent =
  /** Three cards to each player still in, from the dealer's left, and an extra set face down. */
  | { type: 'deal'; round: number; dealer: Seat; seats: Seat[] }
  /** The dealer kept his hand (`hand`) or took the extra set (`pot`); `pot` is the set now face up. */
  | { type: 'choose'; seat: Seat; choice: 'hand' | 'pot'; pot: Card[] }
  /** `card` went from `seat`'s hand into the pot, `potCard` from the pot into the hand. */
  | { type: 'change'; seat: Seat; card: Card; potCard: Card }
  | { type: 'pass'; seat: Seat }
  /** `seat` took the whole pot (`taken`) and left its hand (`left`) as the pot; it has passed. */
  | { type: 'take-pot'; seat: Seat; taken: Card[]; left: Card[] }
  /** The round is over. `hands` every seat's cards (empty for a seat out), `marks` per seat after it. */
  | ({ type: 'round-end'; hands: Card[][]; marks: number[] } & RoundResult)
  /** `seat` took its last mark and is out. */
  | { type: 'out'; seat: Seat; marks: number }
  /** `winner` the last player left, or null when the last ones went out together. */
  | { type: 'game-over'; winner: Seat | null; marks: number[] };
