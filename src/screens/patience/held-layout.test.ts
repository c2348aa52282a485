import { describe, expect, it } from 'vitest';
import { COLUMNS, ROWS } from '../../renderer/widgets/spectrum-cells';
import { heldRuns } from './held-layout';

describe('the cards the mouse holds', () => {
  it('lie on whole cells, a cell up and left of the pointer, the top card whole', () => {
    const runs = heldRuns(['KS', 'QH'], false, { row: 10, col: 12 });
    expect(runs).toEqual([
      { row: 9, col: 11, text: 'Q\u2665 ', red: true, bright: true },
      { row: 10, col: 11, text: '  \u2665', red: true, bright: true },
    ]);
    for (const run of runs) expect(Number.isInteger(run.row) && Number.isInteger(run.col)).toBe(true);
  });

  it('bring a whole pile along whole, fanned as it lay, and keep it on the paper', () => {
    const pile = ['KS', 'QH', 'JC', 'TD'] as const;
    const runs = heldRuns([...pile], true, { row: 23, col: 31 });
    expect(runs.filter((r) => r.row === runs[0]?.row).map((r) => r.text)).toEqual(['K\u2660', 'Q\u2665', 'J\u2663', '\u2469\u2666 ']);
    for (const run of runs) {
      expect(run.row).toBeLessThan(ROWS);
      expect(run.col + run.text.length).toBeLessThanOrEqual(COLUMNS);
    }
    expect(heldRuns([], true, { row: 5, col: 5 })).toEqual([]);
  });
});
