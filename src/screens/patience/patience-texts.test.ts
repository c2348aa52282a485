import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { cardIndex } from './card-index';
import { playerChoices, menuItems, typeChar, eraseChar, stepLetter, addLetter, finalName, NEW_NAME, LETTERS } from './menu-page';
import { CONTROLS, HOW_TO_PLAY, computerAction, figures, levelName, overMenu, pageMenu, playMenu, scoreLine } from './patience-texts';
import { TAPE_MS, tapeBands } from './tape-stripes';

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

describe('the menu pages', () => {
  it('number the choices, with carry on and new game only during a game', () => {
    const idle = menuItems({ inProgress: false, level: 'novice', player: null, tape: true });
    expect(idle.map((i) => `${i.key} ${i.label}`)).toEqual(['1 PLAY', '2 LEVEL', '3 PLAYER', '4 HOW TO PLAY', '5 CONTROLS', '6 TAPE LOADING', '0 LEAVE']);
    const playing = menuItems({ inProgress: true, level: 'expert', player: 'ANN', tape: false });
    expect(playing.map((i) => i.id)).toContain('new');
    expect(playing[0]?.label).toBe('CARRY ON');
    expect(playing.find((i) => i.id === 'player')?.value).toBe('ANN');
    expect(new Set(playing.map((i) => i.key)).size).toBe(playing.length);
  });

  it('list a guest, nine known names at most, and a new name', () => {
    const names = Array.from({ length: 11 }, (_, i) => `P${i}`);
    const choices = playerChoices(names);
    expect(choices[0]).toEqual({ key: 'G', label: 'GUEST', name: null });
    expect(choices.at(-1)?.name).toBe('new');
    expect(choices).toHaveLength(11);
  });

  it('take a name from keys, or letter by letter from a pad', () => {
    let entry = NEW_NAME;
    for (const c of ' ANN') entry = typeChar(entry, c);
    expect(entry.text).toBe('ANN');
    expect(eraseChar(entry).text).toBe('AN');
    for (let i = 0; i < 20; i++) entry = typeChar(entry, 'X');
    expect(entry.text).toHaveLength(12);
    let pad = stepLetter(NEW_NAME, -1);
    expect(LETTERS[pad.letter]).toBe(' ');
    pad = stepLetter(stepLetter(pad, 1), 1);
    pad = addLetter(pad);
    expect(pad.text).toBe('B');
    expect(finalName({ text: '  ', letter: 0 })).toBeNull();
    expect(finalName(pad)).toBe('B');
  });
});

describe('the tape-loading border', () => {
  it('stripes red and cyan, then blue and yellow, and stops within two seconds', () => {
    expect(TAPE_MS).toBeLessThanOrEqual(2000);
    const pilot = tapeBands(100) ?? [];
    expect(new Set(pilot.map((b) => b.ink))).toEqual(new Set(['red', 'cyan']));
    const data = tapeBands(1500) ?? [];
    expect(new Set(data.map((b) => b.ink))).toEqual(new Set(['blue', 'yellow']));
    expect(JSON.stringify(tapeBands(1500))).not.toBe(JSON.stringify(tapeBands(1540)));
    expect(tapeBands(TAPE_MS)).toBeNull();
    for (let t = 0; t < TAPE_MS; t += 17) for (const band of tapeBands(t) ?? []) expect(band.height).toBeGreaterThanOrEqual(0);
  });
});
