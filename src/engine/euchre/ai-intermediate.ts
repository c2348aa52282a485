// The intermediate: a sound club player's rules of thumb. It bids on the
// tricks its hand should take in the suit (counting the turned card where it
// goes and the seat it sits in), never on a suit it holds no trump of, nor
// orders an opposing dealer up on fewer than two; goes alone on a
// near-certain march, discards to leave a side suit void, gives its best
// card on Pass Best; in play it leads the right bower and draws trump when
// its side made it, cashes off aces, trumps in when an opponent is winning,
// never overtakes a partner who is winning, and throws off its lowest card.

import { type Card, SUITS, type Suit, suitOf } from '../cards';
import type { Seat } from '../game';
import type { Rng } from '../rng';
import {
  type TrickRead,
  actionWith,
  beats,
  bestAfterDiscard,
  bidFor,
  bidsWithTrumps,
  countingAs,
  discardChoice,
  handTricks,
  legalCards,
  readTrick,
  strongest,
  topOutstandingTrump,
  trumpTricks,
  unseenCards,
  weMade,
  weakest,
  worth,
} from './ai-read';
import { effectiveSuit, isRightBower, partnerOf } from './rules';
import type { EuchreAction, EuchreView } from './types';

/** Tricks the hand must be worth on its own to make trump: the partner is good for about one more. */
export const MAKE = 2.3;
/** Tricks worth going alone for: a march is all but sure. */
export const ALONE = 4.3;
/** Trumps in hand before ordering the turned card up to an opposing dealer. */
const TRUMPS_AGAINST_DEALER = 2;

export function chooseIntermediate(view: EuchreView, legal: readonly EuchreAction[], _rng: Rng): EuchreAction {
  switch (view.phase) {
    case 'order':
      return orderOrPass(view, bidsWithTrumps(view, legal));
    case 'call':
      return callOrPass(view, bidsWithTrumps(view, legal));
    case 'discard':
    case 'lone-discard':
      return actionWith(legal, discardChoice(view.hand, view.trump ?? 'C'));
    case 'give':
      return actionWith(legal, strongest(view.hand, view.trump ?? 'C'));
    default: {
      const cards = legalCards(legal);
      if (cards.length <= 1 || view.trump === null) return actionWith(legal, cards[0]);
      return actionWith(legal, choosePlay(view, cards, view.trump));
    }
  }
}

/**
 * Tricks `hand` is worth from `seat` with the turned card's suit trump, the
 * card counted where it will go (in the dealer's hand, for or against);
 * -Infinity when the hand holds too few trumps to order it up at all: none
 * with the partner dealing, fewer than two against an opposing dealer
 * (handing the opponents' dealer a trump takes two of one's own to play
 * against it).
 */
export function orderTricks(hand: readonly Card[], seat: Seat, dealer: Seat, upcard: Card): number {
  const suit = suitOf(upcard);
  if (seat === dealer) return handTricks(bestAfterDiscard([...hand, upcard], suit), suit);
  const partnerDeals = dealer === partnerOf(seat);
  if (countingAs(hand, suit, suit).length < (partnerDeals ? 1 : TRUMPS_AGAINST_DEALER)) return Number.NEGATIVE_INFINITY;
  return handTricks(hand, suit) + (partnerDeals ? 1 : -1) * trumpTricks(upcard, suit);
}

/**
 * The best suit for `hand` to name in round 2 (never the turned card's, nor
 * one it holds no trump of unless `mustCall`) and its worth in tricks.
 */
export function bestCall(hand: readonly Card[], turned: Suit, mustCall: boolean): { suit: Suit | null; tricks: number } {
  let suit: Suit | null = null;
  let tricks = Number.NEGATIVE_INFINITY;
  for (const s of SUITS) {
    if (s === turned || (!mustCall && countingAs(hand, s, s).length === 0)) continue;
    const value = handTricks(hand, s);
    if (value > tricks) {
      tricks = value;
      suit = s;
    }
  }
  return { suit, tricks };
}

/**
 * The trump a sound club player makes with `hand` from `seat`, and whether
 * alone; null for a pass. Round 1 on the turned card, round 2 naming a suit
 * (`mustCall`: the dealer is stuck). The intermediate bids by it, and the
 * expert reads the others' bids by it and foresees their bids after its pass.
 */
