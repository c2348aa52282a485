import { describe, expect, it } from 'vitest';
import { lastTrickWords, passButtonLabel, seatNames, sheetColumnWidth, sheetPages, sheetRows, winnersNote } from './texts';

const names = seatNames('ANN');

describe('the words of the Hearts table', () => {
  it('name the pass on the button', () => {
    expect(['left', 'right', 'across', 'keeper'].map((d) => passButtonLabel(d as never))).toEqual(['Pass &Left', 'Pass &Right', 'Pass &Across', '&OK']);
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
      caption: null,
    });
  });

  it('shows every hand of a long game, a page at a time, the latest page first', () => {
    const long = Array.from({ length: 30 }, (_, i) => [i, 2, 3, 4]);
    expect(sheetPages(long.length)).toBe(3);
    expect(sheetRows(long).caption).toBe('Hands 25 to 30 of 30');
    expect(sheetRows(long).hands.map((row) => row[0])).toEqual(['25', '26', '27', '28', '29', '30']);
    const seen = [0, 1, 2].flatMap((page) => sheetRows(long, page).hands.map((row) => row[0]));
    expect(seen).toEqual(long.map((_, i) => String(i + 1)));
    expect(sheetRows(long, 0).caption).toBe('Hands 1 to 12 of 30');
    expect(sheetRows(long, 0).totals).toEqual(sheetRows(long).totals);
    expect(sheetRows(long, 9).caption).toBe('Hands 25 to 30 of 30');
  });
});

describe('the score sheet\'s columns', () => {
  it('are wide enough for every name whole', async () => {
    const { lineWidth } = await import('../../renderer/widgets/fit-line');
    const long = seatNames('W'.repeat(12));
    const column = sheetColumnWidth(long, lineWidth);
    for (const name of long) expect(lineWidth(name)).toBeLessThan(column);
    expect(sheetColumnWidth(['A', 'B', 'C', 'D'], lineWidth)).toBe(64);
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

describe('the last trick', () => {
  it('says who took it and what each player has taken this hand', async () => {
    const { hearts } = await import('../../engine/hearts');
    let state = hearts.setup({ seed: 2, options: { noPassing: true } });
    const none = lastTrickWords(hearts.view(state, 0), names);
    expect(none.caption).toBe('No trick has been taken yet this hand.');
    expect(none.points).toBe('Points taken this hand:\nANN: 0\nAda: 0\nBarnaby: 0\nClara: 0');
    for (let i = 0; i < 4; i++) state = hearts.apply(state, hearts.legal(state)[0]!).state;
    const view = hearts.view(state, 0);
    const winner = view.lastTrick!.winner;
    expect(lastTrickWords(view, names).caption).toBe(`${winner === 0 ? 'You' : names[winner]} took the last trick.`);
  });
});
