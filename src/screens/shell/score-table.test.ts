import { describe, expect, it } from 'vitest';
import type { HighScore } from '../../store/schemas';
import { cells, formatDate, formatScore, layoutColumns, scoreRows, standing, stepGame } from './score-table';

// Noon UTC is the same calendar day in every time zone a kiosk is likely to be in.
const day = (iso: string) => `${iso}T12:00:00.000Z`;

describe('formatDate', () => {
  it('reads as day, short month, year', () => {
    expect(formatDate(day('2026-11-23'))).toBe('23 Nov 2026');
    expect(formatDate(day('1993-01-05'))).toBe('5 Jan 1993');
  });

  it('leaves a date it cannot read blank', () => {
    expect(formatDate('yesterday')).toBe('');
  });
});

describe('formatScore', () => {
  it('groups thousands with commas and keeps the sign', () => {
    expect(formatScore(0)).toBe('0');
    expect(formatScore(999)).toBe('999');
    expect(formatScore(1000)).toBe('1,000');
    expect(formatScore(1234567)).toBe('1,234,567');
    expect(formatScore(-26)).toBe('-26');
    expect(formatScore(-12000)).toBe('-12,000');
  });

  it('shows a fraction without trailing zeros', () => {
    expect(formatScore(1.5)).toBe('1.5');
    expect(formatScore(2.25)).toBe('2.25');
    expect(formatScore(1234.1)).toBe('1,234.1');
  });
});

describe('scoreRows', () => {
  const entry = (name: string, score: number, date = day('2026-11-23')): HighScore => ({ name, score, date });

  it('ranks entries in the order the store keeps them, with dates as shown', () => {
    expect(scoreRows([entry('ANN', 120), entry('BOB', 95, day('2025-02-01'))])).toEqual([
      { rank: 1, name: 'ANN', score: 120, date: '23 Nov 2026' },
      { rank: 2, name: 'BOB', score: 95, date: '1 Feb 2025' },
    ]);
  });

  it('shows ten entries at most', () => {
    const many = Array.from({ length: 12 }, (_, i) => entry(`P${i}`, 100 - i));
    const rows = scoreRows(many);
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toMatchObject({ rank: 10, name: 'P9' });
  });

  it('is empty for an empty table', () => {
    expect(scoreRows([])).toEqual([]);
  });

  it('gives each cell its text', () => {
    expect(cells({ rank: 3, name: 'CY', score: 4500, date: '1 Feb 2025' })).toEqual({
      rank: '3.',
      name: 'CY',
      score: '4,500',
      date: '1 Feb 2025',
    });
  });
});

describe('stepGame', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(stepGame(0, 5, 1)).toBe(1);
    expect(stepGame(4, 5, 1)).toBe(0);
    expect(stepGame(0, 5, -1)).toBe(4);
    expect(stepGame(2, 5, -1)).toBe(1);
  });

  it('stays on the only game, and finds none among none', () => {
    expect(stepGame(0, 1, 1)).toBe(0);
    expect(stepGame(0, 1, -1)).toBe(0);
    expect(stepGame(0, 0, 1)).toBe(-1);
  });
});

describe('standing', () => {
  it('counts from one and says which end of the scale wins', () => {
    expect(standing(0, 3, 'lower')).toBe('Game 1 of 3  -  lowest score wins');
    expect(standing(2, 3, 'higher')).toBe('Game 3 of 3  -  highest score wins');
  });
});

describe('layoutColumns', () => {
  // Every character 8 pixels wide, as in a fixed-width font.
  const measure = (text: string) => text.length * 8;
  const rows = [cells({ rank: 1, name: 'ANN', score: 1234567, date: '23 Nov 2026' })];

  it('keeps the columns in order inside the width, without overlaps', () => {
    const columns = layoutColumns(400, 'Points', rows, measure);
    expect(columns.map((c) => c.key)).toEqual(['rank', 'name', 'score', 'date']);
    expect(columns[0]?.x).toBe(8);
    for (let i = 1; i < columns.length; i++) {
      const before = columns[i - 1]!;
      expect(columns[i]!.x).toBeGreaterThanOrEqual(before.x + before.width + 8);
    }
    const last = columns.at(-1)!;
    expect(last.x + last.width).toBe(400 - 8);
  });

  it('right-aligns the numbers and names the score column after the game', () => {
    const columns = layoutColumns(400, 'Penalty', rows, measure);
    expect(columns.map((c) => c.align)).toEqual(['right', 'left', 'right', 'left']);
    expect(columns.map((c) => c.heading)).toEqual(['#', 'Name', 'Penalty', 'Date']);
  });

  it('widens a column for a cell wider than its usual sample', () => {
    const narrow = layoutColumns(600, 'Points', [], measure);
    const wide = layoutColumns(600, 'Points', rows, measure);
    expect(wide[2]!.width).toBe('1,234,567'.length * 8);
    expect(wide[2]!.width).toBeGreaterThan(narrow[2]!.width);
  });
});
