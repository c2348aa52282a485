// What the Court players weigh: how much a card is worth holding, what a
// turn does to the two totals from one side's point of view, and which
// cards the other player might hold. All from the view, never the state.

import { type Card, FULL_DECK, rankOf, suitOf } from '../cards';
import type { Seat } from '../game';
import type { CourtView } from './types';
import { faceValue, isCourt, numberEffect, settleTurn } from './turn';

/**
 * A card's worth in the hand, for the draw: hearts add to you, diamonds and
 * clubs take from the other player, spades cost both (so they are worth
 * little), and the court cards stop or turn the other's cards. The aces of
 * spades and hearts swing the totals, so they are worth most when behind.
 */
export function holdingValue(card: Card, mine: number, theirs: number): number {
  if (!isCourt(card)) {
    const value = faceValue(card);
    return suitOf(card) === 'S' ? value / 3 : value;
  }
  const behind = theirs - mine;
  switch (rankOf(card)) {
    case 'J':
      return 4;
    case 'Q':
      return 6;
    case 'K':
      return 7;
    default:
      if (suitOf(card) === 'S' || suitOf(card) === 'H') return behind > 10 ? 12 : behind > 0 ? 7 : 3;
      return 8;
  }
}

/** How a change of totals looks to `seat`: its gain plus the other's loss. */
export function gain(before: readonly number[], after: readonly number[], seat: Seat): number {
  const me = (after[seat] ?? 0) - (before[seat] ?? 0);
  const them = (after[1 - seat] ?? 0) - (before[1 - seat] ?? 0);
  return me - them + finish(after, seat) - finish(before, seat);
}

/**
 * The totals' distance from the end of the game, for `seat`: being at zero or
 * below is very bad, the other being there very good (totals are judged at the
 * end of the round, so this is a leaning, not a verdict).
 */
export function finish(scores: readonly number[], seat: Seat): number {
  const mine = scores[seat] ?? 0;
  const theirs = scores[1 - seat] ?? 0;
  return (mine <= 0 ? -60 : 0) + (theirs <= 0 ? 60 : 0);
}

/** What playing `mine` against `theirs` does for `seat`, which leads when `leading`. */
export function turnGain(scores: readonly [number, number], seat: Seat, leading: boolean, mine: Card, theirs: Card): number {
  const leader = leading ? seat : 1 - seat;
  const [lead, follow] = leading ? [mine, theirs] : [theirs, mine];
  const result = settleTurn(scores, leader, lead, follow);
  // Winning the lead is worth a little; a capture is a card more to play.
  const lead_ = result.winner === seat ? 1 : -1;
  const capture = result.capture === null ? 0 : result.capture.seat === seat ? 3 : -3;
  return gain(scores, result.scores, seat) + lead_ + capture;
}

/** A bonus card's effect for `seat` (5.2). */
export function bonusGain(scores: readonly [number, number], seat: Seat, card: Card): number {
  return gain(scores, numberEffect(scores, suitOf(card), faceValue(card), seat), seat);
}

/** Cards `view.seat` has not seen: the other's hand (captures apart) and the other's set-aside cards. */
export function unseenCards(view: CourtView): Card[] {
  const seen = new Set<Card>([...view.hand, ...view.setAside, ...view.gone, ...view.table.map((p) => p.card), ...view.captured]);
  if (view.drawn !== null) seen.add(view.drawn);
  return FULL_DECK.filter((card) => !seen.has(card));
}

/** Cards the other player could answer `lead` with, from `pool`, under the follow-suit rule. */
export function possibleAnswers(pool: readonly Card[], lead: Card, mustFollow: boolean): Card[] {
  if (!mustFollow) return pool.slice();
  const follow = pool.filter((card) => suitOf(card) === suitOf(lead));
  return follow.length > 0 ? follow : pool.slice();
}
