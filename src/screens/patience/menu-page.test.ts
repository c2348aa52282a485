import { describe, expect, it } from 'vitest';
import { LETTERS, NEW_NAME, addLetter, eraseChar, finalName, menuItems, playerChoices, stepLetter, typeChar } from './menu-page';

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
