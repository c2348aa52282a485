import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { NAME_MAX } from '../../table/names';
import { cardIndex } from './card-index';
import { CONTROLS, HOW_TO_PLAY, figures, keptQuestion, levelName, overMenu, overPrompt, overStatus, pageMenu, playMenu, replayMenu, replayPrompt, replayStatus, scoreLine } from './patience-texts';

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

  it("offer a kept game to a guest or by the player's name, the longest name fitting", () => {
    expect(keptQuestion(null)).toEqual(["A GUEST'S GAME", 'WAS LEFT UNFINISHED.', 'CARRY ON WITH IT?', '(NO COUNTS IT AS LOST)']);
    expect(keptQuestion('ZED')[0]).toBe('ZED, YOUR GAME');
    for (const line of keptQuestion('W'.repeat(NAME_MAX))) expect(line.length).toBeLessThanOrEqual(COLUMNS - 1);
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

  it('show the single game and the series together', () => {
    expect(scoreLine(null, null)).toBe('SINGLE GAME');
    expect(scoreLine(null, [7, 0])).toBe('GAME 7-0  SINGLE GAME');
    expect(scoreLine({ games: 3, totals: [20, 9] }, [0, 4])).toBe('GAME 0-4  SERIES 20-9 (3)');
    expect(figures(null)).toContain('GUEST');
    for (const level of ['novice', 'intermediate', 'expert'] as const) expect(levelName(level).length).toBeLessThanOrEqual(11);
    expect(figures({ won: 2, lost: 1, drawn: 0, best: 11 })).toBe('WON 2 LOST 1 BEST 11');
  });

  it('offer the replay at the end, and steer it from the prompt and menu lines', () => {
    expect(overPrompt('keyboard', false, true)).toBe('S: SINGLE  N: SERIES  R: REPLAY');
    expect(overPrompt('gamepad', true, true)).toBe('X: NEXT OF SERIES  Y: REPLAY');
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      for (const series of [false, true]) expect(overPrompt(device, series, true).length).toBeLessThanOrEqual(COLUMNS);
      for (const running of [false, true]) expect(width(replayMenu(device, running))).toBeLessThanOrEqual(COLUMNS);
    }
    expect(replayMenu('keyboard', false).map((c) => c.key + c.label)).toEqual(['ENTER STEP', 'R RUN', 'ESC END']);
    expect(replayMenu('gamepad', true).map((c) => c.key + c.label)).toEqual(['A STEP', 'X PAUSE', 'B END']);
    expect(overStatus(4294967295).length).toBeLessThanOrEqual(COLUMNS);
    expect(overStatus(12345)).toBe('GAME OVER  SEED 12345');
    expect(replayStatus(12345)).toBe('REPLAY  SEED 12345');
    expect(replayPrompt(0, 120, null)).toBe('0/120');
    expect(replayPrompt(7, 120, { keys: ['M', '9', '5'], seat: 1 })).toBe('7/120 MY MOVE: M...9...5');
    expect(replayPrompt(999, 999, { keys: ['M', 'P', '8', '6'], seat: 0 }).length).toBeLessThanOrEqual(COLUMNS);
  });
});
