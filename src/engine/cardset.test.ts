import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from './cards';
import { above, below, cardAt, cardIndex, count, countAll, highestRank, lowestRank, nthRank, toCards, toMasks } from './cardset';

describe('cardset', () => {
  it('numbers the 52 cards 0..51 and back', () => {
    expect(FULL_DECK.map(cardIndex)).toEqual(FULL_DECK.map((_, i) => i));
    expect(FULL_DECK.map((_, i) => cardAt(i))).toEqual([...FULL_DECK]);
    expect(cardIndex('2C')).toBe(0);
    expect(cardIndex('AS')).toBe(51);
    expect(cardIndex('QS')).toBe(3 * 13 + 10);
  });

  it('any hand survives the trip to masks and back, and counts right', () => {
    fc.assert(
      fc.property(fc.subarray([...FULL_DECK]), (cards) => {
        const masks = toMasks(cards);
        expect(toCards(masks)).toEqual(cards);
        expect(countAll(masks)).toBe(cards.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the lowest, highest and n-th cards of a suit', () => {
    const [, , hearts] = toMasks(['3H', '9H', 'KH']);
    expect(lowestRank(hearts)).toBe(1);
    expect(highestRank(hearts)).toBe(11);
    expect(nthRank(hearts, 1)).toBe(7);
    expect(count(hearts)).toBe(3);
  });

  it('splits a suit above and below a rank', () => {
    const [, , , spades] = toMasks(['2S', 'QS', 'KS', 'AS']);
    expect(toCards([0, 0, 0, above(spades, 10)])).toEqual(['KS', 'AS']);
    expect(toCards([0, 0, 0, below(spades, 10)])).toEqual(['2S']);
    expect(above(spades, 12)).toBe(0);
  });
});
