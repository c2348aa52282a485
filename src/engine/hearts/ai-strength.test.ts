import { describe, expect, it } from 'vitest';
import { type DuplicateBlock, duplicateMatch, levelPlayer, randomPlayer } from './ai-match';

/** Mean points per hand of the lone player and of the field over the blocks. */
function means(blocks: readonly DuplicateBlock[]): { candidate: number; field: number } {
  const n = blocks.length;
  return {
    candidate: blocks.reduce((s, b) => s + b.candidate, 0) / n,
    field: blocks.reduce((s, b) => s + b.field, 0) / n,
  };
}

// Duplicate deals (every deck replayed with the lone player in each seat), so
// even a few dozen hands separate the levels clearly.
describe('Hearts levels, stronger one above the other', () => {
  it('novice beats random', () => {
    const m = means(duplicateMatch(levelPlayer('novice'), randomPlayer, 6, 1));
    expect(m.candidate).toBeLessThan(m.field);
  });

  it('intermediate beats novice', () => {
    const m = means(duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 6, 2));
    expect(m.candidate).toBeLessThan(m.field);
  });

  it('expert, even on a small budget, beats intermediate', () => {
    const m = means(duplicateMatch(levelPlayer('expert', { iterations: 150 }), levelPlayer('intermediate'), 2, 3));
    expect(m.candidate).toBeLessThan(m.field);
  });
});
