import { describe, expect, it } from 'vitest';
import { pointsWorth, winChance } from './ai-expert-equity';

describe('what a score is worth', () => {
  it('is even at even scores, rises with points, and is settled at the target', () => {
    expect(winChance(0, 0, 10)).toBeCloseTo(0.5, 10);
    expect(winChance(7, 7, 10)).toBeCloseTo(0.5, 10);
    expect(winChance(10, 9, 10)).toBe(1);
    expect(winChance(9, 10, 10)).toBe(0);
    for (let a = 0; a < 9; a++) for (let b = 0; b < 10; b++) expect(winChance(a + 1, b, 10)).toBeGreaterThan(winChance(a, b, 10));
    expect(winChance(6, 4, 10) + winChance(4, 6, 10)).toBeCloseTo(1, 10);
  });

  it('counts points as points at the start, and a march for no more than a point at 9', () => {
    expect(pointsWorth(1, 0, 0, 0, 10)).toBeCloseTo(1, 10);
    expect(pointsWorth(0, 1, 0, 0, 10)).toBeCloseTo(-1, 10);
    expect(pointsWorth(2, 0, 0, 0, 10)).toBeGreaterThan(1.8);
    expect(pointsWorth(2, 0, 9, 5, 10)).toBeCloseTo(pointsWorth(1, 0, 9, 5, 10), 10);
    // At 8 all, a euchre against loses the game: worse than a point given.
    expect(pointsWorth(0, 2, 8, 8, 10)).toBeLessThan(pointsWorth(0, 1, 8, 8, 10));
  });
});
