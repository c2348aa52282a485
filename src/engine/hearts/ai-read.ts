// What the computer players read off a Hearts view: ranks, the trick on the
// table, who has taken what. Card strings, not bit masks: the rule-based
// levels decide once per turn and clarity matters more than speed there.

import { type Card, RANKS, type Suit, rankOf, suitOf } from '../cards';
import type { HeartsView } from './types';
import { QUEEN_OF_SPADES } from './rules';
import { cardPoints } from './scoring';
import type { HeartsAction } from './types';

/** 0 for the two, 12 for the ace. */
export function rankNumber(card: Card): number {
  return RANKS.indexOf(rankOf(card));
}

export function highest(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const card of cards) if (best === undefined || rankNumber(card) > rankNumber(best)) best = card;
  return best;
}

export function lowest(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const card of cards) if (best === undefined || rankNumber(card) < rankNumber(best)) best = card;
  return best;
}

export function ofSuit(cards: readonly Card[], suit: Suit): Card[] {
  return cards.filter((card) => suitOf(card) === suit);
}

/** The trick on the table as the seat to play sees it. */
export interface TrickRead {
  /** The suit led, or null when this seat leads. */
  led: Suit | null;
  /** The card winning so far (the highest of the led suit). */
  winning: Card | null;
  /** Hearts and the queen on the table. */
  hasPoints: boolean;
  /** What the cards on the table score, the jack's minus included. */
  value: number;
  /** This seat plays the fourth card: whatever it plays, the trick is settled. */
  last: boolean;
  /** The seat winning so far. */
  winner: number | null;
}

export function readTrick(view: HeartsView): TrickRead {
  const first = view.table[0];
  if (first === undefined) return { led: null, winning: null, hasPoints: false, value: 0, last: false, winner: null };
  const led = suitOf(first.card);
  let winning = first;
  for (const play of view.table) {
    if (suitOf(play.card) === led && rankNumber(play.card) > rankNumber(winning.card)) winning = play;
  }
  const hasPoints = view.table.some((p) => suitOf(p.card) === 'H' || p.card === QUEEN_OF_SPADES);
  const value = cardPoints(
    view.table.map((p) => p.card),
    view.options,
  );
  return { led, winning: winning.card, hasPoints, value, last: view.table.length === 3, winner: winning.seat };
}

/** Every card played this hand by anyone, the table included. */
export function playedCards(view: HeartsView): Set<Card> {
  return new Set(view.played.flat());
}

/** The legal play of `card`, or the first legal action when it is not among them. */
export function playOf(legal: readonly HeartsAction[], card: Card | undefined): HeartsAction {
  const found = legal.find((a) => a.type === 'play' && a.card === card);
  const fallback = legal[0];
  if (found !== undefined) return found;
  if (fallback === undefined) throw new RangeError('No legal action to choose from.');
  return fallback;
}

/** The legal cards of a play phase. */
export function legalCards(legal: readonly HeartsAction[]): Card[] {
  return legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

/** The legal pass holding exactly `cards` (in any order), or the first legal pass. */
export function passOf(legal: readonly HeartsAction[], cards: readonly Card[]): HeartsAction {
  const wanted = new Set(cards);
  const found = legal.find((a) => a.type === 'pass' && a.cards.length === wanted.size && a.cards.every((c) => wanted.has(c)));
  const fallback = legal[0];
  if (found !== undefined) return found;
  if (fallback === undefined) throw new RangeError('No legal action to choose from.');
  return fallback;
}
