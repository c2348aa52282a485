import { describe, expect, it } from 'vitest';
import type { HighScore } from '../../store/schemas';
import { COURT_BOARDS } from '../court/court-boards';
import { THIRTYONE_BOARD } from '../thirtyone/thirtyone-board';
import { cells, clip, formatDate, formatScore, hallPages, layoutColumns, pageTitle, scoreRows, standing, stepGame } from './score-table';

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

  it('ranks entries in the order the store keeps them, with their details and dates as shown', () => {
    expect(scoreRows([{ ...entry('ANN', 120), detail: '3 rounds' }, entry('BOB', 95, day('2025-02-01'))])).toEqual([
      { rank: 1, name: 'ANN', score: 120, detail: '3 rounds', date: '23 Nov 2026' },
      { rank: 2, name: 'BOB', score: 95, detail: '', date: '1 Feb 2025' },
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
    expect(cells({ rank: 3, name: 'CY', score: 4500, detail: 'expert', date: '1 Feb 2025' })).toEqual({
      rank: '3.',
      name: 'CY',
      score: '4,500',
      detail: 'expert',
      date: '1 Feb 2025',
    });
  });

  it('cuts a detail too long for its column, and leaves one that fits', () => {
    const measure = (text: string) => text.length * 7;
    expect(clip('3 rounds', 70, measure)).toBe('3 rounds');
    expect(clip('44 points over 7 hands', 70, measure)).toBe('44 poin...');
  });
});

describe('hallPages', () => {
  it("gives each of a game's tables a page, the Court's by kind and level, each saying what its score is", () => {
    const pages = hallPages([
      { id: 'hearts', title: 'Hearts Deluxe', highScores: [{ key: 'hearts', label: 'Margin', caption: 'Margin: ...', order: 'higher' }] },
      { id: 'court', title: 'Affairs of the Court', highScores: COURT_BOARDS },
    ]);
    expect(pages.map((p) => p.board.key)).toEqual(['hearts', 'court-novice', 'court-intermediate', 'court-expert', 'court-tournament-novice', 'court-tournament-intermediate', 'court-tournament-expert']);
    expect(pageTitle(pages[0]!)).toBe('Hearts Deluxe');
    expect(pageTitle(pages[3]!)).toBe('Affairs of the Court - Winning spreads, expert');
    expect(pageTitle(pages[4]!)).toBe('Affairs of the Court - Tournaments, novice');
    expect(pages[3]!.board.caption).toMatch(/^Spread: .*won against the expert player\.$/);
    expect(pages[4]!.board.label).toBe('Difference');
    expect(new Set(pages.map((p) => p.board.caption)).size).toBe(pages.length);
  });

  it("gives Thirty-One one page, of each player's games won", () => {
    const [page, ...more] = hallPages([{ id: 'thirtyone', title: 'Thirty-One', highScores: [THIRTYONE_BOARD] }]);
    expect(more).toEqual([]);
    expect(pageTitle(page!)).toBe('Thirty-One');
    expect(page!.board).toMatchObject({ key: 'thirtyone', label: 'Games won', order: 'higher', keeping: 'best-per-player' });
    expect(page!.board.caption).toMatch(/^Games won: .*expert level/);
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
    expect(standing(0, 3, 'lower')).toBe('Table 1 of 3  -  lowest score wins');
    expect(standing(2, 3, 'higher')).toBe('Table 3 of 3  -  highest score wins');
  });

  it('says so when a table holds each player once, with their best (games won)', () => {
    expect(standing(1, 5, THIRTYONE_BOARD.order, THIRTYONE_BOARD.keeping)).toBe('Table 2 of 5  -  highest score wins, one place each');
  });
});

describe('layoutColumns', () => {
  // Every character 8 pixels wide, as in a fixed-width font.
  const measure = (text: string) => text.length * 8;
  const rows = [cells({ rank: 1, name: 'ANN', score: 1234567, detail: '3 rounds', date: '23 Nov 2026' })];

  it('keeps the columns in order inside the width, without overlaps', () => {
    const columns = layoutColumns(518, 'Points', rows, measure);
    expect(columns.map((c) => c.key)).toEqual(['rank', 'name', 'score', 'detail', 'date']);
    expect(columns[0]?.x).toBe(8);
    for (let i = 1; i < columns.length; i++) {
      const before = columns[i - 1]!;
      expect(columns[i]!.x).toBeGreaterThanOrEqual(before.x + before.width + 8);
    }
    const last = columns.at(-1)!;
    expect(last.x + last.width).toBe(518 - 8);
    // The details take the room between the score and the date.
    expect(columns[3]!.width).toBeGreaterThanOrEqual(measure('3 rounds'));
  });

  it('right-aligns the numbers and names the score column after the game', () => {
    const columns = layoutColumns(400, 'Penalty', rows, measure);
    expect(columns.map((c) => c.align)).toEqual(['right', 'left', 'right', 'left', 'left']);
    expect(columns.map((c) => c.heading)).toEqual(['#', 'Name', 'Penalty', 'Details', 'Date']);
  });

  it('widens a column for a cell wider than its usual sample', () => {
    const narrow = layoutColumns(600, 'Points', [], measure);
    const wide = layoutColumns(600, 'Points', rows, measure);
    expect(wide[2]!.width).toBe('1,234,567'.length * 8);
    expect(wide[2]!.width).toBeGreaterThan(narrow[2]!.width);
  });
});
