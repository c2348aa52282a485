// Which card a seat may play, and why not: the rules of the play, apart from
// scoring. The scoring switches never reach this file on purpose: the queen
// of spades is kept off the first trick and off the lead even in a game
// where she scores nothing. RULES.md settles the cases the manual leaves open.

import { type Card, suitOf } from '../cards';
import type { HeartsOptions, HeartsState } from './types';

export const QUEEN_OF_SPADES: Card = 'QS';
export const JACK_OF_DIAMONDS: Card = 'JD';
export const TWO_OF_CLUBS: Card = '2C';

/** A heart or the queen of spades: the cards kept off the first trick and, until hearts break, off the lead. */
export function isPointCard(card: Card): boolean {
  return suitOf(card) === 'H' || card === QUEEN_OF_SPADES;
}

/** Whether playing `card` breaks hearts. */
export function breaksHearts(card: Card, options: HeartsOptions): boolean {
  return suitOf(card) === 'H' || (card === QUEEN_OF_SPADES && !options.queenIsNotAHeart);
}

/** A card that waits for hearts to be broken before it may be led (the same cards that break them). */
function waitsToLead(card: Card, options: HeartsOptions): boolean {
  return breaksHearts(card, options);
}

/** Whether the hand holds anything besides hearts and the queen: the escape from both point rules. */
function holdsPlainCard(hand: readonly Card[]): boolean {
  return hand.some((c) => !isPointCard(c));
}

type PlayRules = Pick<HeartsState, 'options' | 'trickNumber' | 'heartsBroken'>;

function whyNotLead(hand: readonly Card[], card: Card, state: PlayRules): string | null {
  const { options } = state;
  const firstTrick = state.trickNumber === 1;
  if (firstTrick && hand.some((c) => suitOf(c) === 'C')) {
    // The first trick opens with a club (the two itself when the rule says so and the leader holds it).
    if (options.twoOfClubsLeads && hand.includes(TWO_OF_CLUBS)) {
      return card === TWO_OF_CLUBS ? null : 'You must lead the two of clubs.';
    }
    return suitOf(card) === 'C' ? null : 'You must lead a club.';
  }
  // A clubless leader (rotating lead) is still bound by the first-trick rule.
  if (firstTrick && !options.bleedOnFirstTrick && isPointCard(card) && holdsPlainCard(hand)) {
    return 'Points may not be played on the first trick.';
  }
  if (!state.heartsBroken && waitsToLead(card, options) && holdsPlainCard(hand)) {
    return suitOf(card) === 'H' ? 'Hearts have not been broken yet.' : 'The queen may not be led until hearts are broken.';
  }
  return null;
}

function whyNotFollow(hand: readonly Card[], card: Card, lead: Card, state: PlayRules): string | null {
  const led = suitOf(lead);
  if (suitOf(card) === led) return null;
  if (hand.some((c) => suitOf(c) === led)) return 'You must follow suit.';
  if (state.trickNumber === 1 && !state.options.bleedOnFirstTrick && isPointCard(card) && holdsPlainCard(hand)) {
    return 'Points may not be played on the first trick.';
  }
  return null;
}

/**
 * Why `seat` may not play `card` now, as the player reads it; null when the
 * card is legal. Assumes the play phase and that it is the seat's turn.
 */
export function whyNotPlay(state: HeartsState, seat: number, card: Card): string | null {
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card)) return 'That card is not in your hand.';
  const lead = state.table[0];
  return lead === undefined ? whyNotLead(hand, card, state) : whyNotFollow(hand, card, lead.card, state);
}

/** Every card `seat` may play now, in hand order. */
export function playableCards(state: HeartsState, seat: number): Card[] {
  return (state.hands[seat] ?? []).filter((card) => whyNotPlay(state, seat, card) === null);
}
