import { describe, expect, it } from 'vitest';
import { NoticeLine } from './notice-line';

describe("a network game's word on the status line", () => {
  it('stands for the step it came with and the next, then gives the line back', () => {
    const line = new NoticeLine();
    expect(line.shown('')).toBe('');
    expect(line.shown('BOB lost the connection.')).toBe('BOB lost the connection.');
    line.step();
    expect(line.shown('BOB lost the connection.')).toBe('BOB lost the connection.');
    line.step();
    expect(line.shown('BOB lost the connection.')).toBe('');
  });

  it('shows each new word anew, as the clock counts down', () => {
    const line = new NoticeLine();
    line.step();
    line.step();
    expect(line.shown('BOB has 10 seconds to move.')).toBe('BOB has 10 seconds to move.');
    line.step();
    line.step();
    expect(line.shown('BOB has 9 seconds to move.')).toBe('BOB has 9 seconds to move.');
  });
});
