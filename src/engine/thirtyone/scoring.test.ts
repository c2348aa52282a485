import { describe, expect, it } from 'vitest';
import { cardValue, handPoints } from './scoring';

describe('a hand\'s points', () => {
  it('count seven to ten at face value, court cards 10 and the ace 11', () => {
    expect(['7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC', 'AC'].map((c) => cardValue(c as never))).toEqual([7, 8, 9, 10, 10, 10, 10, 11]);
  });

  it('are the best sum of one suit, as in the manual\'s examples', () => {
    expect(handPoints(['AH', 'KH', 'TH'])).toBe(31);
    expect(handPoints(['9S', '8S', 'AD'])).toBe(17);
    expect(handPoints(['7D', 'AD', 'QC'])).toBe(18);
    expect(handPoints(['7D', '8C', '9H'])).toBe(9);
  });

  it('make three of a kind worth 30.5, a number', () => {
    expect(handPoints(['7C', '7D', '7H'])).toBe(30.5);
    expect(handPoints(['AC', 'AD', 'AS'])).toBe(30.5);
  });

  it('are nothing for an empty hand (a player who is out)', () => {
    expect(handPoints([])).toBe(0);
  });
});
