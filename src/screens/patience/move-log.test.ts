import { describe, expect, it } from 'vitest';
import { MoveLog, moveMarks, moveWords } from './move-log';

describe("the moves as the player reads them", () => {
  it("name the card, and the computer's own pile as its pile rather than 9 (rule f)", () => {
    expect(moveWords({ type: 'twist' }, '7S', 1)).toBe('I TWIST 7\u2660');
    expect(moveWords({ type: 'move', from: 0, to: 3 }, '7D', 1)).toBe('I MOVE 7\u2666 FROM MY PILE TO 3');
    expect(moveWords({ type: 'move', from: 6, to: 9 }, '3D', 1)).toBe('I MOVE 3\u2666 FROM 6 TO YOUR PILE');
    expect(moveWords({ type: 'move-pile', from: 8, to: 5 }, 'QH', 1)).toBe('I MOVE PILE 8 (Q\u2665) ONTO 5');
    expect(moveWords({ type: 'move', from: 0, to: 5 }, '7D', 0)).toBe('YOU MOVE 7\u2666 FROM YOUR PILE TO 5');
    expect(moveWords({ type: 'finish' }, null, 0)).toBe('OVER TO ME');
    expect(moveWords({ type: 'finish' }, null, 1)).toBe('OVER TO YOU');
    // Each fits one message row.
    expect(moveWords({ type: 'move', from: 6, to: 9 }, 'TD', 1).length).toBeLessThanOrEqual(31);
  });

  it('mark where a move took from and put onto, in the player’s numbering', () => {
    expect(moveMarks({ type: 'twist' }, 1)).toEqual({ from: 'deck', to: 9 });
    expect(moveMarks({ type: 'twist' }, 0)).toEqual({ from: 'deck', to: 0 });
    expect(moveMarks({ type: 'move', from: 0, to: 9 }, 1)).toEqual({ from: 9, to: 0 });
    expect(moveMarks({ type: 'finish' }, 1)).toBeNull();
  });

  it('keep the last few moves, and the last marks past the end of the turn', () => {
    const log = new MoveLog();
    log.add({ type: 'twist' }, 1, [{ type: 'twist', seat: 1, card: '7S' }]);
    log.add({ type: 'move', from: 0, to: 4 }, 1, [{ type: 'move', seat: 1, from: 0, to: 4, card: '7S' }]);
    log.add({ type: 'twist' }, 1, [{ type: 'twist', seat: 1, card: '2C' }]);
    log.add({ type: 'finish' }, 1, [{ type: 'finish', seat: 1 }], 4200);
    expect(log.toldAt).toBe(4200);
    expect(log.lines).toEqual(['I MOVE 7\u2660 FROM MY PILE TO 4', 'I TWIST 2\u2663']);
    expect(log.marks).toEqual({ from: 'deck', to: 9 });
    log.clear();
    expect(log.lines).toEqual([]);
    expect(log.marks).toBeNull();
  });
});
