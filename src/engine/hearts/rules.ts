// Which card a seat may play, and why not: the rules of the play, apart from
// scoring. RULES.md settles the cases the manual leaves open.

import { type Card, suitOf } from '../cards';
import type { HeartsOptions, HeartsState } from './types';

export const QUEEN_OF_SPADES: Card = 'QS';
export const JACK_OF_DIAMONDS: Card = 'JD';
export const TWO_OF_CLUBS: Card = '2C';

/** A heart or the queen of spades: the cards that may not be played on the first trick. */
export function isPointCard(card: Card): boolean {
  return suitOf(card) === 'H' || card === QUEEN_OF_SPADES;
}

/** Whether playing `card` breaks hearts. */
export function breaksHearts(card: Card, options: HeartsOptions): boolean {
  return suitOf(card) === 'H' || (card === QUEEN_OF_SPADES && !options.queenIsNotAHeart);
}

/** A card that waits for hearts to be broken before it may be led. */
function waitsToLead(card: Card, options: HeartsOptions): boolean {
  return suitOf(card) === 'H' || (card === QUEEN_OF_SPADES && !options.queenIsNotAHeart);
}

/**
 * Why `seat` may not play `card` now, as the player reads it; null when the
 * card is legal. Assumes the play phase and that it is the seat's turn.
 */
export function whyNotPlay(state: HeartsState, seat: number, card: Card): string | null {
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card)) return 'That card is not in your hand.';
  const { options } = state;
  const firstTrick = state.trickNumber === 1;
  const lead = state.table[0];
  if (lead === undefined) {
    if (firstTrick) {
      // The first trick opens with a club (the two itself when the rule says so).
      const clubs = hand.filter((c) => suitOf(c) === 'C');
      if (clubs.length > 0) {
        if (options.twoOfClubsLeads && hand.includes(TWO_OF_CLUBS)) {
          return card === TWO_OF_CLUBS ? null : 'You must lead the two of clubs.';
        }
        return suitOf(card) === 'C' ? null : 'You must lead a club.';
      }
    }
    if (!state.heartsBroken && waitsToLead(card, options) && hand.some((c) => !waitsToLead(c, options))) {
      return suitOf(card) === 'H' ? 'Hearts have not been broken yet.' : 'The queen may not be led until hearts are broken.';
    }
    return null;
  }
  const led = suitOf(lead.card);
  if (suitOf(card) !== led && hand.some((c) => suitOf(c) === led)) return 'You must follow suit.';
  if (suitOf(card) !== led && firstTrick && !options.bleedOnFirstTrick && isPointCard(card)) {
    if (hand.some((c) => !isPointCard(c))) return 'Points may not be played on the first trick.';
  }
  return null;
}

/** Every card `seat` may play now, in hand order. */
export function playableCards(state: HeartsState, seat: number): Card[] {
  return (state.hands[seat] ?? []).filter((card) => whyNotPlay(state, seat, card) === null);
}
