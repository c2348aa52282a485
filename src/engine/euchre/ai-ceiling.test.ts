import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { SHOWN, ceilingMatch, shownTo } from './ai-ceiling';
import { maskOf } from './ai-world';

const HANDS: Card[][] = [
  ['9C', 'TC', 'JC', 'QC', 'KC'],
  ['9D', 'TD', 'JD', 'QD', 'KD'],
  ['9H', 'TH', 'JH', 'QH', 'KH'],
  ['9S', 'TS', 'JS', 'QS', 'KS'],
];
const masks = (seats: number[]): number[] => HANDS.map((hand, seat) => (seats.includes(seat) ? maskOf(hand) : 0));

describe('the measure of what seeing more would be worth', () => {
  it("shows seat 1 its partner's cards or its opponents', only while bidding unless all hand, never its own", () => {
    expect(shownTo("its partner's cards in the bidding", 1, HANDS, true)).toEqual(masks([3]));
    expect(shownTo("its partner's cards in the bidding", 1, HANDS, false)).toEqual(masks([]));
    expect(shownTo("its partner's cards all hand", 1, HANDS, false)).toEqual(masks([3]));
    expect(shownTo("its partner's cards all hand", 1, HANDS, true)).toEqual(masks([3]));
    expect(shownTo("the opponents' cards in the bidding", 1, HANDS, true)).toEqual(masks([0, 2]));
    expect(shownTo("the opponents' cards in the bidding", 1, HANDS, false)).toEqual(masks([]));
  });

  it('plays whole duplicate games for each thing shown', () => {
    for (const shown of SHOWN) {
      const r = ceilingMatch(shown, 1, 3);
      expect(r.wins + r.losses + r.draws).toBe(2);
      expect(r.draws).toBe(0);
    }
  });
});
