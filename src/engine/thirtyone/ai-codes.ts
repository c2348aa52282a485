// Cards as small numbers for the computer players' hot loops: a hand is three
// numbers, and its points are read off a table that scoring.ts filled once,
// rather than counted from strings at every move.

import type { Card } from '../cards';
import { DECK } from './rules';
import { cardValue, handPoints } from './scoring';
import type { ThirtyOneAction } from './types';

/** A card's number: its place in DECK, suit * 8 + rank, the rank 0 for a seven up to 7 for an ace. */
export const CARD_OF: readonly Card[] = DECK;
const CODE_OF: ReadonlyMap<Card, number> = new Map(DECK.map((card, code) => [card, code]));

export function codeOf(card: Card): number {
  const code = CODE_OF.get(card);
  if (code === undefined) throw new RangeError(`${card} is not a card of the pack.`);
  return code;
}

/** The rank, 0 for a seven up to 7 for an ace: the order of three of a kind in van Eer-Maas. */
export function rankCode(code: number): number {
  return code & 7;
}

// Every hand of three counted once, at load, by scoring.ts itself (32,768
// ordered hands): a playout then reads points and worth off a table.
const POINTS = new Float64Array(1 << 15);
const WORTH = new Float64Array(1 << 15);
for (let hand = 0; hand < 1 << 15; hand++) {
  const cards = [CARD_OF[hand >> 10], CARD_OF[(hand >> 5) & 31], CARD_OF[hand & 31]] as Card[];
  const p = handPoints(cards);
  POINTS[hand] = p;
  WORTH[hand] = p + (cardValue(cards[0] as Card) + cardValue(cards[1] as Card) + cardValue(cards[2] as Card)) / 64;
}

/** The points of the hand a, b, c: scoring.ts's handPoints. */
export function points(a: number, b: number, c: number): number {
  return POINTS[(a << 10) | (b << 5) | c] ?? 0;
}

/** Points, and a little for higher cards, so that of two equal hands the one nearer 31 counts more. */
export function worth(a: number, b: number, c: number): number {
  return WORTH[(a << 10) | (b << 5) | c] ?? 0;
}

/** What a hand of three is judged by. */
export type HandMeasure = (a: number, b: number, c: number) => number;

/** `worth` of a hand of three cards. */
export function cardsWorth(hand: readonly Card[]): number {
  const [a, b, c] = hand.map(codeOf);
  return worth(a ?? 0, b ?? 0, c ?? 0);
}

/** A change as one number: the place in the hand of the card put down, times three, plus the place in the pot of the card taken. */
export function changeCode(handPlace: number, potPlace: number): number {
  return handPlace * 3 + potPlace;
}

/**
 * The change that leaves `hand` (the three numbers from `h`) worth most by
 * `measure`, with `pot` (three from `p`): its code into `best[0]`, its worth
 * into `best[1]`. The first of equals wins, hand cards in order, then pot cards.
 */
export function bestChangeOf(hand: ArrayLike<number>, h: number, pot: ArrayLike<number>, p: number, measure: HandMeasure, best: Float64Array): void {
  const a = hand[h] ?? 0;
  const b = hand[h + 1] ?? 0;
  const c = hand[h + 2] ?? 0;
  let code = -1;
  let most = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const x = pot[p + j] ?? 0;
      const w = i === 0 ? measure(x, b, c) : i === 1 ? measure(a, x, c) : measure(a, b, x);
      if (code < 0 || w > most) {
        most = w;
        code = changeCode(i, j);
      }
    }
  }
  best[0] = code;
  best[1] = most;
}

/** The other actions' numbers, after the nine changes. */
export const PASS = 9;
export const TAKE_POT = 10;
/** The dealer's choice: keep the hand dealt, or take the extra set. */
export const KEEP_HAND = 11;
export const TAKE_EXTRA = 12;

/** The action numbered `code`, with `hand` and `pot` as the seat to act sees them. */
export function actionOfCode(code: number, hand: readonly Card[], pot: readonly Card[]): ThirtyOneAction {
  switch (code) {
    case PASS:
      return { type: 'pass' };
    case TAKE_POT:
      return { type: 'take-pot' };
    case KEEP_HAND:
      return { type: 'hand' };
    case TAKE_EXTRA:
      return { type: 'pot' };
    default:
      return { type: 'change', card: hand[Math.floor(code / 3)] as Card, potCard: pot[code % 3] as Card };
  }
}

/** `action`'s number, with `hand` and `pot` as the seat to act sees them. */
export function codeOfAction(action: ThirtyOneAction, hand: readonly Card[], pot: readonly Card[]): number {
  switch (action.type) {
    case 'pass':
      return PASS;
    case 'take-pot':
      return TAKE_POT;
    case 'hand':
      return KEEP_HAND;
    case 'pot':
      return TAKE_EXTRA;
    default:
      return changeCode(hand.indexOf(action.card), pot.indexOf(action.potCard));
  }
}
