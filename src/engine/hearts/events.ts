// What Hearts' `apply` reports, for the table to animate and the records to
// count. Events go to every seat's screen, so none names a card another seat
// may not see: the pass says who passed, never what.

import type { Card } from '../cards';
import type { Seat } from '../game';
import type { PassDirection } from './types';

export type HeartsEvent =
  /** A new hand is dealt (after the last trick of the previous one). */
  | { type: 'deal'; handNumber: number; passDirection: PassDirection }
  /** `seat` chose its cards to pass; they change hands at the exchange. */
  | { type: 'pass'; seat: Seat; direction: PassDirection }
  /** All four passed: each seat's cards went to `passedTo[seat]`, and its new ones came from `receivedFrom[seat]`. */
  | { type: 'exchange'; direction: PassDirection; passedTo: Seat[]; receivedFrom: Seat[] }
  | { type: 'play'; seat: Seat; card: Card }
  | { type: 'hearts-broken'; seat: Seat; card: Card }
  /** The trick is gathered by `winner`; `queenTaker` is the winner when the queen of spades is among the cards. */
  | { type: 'trick'; winner: Seat; cards: Card[]; points: number; trickNumber: number; queenTaker: Seat | null }
  /** The hand is scored: `points` this hand, `scores` the running totals, who took the queen of spades. */
  | { type: 'hand'; handNumber: number; points: number[]; moon: Seat | null; noTrick: Seat[]; scores: number[]; queenTaker: Seat }
  | { type: 'game-over'; scores: number[]; winners: Seat[]; draw: boolean };
