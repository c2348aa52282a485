import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { cardIndex } from './card-index';
import { CONTROLS, HOW_TO_PLAY, computerAction, figures, levelName, overMenu, overPrompt, pageMenu, playMenu, scoreLine } from './patience-texts';

/** What a menu line takes: each key, its label, one cell between. */
const width = (choices: { key: string; label: string }[]) => choices.reduce((n, c) => n + c.key.length + c.label.length, 0) + choices.length - 1;

describe('the words on the Spectrum screen', () => {
  it('fit the 32 columns: pages, menu lines and the menu', () => {
    for (const line of [...HOW_TO_PLAY.flat(), ...CONTROLS]) expect(line.length, line).toBeLessThanOrEqual(COLUMNS - 1);
    for (const page of [...HOW_TO_PLAY, CONTROLS]) expect(page.length).toBeLessThanOrEqual(18);
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      for (const menu of [playMenu(device), overMenu(device), pageMenu(device, true)]) expect(width(menu)).toBeLessThanOrEqual(COLUMNS);
    }
  });

  it('offer the original keys, and the pad its buttons', () => {
    expect(playMenu('keyboard').map((c) => c.key)).toEqual(['T', 'M', 'Z', 'X']);
    expect(overMenu('keyboard').map((c) => c.key)).toEqual(['S', 'N', 'X']);
    expect(playMenu('gamepad').map((c) => c.key)).toEqual(['X', 'A', 'Y', 'START']);
    // The end's prompt names the same keys as the menu line beneath it.
    expect(overPrompt('keyboard', false)).toBe('S: ONE GAME  N: KEEP A SERIES');
    expect(overPrompt('gamepad', false)).toBe('A: ONE GAME  X: KEEP A SERIES');
    expect(overPrompt('gamepad', true)).toBe('X: NEXT GAME OF THE SERIES');
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) for (const series of [false, true]) expect(overPrompt(device, series).length).toBeLessThanOrEqual(COLUMNS);
  });

  it('print a card in two cells, the ten as one glyph', () => {
    expect(cardIndex('TH')).toBe('\u2469\u2665');
    expect(cardIndex('AS')).toBe('A\u2660');
    expect([...cardIndex('7C')].length).toBe(2);
  });

  it("tell the computer's moves in the player's own pile numbers", () => {
    expect(computerAction({ type: 'move', from: 0, to: 9 }, '7D')).toBe('I MOVE 7\u2666 FROM 9 TO 0');
    expect(computerAction({ type: 'move', from: 6, to: 2 }, '3D')).toBe('I MOVE 3\u2666 FROM 6 TO 2');
    expect(computerAction({ type: 'move-pile', from: 8, to: 5 }, null)).toBe('I MOVE PILE 8 ONTO 5');
    expect(computerAction({ type: 'twist' }, null)).toBe('I TWIST');
  });

  it('show the single game and the series together', () => {
    expect(scoreLine(null, null)).toBe('SINGLE GAME');
    expect(scoreLine(null, [7, 0])).toBe('GAME 7-0  SINGLE GAME');
    expect(scoreLine({ games: 3, totals: [20, 9] }, [0, 4])).toBe('GAME 0-4  SERIES 20-9 (3)');
    expect(figures(null)).toContain('GUEST');
    for (const level of ['novice', 'intermediate', 'expert'] as const) expect(levelName(level).length).toBeLessThanOrEqual(11);
    expect(figures({ won: 2, lost: 1, drawn: 0, best: 11 })).toBe('WON 2 LOST 1 BEST 11');
  });
});
