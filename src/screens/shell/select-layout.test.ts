import { describe, expect, it, vi } from 'vitest';
import { FONTS, measure } from '../../renderer/font';
import { GAMES } from '../registry';

// Pixi (behind the stage's size) reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { ABOUT_WIDTH, SELECT_LAYOUT, selectRows } = await import('./select-layout');

const bottom = (row: { y: number; textHeight: number }) => row.y + Math.max(SELECT_LAYOUT.buttonHeight, row.textHeight);

describe('the game select', () => {
  it("puts each game's lines clear of the next game and of the Back button", () => {
    const rows = selectRows(GAMES);
    expect(rows).toHaveLength(GAMES.length);
    rows.forEach((row, i) => {
      const next = rows[i + 1];
      if (next) expect(bottom(row)).toBeLessThan(next.y);
      expect(bottom(row)).toBeLessThan(SELECT_LAYOUT.backY);
      // Nothing is cut at the right edge: every wrapped line fits the space beside the button.
      expect(measure(FONTS.system, row.about, { wrap: ABOUT_WIDTH }).width).toBeLessThanOrEqual(ABOUT_WIDTH);
    });
  });

  it('still fits five games whose lines wrap to three lines each', () => {
    const long = { blurb: 'Windows 95. A long line about the machine and the table that wraps onto a second line.', players: 'Two to four people or computer players' };
    const rows = selectRows(Array.from({ length: 5 }, () => long));
    expect(rows.every((row) => row.textHeight >= 3 * FONTS.system.lineHeight)).toBe(true);
    const last = rows.at(-1);
    expect(last && bottom(last)).toBeLessThan(SELECT_LAYOUT.backY);
  });

  it('gave a row a fixed height before, which a wrapped line overran', () => {
    // The row step of old (56 px) is shorter than four wrapped lines: the layout must grow the row instead.
    const fourLines = measure(FONTS.system, 'a\nb\nc\nd', { wrap: ABOUT_WIDTH }).height;
    const rows = selectRows([{ blurb: 'a\nb\nc', players: 'd' }, { blurb: 'e', players: 'f' }]);
    expect(fourLines).toBeGreaterThan(56 - SELECT_LAYOUT.rowGap);
    expect(rows[1]?.y).toBeGreaterThanOrEqual(SELECT_LAYOUT.top + fourLines + SELECT_LAYOUT.rowGap);
  });
});
