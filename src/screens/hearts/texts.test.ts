import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import { passButtonLabel, seatNames, sheetRows, statusLine, winnersNote } from './texts';

const names = seatNames('ANN');

describe('the words of the Hearts table', () => {
  it('name the pass on the button', () => {
    expect(['left', 'right', 'across', 'keeper'].map((d) => passButtonLabel(d as never))).toEqual(['Pass &Left', 'Pass &Right', 'Pass &Across', '&OK']);
  });

  it('tell the player what to do as the game goes', () => {
    let state = hearts.setup({ seed: 1 });
    expect(statusLine(hearts.view(state, 0) as never, names, 0, false)).toBe('Choose three cards to pass to the left (0 chosen).');
    state = hearts.apply(state, { type: 'pass', cards: state.hands[0]!.slice(0, 3) }).state;
    expect(statusLine(hearts.view(state, 0) as never, names, 0, false)).toBe('Waiting for the others to pass...');
    for (let seat = 1; seat < 4; seat++) state = hearts.apply(state, { type: 'pass', cards: state.hands[seat]!.slice(0, 3) }).state;
    const view = hearts.view(state, 0) as never as { received: string[] };
    expect(statusLine(view as never, names, 0, true)).toMatch(/^You received .* from Clara\. Press OK to play\.$/);
    const leader = hearts.toAct(state)!;
    const line = statusLine(hearts.view(state, 0) as never, names, 0, false);
    expect(line).toBe(leader === 0 ? 'Your lead: open with a club.' : `${names[leader]} leads.`);
  });

  it('keep a score sheet whose totals add its rows', () => {
    const history = [
      [3, 0, 22, -9],
      [20, 4, -8, 0],
    ];
    expect(sheetRows(history)).toEqual({
      hands: [
        ['1', '3', '0', '22', '-9'],
        ['2', '20', '4', '-8', '0'],
      ],
      totals: ['23', '4', '14', '-9'],
    });
    const long = Array.from({ length: 20 }, () => [1, 2, 3, 4]);
    expect(sheetRows(long).hands).toHaveLength(12);
    expect(sheetRows(long).hands[0]?.[0]).toBe('9');
    expect(sheetRows(long).totals).toEqual(['20', '40', '60', '80']);
  });
});

describe('the end of the game', () => {
  it('names the winners from the player\'s side of the table', () => {
    expect(winnersNote([0], names)).toBe('You win!');
    expect(winnersNote([0, 3], names)).toBe('You share the win with Clara!');
    expect(winnersNote([1], names)).toBe('Ada wins.');
    expect(winnersNote([1, 2], names)).toBe('Ada and Barnaby share the win.');
  });
});
