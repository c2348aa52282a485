// Euchre's cards once trump is known: the jack of trump (right bower) is the
// highest trump, the other jack of its colour (left bower) is the next and
// counts as a trump in every respect, following suit included. Everything
// here is allocation-light (no closures or arrays made per call), because the
// computer players' searches call it in their inner loops.

import { type Card, RANKS, type Rank, SUITS, type Suit } from '../cards';
import type { Seat } from '../game';
import { type Play, type Power, type SuitOf, cardsOfSuit, followingSuit, ledSuit, trickWinner } from '../tricks';

export const PLAYERS = 4;
export const HAND_SIZE = 5;
export const TRICKS = 5;

/** Nine to ace, low to high. */
export const EUCHRE_RANKS: readonly Rank[] = RANKS.slice(RANKS.indexOf('9'));

/** The 24 cards, suit by suit (clubs, diamonds, hearts, spades), each nine to ace. */
export const EUCHRE_DECK: readonly Card[] = SUITS.flatMap((suit) => EUCHRE_RANKS.map((rank): Card => `${rank}${suit}`));

/** The other suit of the same colour: the left bower's suit. */
export const SAME_COLOUR: Readonly<Record<Suit, Suit>> = { C: 'S', S: 'C', D: 'H', H: 'D' };

/** The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3. */
export function teamOf(seat: Seat): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

export function partnerOf(seat: Seat): Seat {
  return (seat + 2) % PLAYERS;
}

/** The next seat to the left that takes part, passing over a partner who sits out (`sitting`, or null). */
export function nextActive(seat: Seat, sitting: Seat | null): Seat {
  const next = (seat + 1) % PLAYERS;
  return next === sitting ? (next + 1) % PLAYERS : next;
}

export function isRightBower(card: Card, trump: Suit): boolean {
  return card.charCodeAt(0) === 74 /* J */ && card[1] === trump;
}

export function isLeftBower(card: Card, trump: Suit): boolean {
  return card.charCodeAt(0) === 74 /* J */ && card[1] === SAME_COLOUR[trump];
}

/** The suit `card` counts as: trump for the left bower, its own suit otherwise (and before trump is made). */
export function effectiveSuit(card: Card, trump: Suit | null): Suit {
  const suit = card[1] as Suit;
  if (trump !== null && card.charCodeAt(0) === 74 && suit === SAME_COLOUR[trump]) return trump;
  return suit;
}

/** A trump, the left bower included. */
export function isTrump(card: Card, trump: Suit): boolean {
  return effectiveSuit(card, trump) === trump;
}

/** Rank numbers as in RANKS (nine 7, ace 12), looked up without a search. */
const RANK_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((rank, i) => [rank, i]));

const RIGHT_BOWER = 100 + RANKS.length + 1;
const LEFT_BOWER = 100 + RANKS.length;

/**
 * How strong `card` is in a trick led with `led` (an effective suit): trumps
 * above everything (right bower, left bower, then A K Q T 9), then the led
 * suit from the ace down; any other card -1, and it can never take the trick.
 */
export const euchrePower: Power = (card, led, trump) => {
  const rank = RANK_NUMBER[card[0] as Rank] ?? -1;
  if (trump !== null) {
    const suit = card[1] as Suit;
    if (rank === 9 /* J */) {
      if (suit === trump) return RIGHT_BOWER;
      if (suit === SAME_COLOUR[trump]) return LEFT_BOWER;
    }
    if (suit === trump) return 100 + rank;
  }
  return effectiveSuit(card, trump) === led ? rank : -1;
};

/** One `SuitOf` per trump suit (and one for no trump), made once so a trick never allocates one. */
const SUIT_OF: Readonly<Record<Suit | 'none', SuitOf>> = {
  C: (card) => effectiveSuit(card, 'C'),
  D: (card) => effectiveSuit(card, 'D'),
  H: (card) => effectiveSuit(card, 'H'),
  S: (card) => effectiveSuit(card, 'S'),
  none: (card) => effectiveSuit(card, null),
};

/** The `SuitOf` hook of tricks.ts with `trump` made. */
export function suitOfUnder(trump: Suit | null): SuitOf {
  return SUIT_OF[trump ?? 'none'];
}

/** The suit led to `trick` (the left bower leads trump), or null when nobody has played. */
export function ledSuitOf(trick: readonly Play[], trump: Suit | null): Suit | null {
  return ledSuit(trick, suitOfUnder(trump));
}

/** The cards of `hand` that count as `suit` under `trump`. */
export function cardsCountingAs(hand: readonly Card[], suit: Suit, trump: Suit | null): Card[] {
  return cardsOfSuit(hand, suit, suitOfUnder(trump));
}

/** Every card of `hand` that may go to `trick`: the suit led when the hand holds one, else anything. */
export function playableCards(hand: readonly Card[], trick: readonly Play[], trump: Suit | null): Card[] {
  const suitOf = suitOfUnder(trump);
  return followingSuit(hand, ledSuit(trick, suitOf), suitOf);
}

/** Why `card` may not go to `trick` from `hand`, as the player reads it; null when it may. */
export function whyNotPlay(hand: readonly Card[], trick: readonly Play[], trump: Suit | null, card: Card): string | null {
  if (!hand.includes(card)) return 'That card is not in your hand.';
  const led = ledSuitOf(trick, trump);
  if (led === null || effectiveSuit(card, trump) === led) return null;
  for (const other of hand) if (effectiveSuit(other, trump) === led) return 'You must follow suit.';
  return null;
}

/** Who takes `trick`: the highest trump, else the highest card of the suit led. */
export function trickTaker(trick: readonly Play[], trump: Suit | null): Seat {
  return trickWinner(trick, trump, euchrePower, suitOfUnder(trump)).seat;
}
