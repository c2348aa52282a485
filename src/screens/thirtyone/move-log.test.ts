import { describe, expect, it } from 'vitest';
import { cardSymbol } from '../../engine/cards';
import { thirtyone } from '../../engine/thirtyone';
import { lineWidth } from '../../renderer/widgets/fit-line';
import { LOG_LINES, MoveLog, moveWords } from './move-log';

const names = ['You', 'HETTY', 'OSKAR', 'RITA'];

describe("the Thirty-One table's move log", () => {
  it('writes cards in a few letters with their suit', () => {
    expect(cardSymbol('9H')).toBe('9\u2665');
    expect(cardSymbol('TS')).toBe('10\u2660');
    expect(cardSymbol('QC')).toBe('Q\u2663');
  });

  it('says each move in a line, by name', () => {
    expect(moveWords({ type: 'change', seat: 1, card: '9H', potCard: '8S' }, names)?.[0]).toBe('HETTY changed 9\u2665 for 8\u2660');
    expect(moveWords({ type: 'pass', seat: 2 }, names)).toEqual(['OSKAR passed']);
    expect(moveWords({ type: 'take-pot', seat: 3, taken: ['7H', '8H', '9H'], left: ['AS', 'KS', 'QS'] }, names)).toEqual(['RITA took the pot']);
    expect(moveWords({ type: 'choose', seat: 0, choice: 'pot', pot: ['7H', '8H', '9H'] }, names)?.at(-1)).toBe('You chose Pot');
    expect(moveWords({ type: 'deal', round: 3, dealer: 2, seats: [3, 0, 1, 2] }, names)).toEqual(['Round 3: OSKAR deals']);
    expect(moveWords({ type: 'out', seat: 1, marks: 3 }, names)).toBeNull();
  });

  it('fits every move of the longest names in its list', () => {
    const long = ['BARTHOLOMEWX', 'WWWWWWWWWWWW'];
    for (const words of [moveWords({ type: 'change', seat: 1, card: 'TH', potCard: 'TS' }, long), moveWords({ type: 'choose', seat: 0, choice: 'pot', pot: [] }, long)]) {
      expect(lineWidth(words?.at(-1) ?? '', 'sans')).toBeLessThanOrEqual(222);
    }
  });

  it(`keeps the last ${LOG_LINES} moves, and starts again from a view's round`, () => {
    const log = new MoveLog();
    for (let i = 0; i < 8; i++) log.add({ type: 'pass', seat: i % 4 }, names);
    expect(log.lines).toHaveLength(LOG_LINES);
    expect(log.lines.at(-1)).toEqual(['RITA passed']);
    let state = thirtyone.setup({ players: 3, seed: 4 });
    state = thirtyone.apply(state, { type: 'hand' }).state;
    state = thirtyone.apply(state, { type: 'pass' }).state;
    log.reset(thirtyone.view(state, 0), names);
    expect(log.lines.map((l) => l.at(-1))).toEqual(['Round 1: You deal', 'You chose Hand', 'HETTY passed']);
  });
});
