import { describe, expect, it } from 'vitest';
import { wrap } from './wrap';

describe('wrapping words into cells', () => {
  it('breaks at spaces and keeps each line within the width', () => {
    expect(wrap('PILE 9 TAKES THE SAME SUIT, ONE ABOVE OR BELOW.', 31, 2)).toEqual(['PILE 9 TAKES THE SAME SUIT, ONE', 'ABOVE OR BELOW.']);
    expect(wrap('A SHORT ONE', 31, 2)).toEqual(['A SHORT ONE']);
  });

  it("fits the rules engine's longest reasons into the message's two rows", () => {
    for (const reason of [
      'A WHOLE PILE MOVES ONTO ANOTHER PILE, NOT INTO A SPACE.',
      'MOVE THE CARD YOU TWISTED BEFORE YOU TWIST AGAIN.',
      'WHOLE PILES MOVE FROM ONE OF PILES 5-8 TO ANOTHER.',
      'THE PILES WOULD NOT GO DOWN IN ALTERNATE COLOURS.',
    ]) {
      const lines = wrap(reason, 31, 2);
      expect(lines.join(' ')).toBe(reason);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(31);
    }
  });

  it('cuts a word longer than a line, and stops at the last line', () => {
    expect(wrap('ABCDEFGHIJ', 4, 3)).toEqual(['ABCD']);
    expect(wrap('A B C D', 1, 2)).toEqual(['A', 'B']);
    expect(wrap('', 10, 2)).toEqual([]);
  });
});
