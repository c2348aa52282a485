import { describe, expect, it } from 'vitest';
import { fameLine, fameShort, ordinal } from './fame';

describe('the Hall of Fame at the end of a game', () => {
  it('names the place and the table won', () => {
    expect(fameLine({ rank: 0, board: 'Winning spreads, expert' })).toBe('You made the Hall of Fame: 1st place in Winning spreads, expert!');
    expect(fameLine({ rank: 2, board: '' }, 'ANN')).toBe('ANN made the Hall of Fame: 3rd place!');
  });

  it("fits the Spectrum's 32 columns in its short form", () => {
    expect(fameShort({ rank: 9, board: '' })).toBe('Hall of Fame: 10th place!');
    expect(fameShort({ rank: 9, board: '' })?.length).toBeLessThanOrEqual(32);
    expect(fameShort(null)).toBeNull();
  });

  it('says nothing when the score did not get in', () => {
    expect(fameLine(null)).toBeNull();
    expect(fameLine({ rank: -1, board: '' })).toBeNull();
  });

  it('writes places as they are said', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '10th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });
});
