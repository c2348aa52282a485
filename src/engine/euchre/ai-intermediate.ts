// The intermediate: a sound club player's rules of thumb. It bids on the
// tricks its hand should take in the suit (counting the turned card where it
// goes and the seat it sits in), never on a suit it holds no trump of, nor
// orders an opposing dealer up on fewer than two; goes alone on a
// near-certain march, discards to leave a side suit void, gives its best
// card on Pass Best; in play it leads the right bower and draws trump when
// its side made it, cashes off aces, trumps in when an opponent is winning,
// never overtakes a partner who is winning, and throws off its lowest card.

import { type Card, type Suit, suitOf } from '../cards';
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
import { effectiveSuit, isRightBower, partnerOf, teamOf } from './rules';
import type { EuchreAction, EuchreView } from './types';

/** Tricks the hand must be worth on its own to make trump: the partner is good for about one more. */
const MAKE = 2.3;
/** Tricks worth going alone for: a march is all but sure. */
const ALONE = 4.3;
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

/** Tricks the seat's hand is worth with the turned card's suit trump, the card counted where it will go. */
export function orderValue(view: EuchreView, upcard: Card): number {
  const suit = suitOf(upcard);
  if (view.seat === view.dealer) return handTricks(bestAfterDiscard([...view.hand, upcard], suit), suit);
  const own = handTricks(view.hand, suit);
  const gain = trumpTricks(upcard, suit);
  // The card strengthens the dealer: our side when the dealer is the partner, theirs otherwise.
  return view.dealer === partnerOf(view.seat) ? own + gain : own - gain;
}

function decide(legal: readonly EuchreAction[], suit: Suit | null, tricks: number, mustMake: boolean, upcardSuit: Suit | null): EuchreAction {
  if (suit === null || (tricks < MAKE && !mustMake)) return bidFor(legal, null, false, upcardSuit);
  return bidFor(legal, suit, tricks >= ALONE, upcardSuit);
}

function orderOrPass(view: EuchreView, legal: readonly EuchreAction[]): EuchreAction {
  const upcard = view.upcard;
  if (upcard === null) return bidFor(legal, null, false, null);
  const suit = suitOf(upcard);
  // Handing the opponents' dealer a trump takes two of one's own to play against it.
  const opposingDealer = teamOf(view.dealer) !== teamOf(view.seat);
  if (opposingDealer && countingAs(view.hand, suit, suit).length < TRUMPS_AGAINST_DEALER) return bidFor(legal, null, false, null);
  return decide(legal, suit, orderValue(view, upcard), false, suit);
}

/** The best suit to name in round 2 and its worth; `mustMake` under stick the dealer. */
export function bestCall(view: EuchreView, legal: readonly EuchreAction[]): { suit: Suit | null; tricks: number } {
  let suit: Suit | null = null;
  let tricks = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'call' || action.alone) continue;
    const value = handTricks(view.hand, action.suit);
    if (value > tricks) {
      tricks = value;
      suit = action.suit;
    }
  }
  return { suit, tricks };
}

function callOrPass(view: EuchreView, legal: readonly EuchreAction[]): EuchreAction {
  const { suit, tricks } = bestCall(view, legal);
  const mustMake = !legal.some((a) => a.type === 'pass');
  return decide(legal, suit, tricks, mustMake, null);
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

