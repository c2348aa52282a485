import { describe, expect, it } from 'vitest';
import { LETTERS, NEW_NAME, type PageInput, addLetter, askStep, eraseChar, finalName, keyPress, menuItems, menuStep, nameStep, pageStep, playerChoices, playersStep, stepLetter, typeChar } from './menu-page';

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

const char = (c: string): PageInput => ({ type: 'char', char: c });
const press = (button: Extract<PageInput, { type: 'press' }>['button'], device: 'keyboard' | 'gamepad' = 'keyboard'): PageInput => ({ type: 'press', button, device });
const click = (row: number): PageInput => ({ type: 'click', cell: { row, col: 3 } });

describe('the pages over the table answer presses', () => {
  const items = menuItems({ inProgress: false, level: 'novice', player: null, tape: true });
  const menu = { items, at: 0, canLeave: false };

  it('the menu: a number, a click on a line, or A on the lit line picks; up and down light another', () => {
    expect(menuStep(menu, char('2'))).toMatchObject({ state: { at: 1 }, answer: { kind: 'pick', item: { id: 'level' }, at: 1, step: 1 }, sound: 'beep-high' });
    expect(menuStep(menu, click(3)).answer).toMatchObject({ item: { id: 'play' } });
    expect(menuStep(menu, click(5)).answer).toMatchObject({ item: { id: 'level' } });
    expect(menuStep(menu, click(4)).answer).toBeUndefined();
    expect(menuStep(menu, press('up'))).toEqual({ state: { ...menu, at: items.length - 1 }, sound: 'beep' });
    const down = menuStep(menu, press('down')).state;
    expect(menuStep(down, press('confirm')).answer).toMatchObject({ item: { id: 'level' } });
    expect(menuStep(menu, char('9')).answer).toBeUndefined();
  });

  it('the menu: left and right step the level and the tape only; back only to a table', () => {
    const onLevel = { ...menu, at: 1 };
    expect(menuStep(onLevel, press('left')).answer).toMatchObject({ item: { id: 'level' }, step: -1 });
    expect(menuStep(onLevel, press('right')).answer).toMatchObject({ item: { id: 'level' }, step: 1 });
    expect(menuStep(menu, press('right')).answer).toBeUndefined();
    expect(menuStep(menu, press('back')).answer).toBeUndefined();
    expect(menuStep({ ...menu, canLeave: true }, press('back')).answer).toEqual({ kind: 'back' });
    expect(menuStep({ ...menu, canLeave: true }, press('menu')).answer).toEqual({ kind: 'back' });
    expect(menuStep(menu, press('help')).answer).toEqual({ kind: 'help' });
  });

  it('a page of text: anything but the arrows turns the page, the last one (or back) closes', () => {
    const two = { count: 2, at: 0 };
    expect(pageStep(two, char('Q'))).toEqual({ state: { count: 2, at: 1 }, sound: 'beep' });
    expect(pageStep(two, press('down'))).toEqual({ state: two });
    expect(pageStep(two, press('back')).answer).toBe('done');
    expect(pageStep({ count: 2, at: 1 }, click(10)).answer).toBe('done');
    expect(pageStep({ count: 1, at: 0 }, { type: 'click', cell: null }).answer).toBe('done');
  });

  it('a question that loses something: Y (key, pad or click) yes; N, B, back, and Enter or A mashed, no', () => {
    expect(askStep(char('Y')).answer).toBe(true);
    expect(askStep(press('y', 'gamepad')).answer).toBe(true);
    expect(askStep(keyPress('Y', 'keyboard')).answer).toBe(true);
    expect(askStep(keyPress('Y', 'gamepad')).answer).toBe(true);
    expect(askStep(char('N')).answer).toBe(false);
    expect(askStep(press('confirm', 'gamepad')).answer).toBe(false);
    expect(askStep(press('confirm')).answer).toBe(false);
    expect(askStep(press('back')).answer).toBe(false);
    expect(askStep(keyPress('N', 'keyboard')).answer).toBe(false);
    expect(askStep(keyPress('B', 'gamepad')).answer).toBe(false);
    expect(askStep(char('Q'))).toEqual({ state: null });
    expect(askStep(click(10))).toEqual({ state: null });
    // F3 is the keyboard's Y button for twisting games; only the pad's Y means yes here.
    expect(askStep(press('y'))).toEqual({ state: null });
  });

  it('a question whose yes loses nothing (carry on?): Enter and A answer yes', () => {
    expect(askStep(press('confirm', 'gamepad'), false).answer).toBe(true);
    expect(askStep(press('confirm'), false).answer).toBe(true);
    expect(askStep(keyPress('A', 'gamepad'), false).answer).toBe(true);
    expect(askStep(press('back'), false).answer).toBe(false);
  });

  it('who is playing: a key, a click or A chooses; up and down go round; back goes back', () => {
    const list = { choices: playerChoices(['ANN', 'BOB']), at: 0 };
    expect(playersStep(list, char('2')).answer).toEqual({ kind: 'choose', choice: { key: '2', label: 'BOB', name: 'BOB' } });
    expect(playersStep(list, char('N')).answer).toMatchObject({ choice: { name: 'new' } });
    expect(playersStep(list, click(4)).answer).toMatchObject({ choice: { name: 'ANN' } });
    expect(playersStep(list, press('up')).state.at).toBe(3);
    expect(playersStep({ ...list, at: 1 }, press('confirm')).answer).toMatchObject({ choice: { name: 'ANN' } });
    expect(playersStep(list, press('back')).answer).toEqual({ kind: 'back' });
  });

  it('a new name: typed and taken with Enter, or built from the pad and taken with Start', () => {
    let entry = NEW_NAME;
    for (const c of 'zed') entry = nameStep(entry, char(c)).state;
    expect(entry.text).toBe('ZED');
    expect(nameStep(entry, press('confirm')).answer).toEqual({ kind: 'done', name: 'ZED', entry });
    expect(nameStep(entry, press('erase')).state.text).toBe('ZE');
    let pad = nameStep(NEW_NAME, press('up', 'gamepad')).state;
    pad = nameStep(pad, press('confirm', 'gamepad')).state;
    expect(pad.text).toBe('B');
    expect(nameStep(pad, press('menu', 'gamepad')).answer).toMatchObject({ kind: 'done', name: 'B' });
    expect(nameStep(NEW_NAME, press('menu')).answer).toMatchObject({ kind: 'done', name: null });
    expect(nameStep(pad, press('back')).answer).toEqual({ kind: 'back' });
    expect(nameStep(pad, click(10))).toEqual({ state: pad });
  });

  it("a key of a page's menu line clicked is that key pressed, read for the device the line was drawn for", () => {
    expect(keyPress('1', 'keyboard')).toEqual(char('1'));
    expect(keyPress('0', 'pointer')).toEqual(char('0'));
    expect(keyPress('ENTER', 'keyboard')).toEqual(press('confirm'));
    expect(keyPress('ESC', 'keyboard')).toEqual(press('back'));
    expect(keyPress('A', 'gamepad')).toEqual(press('confirm', 'gamepad'));
    expect(keyPress('B', 'gamepad')).toEqual(press('back', 'gamepad'));
    expect(keyPress('START', 'gamepad')).toEqual(press('menu', 'gamepad'));
    const menu = { items: menuItems({ inProgress: false, level: 'novice', player: null, tape: true }), at: 2, canLeave: true };
    expect(menuStep(menu, keyPress('1', 'keyboard')).answer).toMatchObject({ item: { id: 'play' } });
    expect(menuStep(menu, keyPress('0', 'keyboard')).answer).toMatchObject({ item: { id: 'leave' } });
    expect(menuStep(menu, keyPress('A', 'gamepad')).answer).toMatchObject({ item: { id: 'player' } });
    expect(nameStep({ text: 'ZED', letter: 1 }, keyPress('ENTER', 'keyboard')).answer).toMatchObject({ kind: 'done', name: 'ZED' });
    expect(nameStep({ text: 'ZED', letter: 1 }, keyPress('START', 'gamepad')).answer).toMatchObject({ kind: 'done', name: 'ZED' });
  });
});
