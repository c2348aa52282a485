// A Thirty-One hand's points: the best sum of the cards of one suit, or
// 30.5 for three cards of one rank.

import { type Card, type Rank, rankOf, suitOf } from '../cards';

export const THIRTY_ONE = 31;
export const THREE_OF_A_KIND = 30.5;

const VALUES: Partial<Record<Rank, number>> = { '7': 7, '8': 8, '9': 9, T: 10, J: 10, Q: 10, K: 10, A: 11 };

/** Seven 7 up to ten, court cards 10, ace 11. */
export function cardValue(card: Card): number {
  return VALUES[rankOf(card)] ?? 0;
}

export function isThreeOfAKind(hand: readonly Card[]): boolean {
  return hand.length === 3 && hand.every((c) => rankOf(c) === rankOf(hand[0] as Card));
}

/** The hand's points (0 for no cards). One pass over the cards: the computer players count hands by the million. */
export function handPoints(hand: readonly Card[]): number {
  if (isThreeOfAKind(hand)) return THREE_OF_A_KIND;
  // The sum of each suit, kept in four locals rather than an array made per hand.
  let spades = 0;
  let hearts = 0;
  let diamonds = 0;
  let clubs = 0;
  let best = 0;
  for (const card of hand) {
    const value = cardValue(card);
    let sum: number;
    switch (suitOf(card)) {
      case 'S':
        sum = spades += value;
        break;
      case 'H':
        sum = hearts += value;
        break;
      case 'D':
        sum = diamonds += value;
        break;
      default:
        sum = clubs += value;
    }
    if (sum > best) best = sum;
  }
  return best;
}
