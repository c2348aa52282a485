import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { MESSAGE_LINES } from './board-layout';
import { moveMarks } from './move-log';
import { ALONE, headToHeadEnd, holdWords, namedMove, newDeckWords, padOutWords, passStatus, turnStatus, whoseMove } from './sides';
import { wrap } from './wrap';

const names = ['IDA', 'BOB'] as const;
const long = ['ABCDEFGHIJKL', 'MNOPQRSTUVWX'] as const;

describe('the two sides in words', () => {
  it('are YOU and I against the computer, as the original spoke', () => {
    expect(turnStatus(ALONE)).toBe('YOUR TURN');
    expect(holdWords(ALONE, [3, 9], 15)).toEqual(['YOU HOLD 3', 'I HOLD 9']);
    expect([whoseMove(ALONE, 0), whoseMove(ALONE, 1)]).toEqual(['YOUR', 'MY']);
  });

  it('name the people head to head, the person at the table as YOU', () => {
    const bob = { names, viewer: 1 };
    expect(turnStatus(bob)).toBe("BOB'S TURN");
    expect(passStatus('BOB')).toBe('PASS TO BOB');
    expect(holdWords(bob, [3, 9], 15)).toEqual(['YOU HOLD 3', 'IDA HOLDS 9']);
    expect([whoseMove(bob, 1), whoseMove(bob, 0)]).toEqual(['YOUR', "IDA'S"]);
    expect(holdWords({ names: long, viewer: 0 }, [22, 22], 15)[1]).toBe('MNOPQR HOLDS 22');
    // A replay has nobody at the table: both by name.
    expect(holdWords({ names, viewer: 0 }, [3, 9], 15, true)).toEqual(['IDA HOLDS 3', 'BOB HOLDS 9']);
    expect(whoseMove({ names, viewer: 0 }, 0, true)).toBe("IDA'S");
  });

  it('tell a replayed move by the mover’s name in the pile numbers of the table as drawn', () => {
    expect(namedMove(names, 0, { type: 'twist' }, '7S', 1)).toBe('BOB TWISTS 7\u2660');
    expect(namedMove(names, 0, { type: 'move', from: 0, to: 3 }, '7D', 1)).toBe('BOB MOVES 7\u2666 FROM 9 TO 3');
    expect(moveMarks({ type: 'move', from: 0, to: 3 }, 1, 0)).toEqual({ from: 9, to: 3 });
    expect(moveMarks({ type: 'move', from: 0, to: 3 }, 1, 1)).toEqual({ from: 0, to: 3 });
    expect(namedMove(names, 0, { type: 'finish' }, null, 1)).toBe('OVER TO IDA');
    expect(newDeckWords(names, 1)).toBe('A NEW DECK FOR BOB');
  });

  it('fit their rows however long the names: a name is cut, never the move', () => {
    for (const line of [
      namedMove(long, 0, { type: 'move', from: 0, to: 9 }, 'TD', 1),
      namedMove(long, 0, { type: 'move-pile', from: 8, to: 5 }, 'QH', 0),
      newDeckWords(long, 0),
    ]) {
      expect(line.length).toBeLessThanOrEqual(31);
      expect(line).toMatch(/^MNOP|^ABCD|^A NEW DECK FOR A/);
    }
    expect(namedMove(long, 0, { type: 'move', from: 0, to: 9 }, 'TD', 1)).toMatch(/FROM 9 TO 0$/);
    for (const text of [
      headToHeadEnd(long, { scores: [22, 0], winners: [0], draw: false }, false),
      headToHeadEnd(long, { scores: [0, 22], winners: [1], draw: false }, true),
      headToHeadEnd(long, { scores: [0, 0], winners: [], draw: true }, true),
      padOutWords(3, long[1]),
    ])
      expect(wrap(text, COLUMNS - 1, 9).length).toBeLessThanOrEqual(MESSAGE_LINES);
    expect(headToHeadEnd(names, { scores: [0, 12], winners: [1], draw: false }, false)).toBe('BOB WINS 12 POINTS!');
    expect(headToHeadEnd(names, { scores: [3, 0], winners: [0], draw: false }, true)).toBe('IDA WINS 3: FEWER CARDS AFTER 50 STUCK TURNS EACH');
  });
});
