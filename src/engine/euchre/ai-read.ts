// What the computer players read off a Euchre view: the trick on the table,
// who is winning it, the cards still out, which seats have shown a void, and
// how many tricks a hand is worth in a given trump. Card strings, not bit
// masks: the rule-based levels decide once per turn and clarity matters more
// than speed here.

import { type Card, SUITS, type Suit, suitOf } from '../cards';
import type { Seat } from '../game';
import type { EuchreAction, EuchreView } from './types';
import { EUCHRE_DECK, effectiveSuit, euchrePower, isLeftBower, isRightBower, ledSuitOf, partnerOf, teamOf, trickTaker } from './rules';

/** The legal cards of a play, discard or give decision. */
export function legalCards(legal: readonly EuchreAction[]): Card[] {
  return legal.flatMap((a) => (a.type === 'play' || a.type === 'discard' || a.type === 'give' ? [a.card] : []));
}

/** The legal action that puts down `card` (play, discard or give), or the first legal action. */
export function actionWith(legal: readonly EuchreAction[], card: Card | undefined): EuchreAction {
  const found = legal.find((a) => (a.type === 'play' || a.type === 'discard' || a.type === 'give') && a.card === card);
  return found ?? first(legal);
}

export function first(legal: readonly EuchreAction[]): EuchreAction {
  const action = legal[0];
  if (action === undefined) throw new RangeError('No legal action to choose from.');
  return action;
}

/** The legal bid making `suit` trump (order up, pick up or call), alone or not; the pass when it is not legal. */
export function bidFor(legal: readonly EuchreAction[], suit: Suit | null, alone: boolean, upcardSuit: Suit | null): EuchreAction {
  if (suit !== null) {
    const found = legal.find(
      (a) =>
        ((a.type === 'order-up' || a.type === 'pick-up') && suit === upcardSuit && a.alone === alone) ||
        (a.type === 'call' && a.suit === suit && a.alone === alone),
    );
    if (found !== undefined) return found;
  }
  return legal.find((a) => a.type === 'pass') ?? first(legal);
}

/** The suit a bid makes trump: the turned card's for an order or a pickup, the named one for a call; null for a pass. */
export function suitBid(action: EuchreAction, upcard: Card | null): Suit | null {
  if (action.type === 'call') return action.suit;
  if ((action.type === 'order-up' || action.type === 'pick-up') && upcard !== null) return suitOf(upcard);
  return null;
}

/**
 * The bids worth weighing: making a suit trump takes a trump in hand to play
 * it (the dealer's pickup brings its own), so ordering up or naming a suit
 * the hand holds none of is left out, unless the dealer is stuck and must
 * name one.
 */
export function bidsWithTrumps(view: EuchreView, legal: readonly EuchreAction[]): readonly EuchreAction[] {
  if (!legal.some((a) => a.type === 'pass')) return legal;
  return legal.filter((action) => {
    const suit = suitBid(action, view.upcard);
    return suit === null || action.type === 'pick-up' || countingAs(view.hand, suit, suit).length > 0;
  });
}

/**
 * How strong a card is once trump is known, whatever is led: trumps from the
 * right bower down above every plain card, plain cards by rank. For choosing
 * what to keep, to give, to throw off.
 */
export function worth(card: Card, trump: Suit): number {
  const suit = effectiveSuit(card, trump);
  return euchrePower(card, suit, trump);
}

export function strongest(cards: readonly Card[], trump: Suit): Card | undefined {
  let best: Card | undefined;
  for (const card of cards) if (best === undefined || worth(card, trump) > worth(best, trump)) best = card;
  return best;
}

export function weakest(cards: readonly Card[], trump: Suit): Card | undefined {
  let best: Card | undefined;
  for (const card of cards) if (best === undefined || worth(card, trump) < worth(best, trump)) best = card;
  return best;
}

export function countingAs(cards: readonly Card[], suit: Suit, trump: Suit): Card[] {
  return cards.filter((card) => effectiveSuit(card, trump) === suit);
}

/** The trick on the table as the seat to play sees it. */
export interface TrickRead {
  /** The suit led (the left bower leads trump), or null when this seat leads. */
  led: Suit | null;
  /** The seat winning so far and its card. */
  winner: Seat | null;
  winning: Card | null;
  /** The seat's partner is winning so far. */
  partnerWinning: boolean;
  /** This seat plays the last card of the trick. */
  last: boolean;
}

export function readTrick(view: EuchreView): TrickRead {
  const trump = view.trump;
  const led = ledSuitOf(view.trick, trump);
  const active = view.sitting === null ? 4 : 3;
  const last = view.trick.length === active - 1;
  if (led === null || trump === null) return { led, winner: null, winning: null, partnerWinning: false, last };
  const winner = trickTaker(view.trick, trump);
  const winning = view.trick.find((p) => p.seat === winner)?.card ?? null;
  return { led, winner, winning, partnerWinning: winner === partnerOf(view.seat), last };
}

/** Whether `card` would take the lead from `winning` in a trick led with `led`. */
export function beats(card: Card, winning: Card, led: Suit, trump: Suit): boolean {
  return euchrePower(card, led, trump) > euchrePower(winning, led, trump);
}

/** Cards this seat cannot place: not in its hand, not played, not the known turned card where it lies. */
export function unseenCards(view: EuchreView): Card[] {
  const seen = new Set<Card>([...view.hand, ...view.played.flat(), ...view.myDiscards]);
  if (view.turnedDown !== null) seen.add(view.turnedDown);
  return EUCHRE_DECK.filter((card) => !seen.has(card));
}

