import { describe, expect, it } from 'vitest';
import type { DuplicateResult } from '../ai/duplicate';
import { duplicateMatch, levelPlayer, randomPlayer } from './ai-match';

const share = (r: DuplicateResult) => r.wins / (r.wins + r.losses);

// Duplicate games to 10 (every deal replayed with the teams swapped), so a
// hundred games separate the levels clearly.
describe('Euchre levels, stronger one above the other', () => {
  it('novice beats random', () => {
    expect(share(duplicateMatch(levelPlayer('novice'), randomPlayer, 50, 1))).toBeGreaterThan(0.8);
  });

  it('intermediate beats novice', () => {
    expect(share(duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 50, 2))).toBeGreaterThan(0.65);
  });
});
