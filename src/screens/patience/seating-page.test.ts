import { describe, expect, it } from 'vitest';
import type { PageInput } from './menu-page';
import { opponentChoices, withOpponent, menuItems } from './menu-page';
import { AGAINST_THE_COMPUTER, type Players } from './seating';
import { type SeatingState, seatingLines, seatingNotes, seatingStep } from './seating-page';

const char = (c: string): PageInput => ({ type: 'char', char: c });
const press = (button: Extract<PageInput, { type: 'press' }>['button']): PageInput => ({ type: 'press', button, device: 'gamepad' });
const idaBob: Players = { firstPad: 0, second: { name: 'BOB', pad: 1 } };
const page = (players: Players, at = 0): SeatingState => ({ players, first: 'IDA', plugged: [0, 1], at });

describe('the page that says who plays', () => {
  it('lists PLAY and the opponent, with two people each one’s device, and a person at another kiosk instead', () => {
    expect(seatingLines(page(AGAINST_THE_COMPUTER)).map((l) => `${l.key} ${l.label} ${l.value ?? ''}`.trim())).toEqual(['1 PLAY', '2 OPPONENT THE COMPUTER', '8 NETWORK ANOTHER KIOSK']);
    expect(seatingLines(page(idaBob)).map((l) => `${l.key} ${l.label} ${l.value ?? ''}`.trim())).toEqual(['1 PLAY', '2 OPPONENT BOB', '3 IDA PAD 1', '4 BOB PAD 2', '8 NETWORK ANOTHER KIOSK']);
  });

  it('answers 8 (or a click on its line, or A on it) with the network', () => {
    expect(seatingStep(page(idaBob), char('8')).answer).toEqual({ kind: 'network' });
    expect(seatingStep(page(AGAINST_THE_COMPUTER), { type: 'click', cell: { row: 7, col: 2 } }).answer).toEqual({ kind: 'network' });
    expect(seatingStep(page(AGAINST_THE_COMPUTER, 2), press('confirm')).answer).toEqual({ kind: 'network' });
  });

  it('answers 1 with play, 2 with the opponent’s list, back with back; 3 and 4 (or left and right) step a device in place', () => {
    expect(seatingStep(page(idaBob), char('1')).answer).toEqual({ kind: 'play' });
    expect(seatingStep(page(idaBob), char('2')).answer).toEqual({ kind: 'opponent' });
    expect(seatingStep(page(idaBob), press('back')).answer).toEqual({ kind: 'back' });
    const stepped = seatingStep(page(idaBob), char('4'));
    expect(stepped.answer).toBeUndefined();
    expect(stepped.state.players.second?.pad).toBeNull();
    expect(stepped.state.at).toBe(3);
    expect(seatingStep(stepped.state, press('right')).state.players.second?.pad).toBe(1);
    // Down to line 3, A steps IDA's pad; a click on line 1's row plays.
    const lit = seatingStep(seatingStep(page(idaBob), press('down')).state, press('down')).state;
    expect(lit.at).toBe(2);
    expect(seatingStep(lit, press('confirm')).state.players.firstPad).toBeNull();
    expect(seatingStep(page(idaBob), { type: 'click', cell: { row: 3, col: 2 } }).answer).toEqual({ kind: 'play' });
    // Against the computer there are no devices to step.
    expect(seatingStep(page(AGAINST_THE_COMPUTER), char('3')).state).toEqual(page(AGAINST_THE_COMPUTER));
  });

  it('says what head to head means, and that a guest keeps no record, in the page’s columns and rows', () => {
    expect(seatingNotes(page(AGAINST_THE_COMPUTER)).join(' ')).toContain('HEAD TO HEAD');
    const guest = seatingNotes({ players: { firstPad: null, second: { name: null, pad: null } }, first: 'IDA', plugged: [] });
    expect(guest).toContain('A GUEST KEEPS NO RECORD.');
    expect(guest).toContain('PLUG IN A PAD TO PLAY ON ONE.');
    // Four lines from row 3 on every other row, then the notes: all above the prompt.
    expect(3 + 2 * 4 + guest.length).toBeLessThanOrEqual(21);
    for (const line of guest) expect(line.length).toBeLessThanOrEqual(31);
  });

  it('puts the opponent on the menu between games, and lists the computer first among the opponents', () => {
    const idle = withOpponent(menuItems({ inProgress: false, level: 'novice', player: 'IDA', tape: true }), 'BOB');
    expect(idle.map((i) => i.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '0']);
    expect(idle.at(-2)).toMatchObject({ id: 'players', label: 'OPPONENT', value: 'BOB' });
    const playing = menuItems({ inProgress: true, level: 'novice', player: 'IDA', tape: true });
    expect(withOpponent(playing, 'BOB')).toEqual(playing);
    const choices = opponentChoices(['ANN', 'IDA', 'BOB'], 'ida');
    expect(choices.map((c) => c.label)).toEqual(['THE COMPUTER', 'GUEST', 'ANN', 'BOB', 'NEW NAME']);
    expect(choices[0]?.computer).toBe(true);
  });
});
