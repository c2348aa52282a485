import { describe, expect, it } from 'vitest';
import { COLUMNS, ROWS } from '../../renderer/widgets/spectrum-cells';
import { CARD_HEIGHT, DECKS, INFO_COL, INFO_ROW, MESSAGE_LINES, MESSAGE_ROW, OWNER_COL, OWNER_ROW, SPOTS, TOP_CARD_WIDTH, cardCell, deckAt, pileAt, pileWidth } from './board-layout';

const lengths = (n: Partial<Record<number, number>>) => Array.from({ length: 10 }, (_, i) => n[i] ?? 1);

describe('the table on the Spectrum screen', () => {
  it('numbers every pile 0-9 once, each on the paper', () => {
    expect(SPOTS.map((s) => s.pile).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const s of SPOTS) {
      expect(s.row + CARD_HEIGHT).toBeLessThanOrEqual(MESSAGE_ROW);
      expect(s.col).toBeGreaterThan(s.labelCol + 1);
    }
  });

  it('has room for a fan of thirteen cards (king to ace) on piles 5-8', () => {
    for (const pile of [5, 6, 7, 8]) {
      const spot = SPOTS.find((s) => s.pile === pile);
      expect((spot?.col ?? 99) + pileWidth(pile, 13)).toBeLessThanOrEqual(COLUMNS);
    }
  });

  it('keeps cards, words and the bottom lines from overlapping', () => {
    const used = new Map<string, string>();
    const claim = (row: number, col: number, what: string) => {
      const key = `${row},${col}`;
      expect(used.get(key), `${what} over ${used.get(key)} at ${key}`).toBeUndefined();
      used.set(key, what);
    };
    for (const s of SPOTS) {
      claim(s.labelRow, s.labelCol, `label ${s.pile}`);
      const width = s.fanned ? pileWidth(s.pile, 13) : TOP_CARD_WIDTH;
      for (let r = 0; r < CARD_HEIGHT; r++) for (let c = 0; c < width; c++) claim(s.row + r, s.col + c, `pile ${s.pile}`);
    }
    for (const d of DECKS) {
      for (let r = 0; r < CARD_HEIGHT; r++) for (let c = 0; c < TOP_CARD_WIDTH; c++) claim(d.row + r, d.col + c, `deck ${d.pile}`);
      // "DECK" over its count, up to two figures.
      for (let c = 0; c < 4; c++) claim(d.row, d.countCol + c, `deck ${d.pile} count`);
      expect(d.countCol + 4).toBeLessThanOrEqual(COLUMNS);
    }
    // "YOU HOLD 44" and "I HOLD 44" over the piles.
    for (const [pile, words] of [[0, 11], [9, 9]] as const) for (let c = 0; c < words; c++) claim(OWNER_ROW, OWNER_COL[pile] + c, 'holds');
    for (let c = INFO_COL; c < COLUMNS; c++) for (const r of [INFO_ROW, INFO_ROW + 1]) claim(r, c, 'info');
    // The prompt and menu lines are the last two rows.
    expect(MESSAGE_ROW + MESSAGE_LINES).toBeLessThanOrEqual(ROWS - 2);
    expect(OWNER_ROW).toBeLessThan(MESSAGE_ROW);
  });

  it('finds the pile under a cell: its number, its cards, or the space beyond a fan', () => {
    const five = SPOTS.find((s) => s.pile === 5);
    if (!five) throw new Error('no pile 5');
    const l = lengths({ 5: 3 });
    expect(pileAt(five.labelRow, five.labelCol, l)).toEqual({ pile: 5, part: 'top' });
    // The first card of a fan of two or more takes the whole pile.
    expect(pileAt(five.row + 1, five.col, l)).toEqual({ pile: 5, part: 'bottom' });
    expect(pileAt(five.row, cardCell(5, 2).col, l)).toEqual({ pile: 5, part: 'top' });
    expect(pileAt(five.row, COLUMNS - 1, l)).toEqual({ pile: 5, part: 'top' });
    // A single card is only ever its top card.
    expect(pileAt(five.row, five.col, lengths({ 5: 1 }))).toEqual({ pile: 5, part: 'top' });
    expect(pileAt(0, 0, l)).toBeNull();
    expect(pileAt(MESSAGE_ROW, 3, l)).toBeNull();
  });

  it('finds a deck under a cell, apart from the piles', () => {
    for (const d of DECKS) {
      expect(deckAt(d.row + 1, d.col + 2)).toBe(d.pile);
      expect(pileAt(d.row, d.col, lengths({}))).toBeNull();
    }
    expect(deckAt(0, 0)).toBeNull();
  });
});
