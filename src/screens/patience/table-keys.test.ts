import { describe, expect, it } from 'vitest';
import type { PatienceAction } from '../../engine/patience';
import { TableKeys, type TableEffect, promptKeyAt, replayStep } from './table-keys';

/** Every pile holding one card, pile `pile` holding `n`. */
const lengths = (pile = 5, n = 1) => Array.from({ length: 10 }, (_, i) => (i === pile ? n : 1));

/** Type keys one by one on the player's turn; the effects in order. */
function type(keys: TableKeys, text: string): TableEffect[] {
  return [...text].map((char) => keys.typed(char, 'mine'));
}

const offered = (effect: TableEffect | undefined): PatienceAction | null => (effect?.kind === 'offer' ? effect.action : null);

describe('the keys on the table', () => {
  it('turn the original key sequences into actions, with a beep for each key of a move', () => {
    const keys = new TableKeys();
    expect(offered(type(keys, 't')[0])).toEqual({ type: 'twist' });
    expect(offered(type(keys, 'z')[0])).toEqual({ type: 'finish' });
    const move = type(keys, 'm05');
    expect(move.slice(0, 2)).toEqual([
      { kind: 'shown', sound: 'beep' },
      { kind: 'shown', sound: 'beep' },
    ]);
    expect(offered(move[2])).toEqual({ type: 'move', from: 0, to: 5 });
    expect(offered(type(keys, 'mp86')[3])).toEqual({ type: 'move-pile', from: 8, to: 6 });
    expect(keys.entry.keys).toEqual([]);
  });

  it('echo the keys being typed, then the last move', () => {
    const keys = new TableKeys();
    type(keys, 'mp8');
    expect(keys.echoed).toEqual(['M', 'P', '8']);
    expect(keys.picked).toEqual({ pile: 8, part: 'bottom' });
    type(keys, '6');
    keys.moved({ type: 'move-pile', from: 8, to: 6 }, 0, lengths());
    expect(keys.echoed).toEqual(['M', 'P', '8', '6']);
    expect(keys.picked).toBeNull();
  });

  it("echo the computer's moves in the player's pile numbers", () => {
    const keys = new TableKeys();
    keys.moved({ type: 'move', from: 0, to: 9 }, 1, lengths());
    expect(keys.lastKeys).toEqual(['M', '9', '0']);
    expect(keys.lastSeat).toBe(1);
    keys.moved({ type: 'move', from: 6, to: 2 }, 1, lengths());
    expect(keys.lastKeys).toEqual(['M', '6', '2']);
  });

  it('refuse keys that mean nothing with a low beep, and take only X while the computer moves', () => {
    const keys = new TableKeys();
    expect(keys.typed('q', 'mine')).toEqual({ kind: 'shown', sound: 'beep-low' });
    expect(keys.typed('t', 'waiting')).toEqual({ kind: 'none' });
    expect(keys.typed('x', 'waiting')).toEqual({ kind: 'menu' });
    expect(keys.typed('x', 'mine')).toEqual({ kind: 'menu' });
  });

  it('at the end: S another game, N a series, R the replay, X the menu', () => {
    const keys = new TableKeys();
    expect(keys.typed('s', 'over')).toEqual({ kind: 'again', series: false });
    expect(keys.typed('n', 'over')).toEqual({ kind: 'again', series: true });
    expect(keys.typed('r', 'over')).toEqual({ kind: 'replay' });
    expect(keys.typed('x', 'over')).toEqual({ kind: 'menu' });
    expect(keys.typed('t', 'over')).toEqual({ kind: 'none' });
    // The pad: A single, X series, Y replay.
    expect(keys.press('confirm', 'over', lengths())).toEqual({ kind: 'again', series: false });
    expect(keys.press('x', 'over', lengths())).toEqual({ kind: 'again', series: true });
    expect(keys.press('y', 'over', lengths())).toEqual({ kind: 'replay' });
  });

  it('move the cursor with the D-pad, pick up with A and put down with A', () => {
    const keys = new TableKeys();
    expect(keys.cursor).toEqual({ pile: 0, part: 'top' });
    expect(keys.press('up', 'mine', lengths())).toEqual({ kind: 'shown' });
    expect(keys.cursorShown).toBe(true);
    expect(keys.cursor.pile).toBe(8);
    expect(keys.press('confirm', 'mine', lengths())).toEqual({ kind: 'shown', sound: 'beep' });
    expect(keys.entry.keys).toEqual(['M', '8']);
    keys.press('up', 'mine', lengths());
    expect(offered(keys.press('confirm', 'mine', lengths()))).toEqual({ type: 'move', from: 8, to: 7 });
    // Typing hides the cursor again.
    keys.typed('t', 'mine');
    expect(keys.cursorShown).toBe(false);
  });

  it('hold a whole fan with left, put it back where it came from, and take back keys', () => {
    const keys = new TableKeys();
    for (const step of ['up', 'up'] as const) keys.press(step, 'mine', lengths(7, 3));
    expect(keys.cursor.pile).toBe(7);
    keys.press('left', 'mine', lengths(7, 3));
    expect(keys.cursor).toEqual({ pile: 7, part: 'bottom' });
    keys.press('confirm', 'mine', lengths(7, 3));
    expect(keys.entry.keys).toEqual(['M', 'P', '7']);
    expect(keys.press('confirm', 'mine', lengths(7, 3))).toEqual({ kind: 'shown' });
    expect(keys.entry.keys).toEqual([]);
    type(keys, 'm0');
    expect(keys.press('erase', 'mine', lengths()).kind).toBe('shown');
    expect(keys.entry.keys).toEqual(['M']);
    expect(keys.press('back', 'mine', lengths()).kind).toBe('shown');
    expect(keys.press('back', 'mine', lengths())).toEqual({ kind: 'menu' });
    expect(keys.press('help', 'mine', lengths())).toEqual({ kind: 'help' });
    // The cursor lets go of a pile too short to hold whole.
    keys.cursor = { pile: 7, part: 'bottom' };
    keys.moved({ type: 'move', from: 7, to: 2 }, 0, lengths(7, 1));
    expect(keys.cursor).toEqual({ pile: 7, part: 'top' });
  });

  it('take a card by a click and put it down with another, or by a drag', () => {
    const keys = new TableKeys();
    expect(keys.pointer('down', { pile: 0, part: 'top' }, 10, 10, 'mine').kind).toBe('shown');
    expect(keys.drag).toMatchObject({ from: { pile: 0, part: 'top' }, moved: false });
    // Let go where it was picked up: it stays picked, for a click.
    expect(keys.pointer('up', { pile: 0, part: 'top' }, 10, 10, 'mine')).toEqual({ kind: 'none' });
    expect(keys.entry.keys).toEqual(['M', '0']);
    expect(offered(keys.pointer('down', { pile: 5, part: 'top' }, 50, 50, 'mine'))).toEqual({ type: 'move', from: 0, to: 5 });

    keys.pointer('down', { pile: 6, part: 'bottom' }, 20, 20, 'mine');
    keys.pointer('move', null, 40, 40, 'mine');
    expect(keys.drag?.moved).toBe(true);
    expect(offered(keys.pointer('up', { pile: 8, part: 'top' }, 40, 40, 'mine'))).toEqual({ type: 'move-pile', from: 6, to: 8 });
    expect(keys.drag).toBeNull();

    // A drag let go off the piles puts the card back.
    keys.pointer('down', { pile: 0, part: 'top' }, 10, 10, 'mine');
    keys.pointer('move', null, 100, 100, 'mine');
    expect(keys.pointer('up', null, 100, 100, 'mine')).toEqual({ kind: 'shown' });
    expect(keys.entry.keys).toEqual([]);
    // Not the player's move: the piles take nothing (a click hurries the computer on).
    expect(keys.pointer('down', { pile: 0, part: 'top' }, 10, 10, 'waiting')).toEqual({ kind: 'hurry' });
    expect(keys.entry.keys).toEqual([]);
  });

  it("answer the menu line's keys as typed, or as the pad's buttons when those are shown", () => {
    const keys = new TableKeys();
    expect(offered(keys.menuKey('T', 'pointer', 'mine'))).toEqual({ type: 'twist' });
    expect(offered(keys.menuKey('X', 'gamepad', 'mine'))).toEqual({ type: 'twist' });
    expect(offered(keys.menuKey('Y', 'gamepad', 'mine'))).toEqual({ type: 'finish' });
    expect(keys.menuKey('START', 'gamepad', 'mine')).toEqual({ kind: 'menu' });
    expect(keys.menuKey('A', 'gamepad', 'over')).toEqual({ kind: 'again', series: false });
    expect(keys.menuKey('Y', 'gamepad', 'over')).toEqual({ kind: 'replay' });
    expect(keys.menuKey('R', 'keyboard', 'over')).toEqual({ kind: 'replay' });
  });

  it('never let a half-entered move swallow a command: T, Z, the pad and clicked keys cancel it and act', () => {
    const keys = new TableKeys();
    type(keys, 'm0');
    expect(offered(keys.typed('t', 'mine'))).toEqual({ type: 'twist' });
    expect(keys.entry.keys).toEqual([]);
    type(keys, 'mp8');
    expect(offered(keys.menuKey('Z', 'pointer', 'mine'))).toEqual({ type: 'finish' });
    keys.press('confirm', 'mine', lengths());
    expect(keys.entry.keys).toEqual(['M', '0']);
    expect(offered(keys.press('x', 'mine', lengths()))).toEqual({ type: 'twist' });
    keys.pointer('down', { pile: 0, part: 'top' }, 10, 10, 'mine');
    keys.pointer('up', { pile: 0, part: 'top' }, 10, 10, 'mine');
    expect(offered(keys.menuKey('T', 'pointer', 'mine'))).toEqual({ type: 'twist' });
  });

  it('refuse at once an empty source pile, from every device, and M before the first twist', () => {
    const table = { started: true, size: (n: number) => (n === 6 ? 0 : 1) };
    const keys = new TableKeys(() => table);
    expect(type(keys, 'm6').at(-1)).toEqual({ kind: 'refused', reason: 'Pile 6 is empty.' });
    expect(keys.entry.keys).toEqual([]);
    expect(keys.pointer('down', { pile: 6, part: 'top' }, 10, 10, 'mine')).toEqual({ kind: 'refused', reason: 'Pile 6 is empty.' });
    expect(keys.drag).toBeNull();
    keys.cursor = { pile: 9, part: 'top' };
    expect(keys.press('confirm', 'mine', lengths()).kind).toBe('refused');
    const first = new TableKeys(() => ({ ...table, started: false }));
    expect(first.typed('m', 'mine')).toEqual({ kind: 'refused', reason: 'First twist a card (T).' });
    expect(first.menuKey('M', 'pointer', 'mine')).toEqual({ kind: 'refused', reason: 'First twist a card (T).' });
  });

  it("hurry the computer's next move with Enter, A or a click during its turn", () => {
    const keys = new TableKeys();
    expect(keys.press('confirm', 'waiting', lengths())).toEqual({ kind: 'hurry' });
    expect(keys.pointer('down', null, 10, 10, 'waiting')).toEqual({ kind: 'hurry' });
    expect(keys.menuKey('ENTER', 'keyboard', 'waiting')).toEqual({ kind: 'hurry' });
    expect(keys.menuKey('A', 'gamepad', 'waiting')).toEqual({ kind: 'hurry' });
    expect(keys.menuKey('X', 'keyboard', 'waiting')).toEqual({ kind: 'menu' });
    expect(keys.entry.keys).toEqual([]);
  });

  it('find the key a click on the prompt line names', () => {
    const prompt = 'S: SINGLE  N: SERIES  R: REPLAY';
    expect(promptKeyAt(prompt, 0)).toBe('S');
    expect(promptKeyAt(prompt, 8)).toBe('S');
    expect(promptKeyAt(prompt, 9)).toBeNull();
    expect(promptKeyAt(prompt, 11)).toBe('N');
    expect(promptKeyAt(prompt, 30)).toBe('R');
    expect(promptKeyAt(prompt, 31)).toBeNull();
    expect(promptKeyAt('X: NEXT OF SERIES  Y: REPLAY', 20)).toBe('Y');
  });

  it('step, run and end a replay from every device', () => {
    expect(replayStep({ type: 'press', button: 'confirm' })).toBe('step');
    expect(replayStep({ type: 'click', key: null })).toBe('step');
    expect(replayStep({ type: 'click', key: 'ENTER' })).toBe('step');
    expect(replayStep({ type: 'char', char: 'R' })).toBe('run');
    expect(replayStep({ type: 'char', char: 'X' })).toBe('run');
    expect(replayStep({ type: 'press', button: 'x' })).toBe('run');
    expect(replayStep({ type: 'click', key: 'R' })).toBe('run');
    expect(replayStep({ type: 'press', button: 'back' })).toBe('end');
    expect(replayStep({ type: 'click', key: 'ESC' })).toBe('end');
    expect(replayStep({ type: 'click', key: 'B' })).toBe('end');
    expect(replayStep({ type: 'char', char: 'Q' })).toBeNull();
    expect(replayStep({ type: 'press', button: 'up' })).toBeNull();
  });
});
