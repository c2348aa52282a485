import { describe, expect, it } from 'vitest';
import type { DuplicateResult } from '../ai/duplicate';
import { duplicateMatch, levelPlayer, randomPlayer } from './ai-match';

const share = (r: DuplicateResult) => r.wins / (r.wins + r.losses);

// Two-player duplicate games (every deck played again with the seats swapped).
describe('Thirty-One levels, stronger one above the other', () => {
  it('novice beats random', () => {
    expect(share(duplicateMatch(levelPlayer('novice'), randomPlayer, 50, 1))).toBeGreaterThan(0.85);
  });

  it('intermediate beats novice, in both variations', () => {
    expect(share(duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 100, 2))).toBeGreaterThan(0.58);
    expect(share(duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 100, 3, { variation: 'van-eer-maas' }))).toBeGreaterThan(0.58);
  });
});
