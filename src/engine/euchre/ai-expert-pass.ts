// What passing leads to, in one deal of the hidden cards: the others bid in
// turn as a sound club player would (the intermediate's rules of thumb, the
// expert's own later word in round 2 included), until someone makes trump or
// the hand is thrown in. The expert solves the contract that comes of it as
// it solves its own bids, so a pass is weighed like any bid: the partner
// who will pick the card up, the opposing dealer who will be euchred on it,
// the suit the expert can name next.

import type { Suit } from '../cards';
import type { Seat } from '../game';
import { soundBid, stuck } from './ai-intermediate';
import { cardsOf } from './ai-world';
import type { EuchreView } from './types';

/** The trump made after a pass, by whom, and whether alone; in round 1 the dealer takes the turned card. */
export interface Contract {
  maker: Seat;
  trump: Suit;
  alone: boolean;
  round: 1 | 2;
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
    const round = spoken < 4 ? 1 : 2;
    const bid = soundBid(cards[seat] ?? [], seat, dealer, turned, round, round === 2 && stuck(seat, view));
    if (bid !== null) return { maker: seat, ...bid, round };
    spoken++;
  }
  return null;
}
