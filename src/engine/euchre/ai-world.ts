// The expert's guesses at the cards it cannot see. From its view alone it
// knows its hand, every card played, the turned card (offered, taken by the
// dealer or turned down), its own discards and any Pass Best card it gave or
// got; a seat that did not follow the suit led holds none of it. The rest go
// out at random among the other hands and the cards nobody will play (the
// three under the turned card and the others' discards). What the others'
// bids and cards say beyond that, the expert reads by weighing these deals
// (ai-infer.ts).

import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import type { Rng } from '../rng';
import { type DealProblem, type Dealer, createDealer } from '../ai/determinize';
import { deckIndex, popcount } from './ai-expert-solver';
import { discardChoice, shownVoids, strongest } from './ai-read';
import { EUCHRE_DECK, HAND_SIZE, PLAYERS, effectiveSuit, partnerOf } from './rules';
import type { EuchreView } from './types';

/** Where the hidden cards may lie: the four seats, and out of play. */
const OUT = PLAYERS;
const ALL_SEATS = 0b1111;

/** A set of cards: bit i is EUCHRE_DECK[i]. */
export type CardMask = number;

export function maskOf(cards: readonly Card[]): CardMask {
  let mask = 0;
  for (const card of cards) mask |= 1 << deckIndex(card);
  return mask;
}

/** What the view tells about the hidden cards, ready to deal out many times. */
export interface Knowledge {
  /** Cards each seat surely holds now: the viewer's hand, the dealer's pickup, a Pass Best card the viewer gave. */
  known: CardMask[];
  problem: DealProblem;
}

/**
 * `shown[seat]`: cards of another seat's hand the viewer is shown. Only the
 * measure of what more knowledge would be worth (ai-ceiling.ts) shows any;
 * a player has its view alone.
 */
export function readKnowledge(view: EuchreView, shown: readonly CardMask[] = []): Knowledge {
  const me = view.seat;
  const known = [0, 0, 0, 0];
  known[me] = maskOf(view.hand);
  let seen = maskOf(view.hand) | maskOf(view.played.flat()) | maskOf(view.myDiscards);
  shown.forEach((cards, seat) => {
    if (seat === me || seat >= PLAYERS) return;
    known[seat] = cards;
    seen |= cards;
  });
  for (const card of [view.upcard, view.turnedDown]) if (card !== null) seen |= maskOf([card]);
  const voids = view.phase === 'play' ? shownVoids(view) : [];
  const trump = view.trump;
  const lacks = (seat: Seat, card: Card): boolean => trump !== null && (voids[seat]?.has(effectiveSuit(card, trump)) ?? false);
  // The dealer's pickup stays in that hand until played, and a card this seat
  // handed a lone maker in the maker's; unless the hand has shown it no longer
  // can (the card was the one put down).
  const place = (seat: Seat, card: Card | null): void => {
    if (card === null || seat === me || (seen & maskOf([card])) !== 0 || lacks(seat, card)) return;
    if (popcount(known[seat] ?? 0) >= (view.handSizes[seat] ?? 0)) return;
    known[seat] = (known[seat] ?? 0) | maskOf([card]);
    seen |= maskOf([card]);
  };
  // A dealer sitting out for a lone partner may have handed the pickup over.
  if (view.gave?.from !== view.dealer) place(view.dealer, view.takenUp);
  if (view.gave !== null && view.gave.from === me) place(view.gave.to, view.given);
  const counts = [0, 0, 0, 0, 0];
  let placed = 0;
  for (let seat = 0; seat < PLAYERS; seat++) {
    if (seat === me) continue;
    const n = Math.max(0, (view.handSizes[seat] ?? 0) - popcount(known[seat] ?? 0));
    counts[seat] = n;
    placed += n;
  }
  const cards: number[] = [];
  const allowed: number[] = [];
  EUCHRE_DECK.forEach((card, index) => {
    if ((seen & (1 << index)) !== 0) return;
    let mask = 1 << OUT;
    for (let seat = 0; seat < PLAYERS; seat++) if (seat !== me && !lacks(seat, card)) mask |= 1 << seat;
    cards.push(index);
    allowed.push(mask);
  });
  counts[OUT] = Math.max(0, cards.length - placed);
  return { known, problem: { cards, allowed, counts } };
}

/** Deals of the hidden cards for one view: each a mask per seat. */
export interface WorldSampler {
  /** Fills `hands` (four masks) with one deal; the viewer's own hand included. */
  sample(rng: Rng, hands: Int32Array): void;
}

export function worldSampler(view: EuchreView, shown: readonly CardMask[] = []): WorldSampler {
  const knowledge = readKnowledge(view, shown);
  const strict = createDealer(knowledge.problem);
  // A view these inferences cannot satisfy would mean the rules changed under
  // them; then the hidden cards go out with the hand sizes as the only rule.
  const dealer: Dealer = strict.feasible
    ? strict
    : createDealer({ ...knowledge.problem, allowed: knowledge.problem.allowed.map(() => ALL_SEATS | (1 << OUT)) });
  const seats = new Int32Array(knowledge.problem.cards.length);
  const cards = knowledge.problem.cards;
  return {
    sample(rng, hands) {
      for (let s = 0; s < PLAYERS; s++) hands[s] = knowledge.known[s] ?? 0;
      if (!dealer.sample(rng, seats)) return;
      for (let i = 0; i < cards.length; i++) {
        const seat = seats[i] ?? OUT;
        if (seat < PLAYERS) hands[seat] = (hands[seat] ?? 0) | (1 << (cards[i] ?? 0));
      }
    },
  };
}

export function cardsOf(mask: CardMask): Card[] {
  const cards: Card[] = [];
  for (let m = mask; m !== 0; m &= m - 1) cards.push(EUCHRE_DECK[31 - Math.clz32(m & -m)] as Card);
  return cards;
}

/** One card out of `hand` (a mask), chosen from its cards by `pick`. */
function without(hand: CardMask, pick: (cards: Card[]) => Card | undefined): CardMask {
  const card = pick(cardsOf(hand));
  return card === undefined ? hand : hand & ~(1 << deckIndex(card));
}

/**
 * Makes the steps between trump and the first lead in one deal, as sensible
 * players would: the dealer with six cards puts the weakest down; a lone
 * maker's partner (Pass Best, when it is still to come) hands over its best
 * card and the maker puts the weakest down (ai-read.ts's habits).
 */
export function settleBeforePlay(
  hands: Int32Array,
  dealer: Seat,
  maker: Seat,
  trump: Suit,
  alone: boolean,
  giveToCome: boolean,
): void {
  const putDown = (cards: Card[]): Card | undefined => discardChoice(cards, trump);
  if (popcount(hands[dealer] ?? 0) > HAND_SIZE) hands[dealer] = without(hands[dealer] ?? 0, putDown);
  if (alone && giveToCome) {
    const partner = partnerOf(maker);
    const before = hands[partner] ?? 0;
    hands[partner] = without(before, (cards) => strongest(cards, trump));
    hands[maker] = (hands[maker] ?? 0) | (before & ~(hands[partner] ?? 0));
  }
  if (popcount(hands[maker] ?? 0) > HAND_SIZE) hands[maker] = without(hands[maker] ?? 0, putDown);
}
