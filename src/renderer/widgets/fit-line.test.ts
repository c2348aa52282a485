import { describe, expect, it } from 'vitest';
import { fitLine, lineWidth } from './fit-line';

describe('fitLine', () => {
  it('takes the first wording that fits, longest first', () => {
    const long = 'You received the queen of spades, the king of hearts and the ace of hearts.';
    const short = 'Three cards came in.';
    expect(fitLine([long, short], lineWidth(long))).toBe(long);
    expect(fitLine([long, short], lineWidth(long) - 1)).toBe(short);
  });

  it('falls back to the shortest wording when none fits', () => {
    expect(fitLine(['a longer line', 'short'], 1)).toBe('short');
    expect(fitLine([], 100)).toBe('');
  });
});
