import { describe, expect, it } from 'vitest';
import { pileSeenBy } from './piles';

describe('the pile numbers', () => {
  it("swap 0 and 9 between the players: the other's discard pile is your 9", () => {
    expect([0, 1, 4, 5, 8, 9].map((n) => pileSeenBy(n, 1, 0))).toEqual([9, 1, 4, 5, 8, 0]);
    expect([0, 9].map((n) => pileSeenBy(n, 0, 1))).toEqual([9, 0]);
  });

  it('stay the same for the seat that moved', () => {
    expect([0, 5, 9].map((n) => pileSeenBy(n, 1, 1))).toEqual([0, 5, 9]);
  });
});
