// Card sets as bit masks, for the computer players' searches and playouts,
// where arrays of card strings are far too slow. A set is four 13-bit masks,
// one per suit in SUITS order (clubs, diamonds, hearts, spades); bit r is
// rank r in RANKS order (bit 0 the two, bit 12 the ace). Plain numbers and
// 32-bit integer operations only: no BigInt.

import { type Card, FULL_DECK, RANKS, type Suit, rankOf, suitOf } from './cards';

/** Four per-suit masks, indexed by suit number. */
export type SuitMasks = [number, number, number, number];

export const FULL_SUIT = 0x1fff;

export const SUIT_INDEX: Readonly<Record<Suit, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** 0..51: suit number times 13 plus rank number. */
export function cardIndex(card: Card): number {
  return SUIT_INDEX[suitOf(card)] * 13 + RANKS.indexOf(rankOf(card));
}

/** FULL_DECK runs suit by suit, two to ace: card index order. */
const CARDS_BY_INDEX: readonly Card[] = FULL_DECK;

export function cardAt(index: number): Card {
  const card = CARDS_BY_INDEX[index];
  if (card === undefined) throw new RangeError(`No card has index ${index}`);
  return card;
}

export function emptyMasks(): SuitMasks {
  return [0, 0, 0, 0];
}

export function toMasks(cards: readonly Card[]): SuitMasks {
  const masks = emptyMasks();
  for (const card of cards) {
    const i = cardIndex(card);
    const suit = (i / 13) | 0;
    masks[suit] = (masks[suit] ?? 0) | (1 << (i - suit * 13));
  }
  return masks;
}

export function toCards(masks: Readonly<SuitMasks>): Card[] {
  const cards: Card[] = [];
  for (let suit = 0; suit < 4; suit++) {
    let mask = masks[suit] ?? 0;
    while (mask !== 0) {
      const rank = lowestRank(mask);
      cards.push(cardAt(suit * 13 + rank));
      mask &= mask - 1;
    }
  }
  return cards;
}

/** How many cards a 13-bit mask holds. */
export function count(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x5555);
  m = (m & 0x3333) + ((m >>> 2) & 0x3333);
  m = (m + (m >>> 4)) & 0x0f0f;
  return (m + (m >>> 8)) & 0x1f;
}

export function countAll(masks: Readonly<SuitMasks>): number {
  return count(masks[0]) + count(masks[1]) + count(masks[2]) + count(masks[3]);
}

/** Rank number of the lowest card in a non-empty mask. */
export function lowestRank(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Rank number of the highest card in a non-empty mask. */
export function highestRank(mask: number): number {
  return 31 - Math.clz32(mask);
}

/** Rank number of the n-th card (from 0, lowest first) of a mask holding more than n cards. */
export function nthRank(mask: number, n: number): number {
  let m = mask;
  for (let k = 0; k < n; k++) m &= m - 1;
  return lowestRank(m);
}

/** The cards of `mask` ranked above `rank`. */
export function above(mask: number, rank: number): number {
  return mask & (FULL_SUIT << (rank + 1)) & FULL_SUIT;
}

/** The cards of `mask` ranked below `rank`. */
export function below(mask: number, rank: number): number {
  return mask & ((1 << rank) - 1);
}