export function soundBid(hand: readonly Card[], seat: Seat, dealer: Seat, turned: Card, round: 1 | 2, mustCall: boolean): { trump: Suit; alone: boolean } | null {
  if (round === 1) {
    const tricks = orderTricks(hand, seat, dealer, turned);
    return tricks >= MAKE ? { trump: suitOf(turned), alone: tricks >= ALONE } : null;
  }
  const { suit, tricks } = bestCall(hand, suitOf(turned), mustCall);
  return suit !== null && (tricks >= MAKE || mustCall) ? { trump: suit, alone: tricks >= ALONE } : null;
}

/** The dealer must name a suit in round 2 when stuck. */
export const stuck = (seat: Seat, view: Pick<EuchreView, 'dealer' | 'options'>): boolean => seat === view.dealer && view.options.stickTheDealer;

function orderOrPass(view: EuchreView, legal: readonly EuchreAction[]): EuchreAction {
  const upcard = view.upcard;
  if (upcard === null) return bidFor(legal, null, false, null);
  const bid = soundBid(view.hand, view.seat, view.dealer, upcard, 1, false);
  return bidFor(legal, bid?.trump ?? null, bid?.alone ?? false, suitOf(upcard));
}

function callOrPass(view: EuchreView, legal: readonly EuchreAction[]): EuchreAction {
  const turned = view.turnedDown;
  if (turned === null) return bidFor(legal, null, false, null);
  const bid = soundBid(view.hand, view.seat, view.dealer, turned, 2, !legal.some((a) => a.type === 'pass'));
  return bidFor(legal, bid?.trump ?? null, bid?.alone ?? false, null);
}

function choosePlay(view: EuchreView, cards: Card[], trump: Suit): Card | undefined {
  const trick = readTrick(view);
  if (trick.led === null) return lead(view, cards, trump);
  return follow(view, cards, trump, trick);
}

/** Whether `card` is the highest of its suit still out, so nobody following suit can beat it. */
function isBoss(view: EuchreView, card: Card, trump: Suit): boolean {
  const suit = effectiveSuit(card, trump);
  return unseenCards(view).every((c) => effectiveSuit(c, trump) !== suit || worth(c, trump) < worth(card, trump));
}

function lead(view: EuchreView, cards: Card[], trump: Suit): Card | undefined {
  const trumps = countingAs(cards, trump, trump);
  const plain = cards.filter((c) => effectiveSuit(c, trump) !== trump);
  const opponentsMayTrump = topOutstandingTrump(view, trump) !== undefined;
  if (weMade(view)) {
    const right = trumps.find((c) => isRightBower(c, trump));
    if (right !== undefined) return right;
    const top = strongest(trumps, trump);
    // Draw trump with the best one left, or lead one to a partner who made it.
    if (top !== undefined && opponentsMayTrump && (isBoss(view, top, trump) || (view.maker === view.seat && trumps.length >= 3))) return top;
    if (top !== undefined && view.maker === partnerOf(view.seat)) return weakest(trumps, trump);
  }
  // Cash a winner in a side suit.
  const bosses = plain.filter((c) => isBoss(view, c, trump));
  if (bosses.length > 0) return strongest(bosses, trump);
  if (plain.length > 0) {
    // From the shortest side suit, to be void and trump it later.
    let best: Card | undefined;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const card of plain) {
      const score = countingAs(cards, effectiveSuit(card, trump), trump).length * 20 + worth(card, trump);
      if (score < bestScore) {
        bestScore = score;
        best = card;
      }
    }
    return best;
  }
  return strongest(trumps, trump);
}

function follow(view: EuchreView, cards: Card[], trump: Suit, trick: TrickRead): Card | undefined {
  const { led, winning } = trick;
  if (led === null || winning === null) return weakest(cards, trump);
  // Never overtake a partner who is winning the trick.
  if (trick.partnerWinning) return throwOff(cards, trump);
  const winners = cards.filter((c) => beats(c, winning, led, trump));
  if (winners.length === 0) return throwOff(cards, trump);
  const following = winners.filter((c) => effectiveSuit(c, trump) === led);
  // Last to play, or trumping in: the cheapest card that wins.
  if (trick.last || following.length === 0) return weakest(winners, trump);
  // Following with cards still to come: a sure winner if there is one, else the highest, to make them pay.
  const boss = following.find((c) => isBoss(view, c, trump));
  return boss ?? strongest(following, trump);
}

/** The lowest card, keeping trumps and aces, leaving a side suit void when that is cheap. */
function throwOff(cards: Card[], trump: Suit): Card | undefined {
  return discardChoice(cards, trump);
}

