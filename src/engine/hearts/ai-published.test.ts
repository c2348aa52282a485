import { describe, expect, it } from 'vitest';
import { type DuplicateBlock, duplicateMatch, levelPlayer, publishedPlayer, randomPlayer } from './ai-match';

const mean = (blocks: readonly DuplicateBlock[], side: 'candidate' | 'field') => blocks.reduce((s, b) => s + b[side], 0) / blocks.length;

// The published-strategy player is the expert's yardstick in the benchmark:
// it must play whole hands within the rules, and play them well enough to be one.
describe('the Hearts player written from published strategy', () => {
  it('plays whole hands within the rules, and beats random players and the novice', () => {
    for (const [field, seed] of [
      [randomPlayer, 11],
      [levelPlayer('novice'), 12],
    ] as const) {
      const blocks = duplicateMatch(publishedPlayer, field, 6, seed);
      expect(mean(blocks, 'candidate')).toBeLessThan(mean(blocks, 'field'));
    }
  });

  it('plays the same game with either bleeding rule and with the jack of diamonds', () => {
    for (const options of [{ bleedOnFirstTrick: true }, { jackOfDiamonds: true }]) {
      expect(duplicateMatch(publishedPlayer, levelPlayer('intermediate'), 1, 13, options)).toHaveLength(1);
    }
  });
});
