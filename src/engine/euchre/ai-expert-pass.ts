// What passing leads to, in one deal of the hidden cards: the others bid in
// turn as a sound club player would (the intermediate's rules of thumb, the
// expert's own later word in round 2 included), until someone makes trump or
// the hand is thrown in. The expert solves the contract that comes of it as
// it solves its own bids, so a pass is weighed like any bid: the partner
// who will pick the card up, the opposing dealer who will be euchred on it,
// the suit the expert can name next.

import { type Card, SUITS, type Suit, suitOf } from '../cards';
import type { Seat } from '../game';
import { bestAfterDiscard, countingAs, handTricks, trumpTricks } from './ai-read';
import { cardsOf } from './ai-world';
import { teamOf } from './rules';
import type { EuchreView } from './types';

/** Tricks a hand must be worth to make trump, and to go alone (as the intermediate bids). */
const MAKE = 2.3;
const ALONE = 4.3;

/** The trump made after a pass, by whom, and whether alone; in round 1 the dealer takes the turned card. */
export interface Contract {
  maker: Seat;
  trump: Suit;
  alone: boolean;
  round: 1 | 2;
}

function orderBid(hand: readonly Card[], seat: Seat, dealer: Seat, upcard: Card): { make: boolean; alone: boolean } {
  const suit = suitOf(upcard);
  let tricks: number;
  if (seat === dealer) tricks = handTricks(bestAfterDiscard([...hand, upcard], suit), suit);
  else {
    const partnerDeals = teamOf(dealer) === teamOf(seat);
    if (countingAs(hand, suit, suit).length < (partnerDeals ? 1 : 2)) return { make: false, alone: false };
    tricks = handTricks(hand, suit) + (partnerDeals ? 1 : -1) * trumpTricks(upcard, suit);
  }
  return { make: tricks >= MAKE, alone: tricks >= ALONE };
}

function callBid(hand: readonly Card[], turned: Suit, mustCall: boolean): { suit: Suit | null; alone: boolean } {
  let suit: Suit | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const s of SUITS) {
    if (s === turned || (!mustCall && countingAs(hand, s, s).length === 0)) continue;
    const tricks = handTricks(hand, s);
    if (tricks > best) {
      best = tricks;
      suit = s;
    }
  }
  if (suit === null || (best < MAKE && !mustCall)) return { suit: null, alone: false };
  return { suit, alone: best >= ALONE };
}

/**
 * The contract after the viewer passes, its hand and the others' in `hands`
 * (masks over EUCHRE_DECK, before the dealer takes the turned card), or null
 * when the hand would be thrown in.
 */
export function afterPass(view: EuchreView, hands: Int32Array): Contract | null {
  const turned = view.upcard ?? view.turnedDown;
  if (turned === null) return null;
  const cards = [0, 1, 2, 3].map((s) => cardsOf(hands[s] ?? 0));
  const dealer = view.dealer;
  // Bids so far, the viewer's pass included; round 1 is the first four.
  let spoken = view.bids.length + 1;
  while (spoken < 8) {
    const seat = (dealer + 1 + (spoken % 4)) % 4;
    const hand = cards[seat] ?? [];
    if (spoken < 4) {
      const bid = orderBid(hand, seat, dealer, turned);
      if (bid.make) return { maker: seat, trump: suitOf(turned), alone: bid.alone, round: 1 };
    } else {
      const bid = callBid(hand, suitOf(turned), seat === dealer && view.options.stickTheDealer);
      if (bid.suit !== null) return { maker: seat, trump: bid.suit, alone: bid.alone, round: 2 };
    }
    spoken++;
  }
  return null;
}
