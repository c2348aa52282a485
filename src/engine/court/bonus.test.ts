import { describe, expect, it } from 'vitest';
import { bonusEffect } from './bonus';

describe('a bonus card (5.2)', () => {
  it('acts at its face value as if it had won a turn: a heart adds to its player, a diamond or club takes from the other, a spade from both', () => {
    expect(bonusEffect('7H', 0)).toEqual([7, 0]);
    expect(bonusEffect('7H', 1)).toEqual([0, 7]);
    expect(bonusEffect('TD', 0)).toEqual([0, -10]);
    expect(bonusEffect('3C', 1)).toEqual([-3, 0]);
    expect(bonusEffect('4S', 0)).toEqual([-4, -4]);
  });
});
