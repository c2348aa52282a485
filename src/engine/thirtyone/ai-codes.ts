// Cards as small numbers for the computer players' hot loops: a hand is three
// numbers, and its points come from a few comparisons rather than from
// strings. The points are scoring.ts's (ai-codes.test.ts checks every hand).

import type { Card } from '../cards';
import { DECK } from './rules';
import { THREE_OF_A_KIND } from './scoring';
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

const VALUES = [7, 8, 9, 10, 10, 10, 10, 11] as const;

function value(code: number): number {
  return VALUES[code & 7] ?? 0;
}

function countPoints(a: number, b: number, c: number): number {
  if ((a & 7) === (b & 7) && (a & 7) === (c & 7)) return THREE_OF_A_KIND;
  const va = value(a);
  const vb = value(b);
  const vc = value(c);
  const ab = a >> 3 === b >> 3;
  const ac = a >> 3 === c >> 3;
  const bc = b >> 3 === c >> 3;
  if (ab && ac) return va + vb + vc;
  let best = Math.max(va, vb, vc);
  if (ab) best = Math.max(best, va + vb);
  if (ac) best = Math.max(best, va + vc);
  if (bc) best = Math.max(best, vb + vc);
  return best;
}

// Every hand of three counted once, at load (32,768 ordered hands): a playout then reads points and worth off a table.
const POINTS = new Float64Array(1 << 15);
const WORTH = new Float64Array(1 << 15);
for (let hand = 0; hand < 1 << 15; hand++) {
  const [a, b, c] = [hand >> 10, (hand >> 5) & 31, hand & 31];
  POINTS[hand] = countPoints(a, b, c);
  WORTH[hand] = countPoints(a, b, c) + (value(a) + value(b) + value(c)) / 64;
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
