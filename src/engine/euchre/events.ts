// What Euchre's `apply` reports, for the table to animate, the computer
// players to "say" and the records to count. Events go to every seat's
// screen, so none names a card another seat may not see: a discard or a
// Pass Best card says who, never what.

import type { Card, Suit } from '../cards';
import type { Seat } from '../game';

export type EuchreEvent =
  /** A hand is dealt, three then two from the dealer's left, and `upcard` turned. */
  | { type: 'deal'; handNumber: number; dealer: Seat; upcard: Card }
  /** A seat passed in round 1 (`round` 1) or round 2 (`round` 2). */
  | { type: 'pass'; seat: Seat; round: 1 | 2 }
  /** Trump is made: ordered up, picked up, or called in round 2. */
  | { type: 'make'; seat: Seat; bid: 'order-up' | 'pick-up' | 'call'; suit: Suit; alone: boolean }
  /** The dealer takes the turned card into their hand. */
  | { type: 'take-up'; dealer: Seat; card: Card }
  /** Everyone passed in round 1: the turned card goes face down. */
  | { type: 'turn-down'; card: Card }
  /** `seat` put one card down, face down. */
  | { type: 'discard'; seat: Seat }
  /** Pass Best: `from` handed one card, face down, to the lone maker `to`. */
  | { type: 'give'; from: Seat; to: Seat }
  | { type: 'play'; seat: Seat; card: Card }
  /** The trick goes to `winner`; `tricksWon` by team after it. */
  | { type: 'trick'; winner: Seat; cards: Card[]; trickNumber: number; tricksWon: [number, number] }
  /**
   * The hand is scored. `makers` the making team, `tricks` theirs, `points`
   * won this hand by team, `euchred` when the makers took fewer than three,
   * `march` when they took all five; `scores` the running totals by team.
   */
  | {
      type: 'hand';
      handNumber: number;
      maker: Seat;
      makers: 0 | 1;
      alone: boolean;
      tricks: number;
      euchred: boolean;
      march: boolean;
      points: [number, number];
      scores: [number, number];
    }
  /** All passed twice: the hand is thrown in and the deal moves left. */
  | { type: 'throw-in'; handNumber: number; dealer: Seat }
  /** A team reached the target; `winners` its two seats. */
  | { type: 'game-over'; scores: [number, number]; winners: Seat[] };