/** For each seat, the effective suits it has shown it lacks (by not following them). */
export function shownVoids(view: EuchreView): Set<Suit>[] {
  const voids = [0, 1, 2, 3].map(() => new Set<Suit>());
  const trump = view.trump;
  if (trump === null) return voids;
  const tricks = view.lastTrick === null ? [] : replayTricks(view);
  for (const plays of [...tricks, view.trick]) {
    const led = ledSuitOf(plays, trump);
    if (led === null) continue;
    for (const play of plays.slice(1)) if (effectiveSuit(play.card, trump) !== led) voids[play.seat]?.add(led);
  }
  return voids;
}

/** The hand's finished tricks rebuilt from the cards each seat played, in order. */
export function replayTricks(view: EuchreView): { seat: Seat; card: Card }[][] {
  const trump = view.trump;
  if (trump === null) return [];
  const done = view.tricksWon[0] + view.tricksWon[1];
  const tricks: { seat: Seat; card: Card }[][] = [];
  // The first trick is led by the first seat in play after the dealer, each later one by the taker of the one before.
  let leader = (view.dealer + 1) % 4 === view.sitting ? (view.dealer + 2) % 4 : (view.dealer + 1) % 4;
  for (let t = 0; t < done; t++) {
    const plays: { seat: Seat; card: Card }[] = [];
    let seat = leader;
    for (let k = 0; k < (view.sitting === null ? 4 : 3); k++) {
      const card = view.played[seat]?.[t];
      if (card !== undefined) plays.push({ seat, card });
      seat = (seat + 1) % 4 === view.sitting ? (seat + 2) % 4 : (seat + 1) % 4;
    }
    tricks.push(plays);
    leader = plays.length > 0 ? trickTaker(plays, trump) : leader;
  }
  return tricks;
}

/** The highest trump not yet played and not in this hand: the one still to fear. */
export function topOutstandingTrump(view: EuchreView, trump: Suit): Card | undefined {
  return strongest(
    unseenCards(view).filter((c) => effectiveSuit(c, trump) === trump),
    trump,
  );
}

/** The seat's team made trump. */
export function weMade(view: EuchreView): boolean {
  return view.maker !== null && teamOf(view.maker) === teamOf(view.seat);
}

/** Tricks a trump card is good for in a hand of five, roughly (the bowers nearly always, the nine seldom). */
export function trumpTricks(card: Card, trump: Suit): number {
  if (isRightBower(card, trump)) return 1;
  if (isLeftBower(card, trump)) return 0.85;
  switch (card[0]) {
    case 'A':
      return 0.7;
    case 'K':
      return 0.6;
    case 'Q':
      return 0.5;
    default:
      return 0.4;
  }
}

function byWorthDown(suit: Suit): readonly Card[] {
  return EUCHRE_DECK.filter((c) => effectiveSuit(c, suit) === suit).sort((a, b) => worth(b, suit) - worth(a, suit));
}

/** The seven trumps of each suit, right bower first. */
const TRUMP_ORDER: Readonly<Record<Suit, readonly Card[]>> = { C: byWorthDown('C'), D: byWorthDown('D'), H: byWorthDown('H'), S: byWorthDown('S') };

/**
 * Tricks `hand` should take with `suit` trump, by rules of thumb: each trump
 * by its rank, an off ace (less so with many of its suit), a guarded off
 * king a little, and a side void a ruff when the hand has trumps to spare.
 */
export function handTricks(hand: readonly Card[], suit: Suit): number {
  let tricks = 0;
  const trumps = countingAs(hand, suit, suit).length;
  // Trumps held in an unbroken run from the right bower down are sure tricks; the rest count by rank.
  const order = TRUMP_ORDER[suit];
  let sure = 0;
  while (sure < order.length && hand.includes(order[sure] as Card)) sure++;
  const run = order.slice(0, sure);
  tricks += sure;
  for (const card of hand) {
    if (effectiveSuit(card, suit) === suit && !run.includes(card)) tricks += trumpTricks(card, suit);
  }
  for (const side of SUITS) {
    if (side === suit) continue;
    const cards = countingAs(hand, side, suit);
    if (cards.length === 0) {
      if (trumps >= 2) tricks += 0.3;
      continue;
    }
    const ace = cards.some((c) => c[0] === 'A');
    if (ace) tricks += cards.length >= 3 ? 0.5 : 0.75;
    if (cards.some((c) => c[0] === 'K') && (ace || cards.length >= 2)) tricks += 0.25;
  }
  return tricks;
}

/** The card of `hand` a player discards to keep the best five: see `discardChoice`. */
export function bestAfterDiscard(hand: readonly Card[], suit: Suit): Card[] {
  const out = discardChoice(hand, suit);
  return hand.filter((c) => c !== out);
}

/**
 * The card to put down from six: never a trump while a plain card is left;
 * among plain cards, a lone card (to leave its suit void, for trumping) unless
 * it is an ace, else the lowest.
 */
export function discardChoice(hand: readonly Card[], trump: Suit): Card | undefined {
  const plain = hand.filter((c) => effectiveSuit(c, trump) !== trump);
  if (plain.length === 0) return weakest(hand, trump);
  let best: Card | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const card of plain) {
    const suitCount = countingAs(hand, effectiveSuit(card, trump), trump).length;
    // Lower is better to throw: the rank, less a bonus for leaving a void; aces stay.
    const score = worth(card, trump) - (suitCount === 1 && card[0] !== 'A' ? 4 : 0) + (card[0] === 'A' ? 10 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return best;
}
