// Which three cards to pass. The intermediate player weighs each card's
// danger the way a careful human does: the queen and the spades above her
// unless enough low spades guard them, high hearts, and the last cards of a
// short suit (a void lets it shed points later). The jack of diamonds is
// worth winning, so it stays.

import { type Card, suitOf } from '../cards';
import type { HeartsView } from './types';
import { highest, ofSuit, rankNumber } from './ai-read';

const QUEEN = 10;

/** How much a card wants to leave the hand; higher leaves first. */
export function passDanger(card: Card, hand: readonly Card[]): number {
  const suit = suitOf(card);
  const rank = rankNumber(card);
  const spades = ofSuit(hand, 'S');
  const lowSpades = spades.filter((c) => rankNumber(c) < QUEEN).length;
  if (suit === 'S') {
    // Four low spades or more guard the queen and her escorts: keep them all.
    if (rank >= QUEEN) return lowSpades >= 4 ? 5 + rank : rank === QUEEN ? 100 : 80 + rank;
    // Low spades are the queen's guard: never pass them.
    return -20 + rank;
  }
  if (card === 'JD') return -30;
  const inSuit = ofSuit(hand, suit).length;
  // A suit of one or two (not hearts) is worth emptying: a void lets points go.
  const shortBonus = suit !== 'H' && inSuit <= 2 ? 20 : 0;
  if (suit === 'H') return rank >= 8 ? 40 + rank : rank;
  return rank + shortBonus;
}

/** The three most dangerous cards of the hand. */
export function carefulPass(view: HeartsView): Card[] {
  return view.hand
    .map((card) => ({ card, danger: passDanger(card, view.hand) }))
    .sort((a, b) => b.danger - a.danger || rankNumber(b.card) - rankNumber(a.card))
    .slice(0, 3)
    .map((x) => x.card);
}

/** A beginner's pass: simply the three highest cards, whatever their suit. */
export function naivePass(view: HeartsView): Card[] {
  const rest = view.hand.slice();
  const out: Card[] = [];
  for (let i = 0; i < 3; i++) {
    const top = highest(rest);
    if (top === undefined) break;
    out.push(top);
    rest.splice(rest.indexOf(top), 1);
  }
  return out;
}
