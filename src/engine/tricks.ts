// Trick-taking, once for every game that plays tricks (Hearts, Euchre,
// Affairs of the Court): which cards follow the lead, who takes a trick, whose
// turn is next. Games with odd suits or ranks (Euchre's bowers belong to trump)
// pass their own `suitOf` and `power` instead of the plain ones.

import { type Card, type Suit, RANKS, rankOf, suitOf as plainSuitOf } from './cards';
import type { Seat } from './game';

/** One card on the table and who played it. */
export interface Play {
  seat: Seat;
  card: Card;
}

/** The suit a card counts as (Euchre's left bower counts as trump). */
export type SuitOf = (card: Card) => Suit;

/**
 * How strong a card is in a trick led with `led`, `trump` the trump suit or
 * null. Higher wins; a negative power can never take the trick.
 */
export type Power = (card: Card, led: Suit, trump: Suit | null) => number;

/** Ace high, the led suit beats the rest, trump beats the led suit. */
export const plainPower: Power = (card, led, trump) => {
  const rank = RANKS.indexOf(rankOf(card));
  const suit = plainSuitOf(card);
  if (trump !== null && suit === trump) return 100 + rank;
  if (suit === led) return rank;
  return -1;
};

/** The cards of `hand` that count as `suit`, in hand order. */
export function cardsOfSuit(hand: readonly Card[], suit: Suit, suitOf: SuitOf = plainSuitOf): Card[] {
  return hand.filter((card) => suitOf(card) === suit);
}

/** Whether `hand` holds a card of the led suit. */
export function canFollow(hand: readonly Card[], led: Suit, suitOf: SuitOf = plainSuitOf): boolean {
  return hand.some((card) => suitOf(card) === led);
}

/**
 * The cards a hand may play to a trick led with `led` under the plain rule:
 * the led suit when it holds one, otherwise anything. With `led` null (the
 * seat leads) every card.
 */
export function followingSuit(hand: readonly Card[], led: Suit | null, suitOf: SuitOf = plainSuitOf): Card[] {
  if (led === null) return hand.slice();
  const follow = cardsOfSuit(hand, led, suitOf);
  return follow.length > 0 ? follow : hand.slice();
}

/** The suit led to a trick (the first card's), or null for an empty table. */
export function ledSuit(plays: readonly Play[], suitOf: SuitOf = plainSuitOf): Suit | null {
  const first = plays[0];
  return first === undefined ? null : suitOf(first.card);
}

/**
 * Who takes the trick: the most powerful card; with the plain power, the
 * highest of the led suit unless a trump was played. The first card always
 * counts as led, so a trick is never without a winner.
 */
export function trickWinner(
  plays: readonly Play[],
  trump: Suit | null = null,
  power: Power = plainPower,
  suitOf: SuitOf = plainSuitOf,
): Play {
  const first = plays[0];
  if (first === undefined) throw new RangeError('trickWinner needs at least one card');
  const led = suitOf(first.card);
  let best = first;
  let bestPower = power(first.card, led, trump);
  for (let i = 1; i < plays.length; i++) {
    const play = plays[i] as Play;
    const p = power(play.card, led, trump);
    if (p > bestPower) {
      best = play;
      bestPower = p;
    }
  }
  return best;
}

/** The seat to the left, who plays next (0, 1, 2, 3, 0, ...). */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** The seat `steps` places to the left (negative: to the right). */
export function seatAfter(seat: Seat, steps: number, players: number): Seat {
  return (((seat + steps) % players) + players) % players;
}
