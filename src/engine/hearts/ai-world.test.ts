import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { sampleDecisions } from './ai-match';
import { heartsSearchGame } from './ai-world';

describe('heartsSearchGame', () => {
  it('deals the hidden cards afresh once every `dealShared` worlds, and keeps the searcher its own hand', () => {
    const d = sampleDecisions(1, 5).find((x) => x.view.hand.length > 8);
    if (d === undefined) throw new Error('no decision early in a hand');
    const game = heartsSearchGame(d.view, { epsilon: 0.1, dealShared: 2 });
    const rng = createRng(3);
    const deals = Array.from({ length: 6 }, () => Array.from(game.determinize(rng).hands));
    const mine = (hands: number[]) => hands.slice(d.view.seat * 4, d.view.seat * 4 + 4);
    for (const hands of deals) expect(mine(hands)).toEqual(mine(deals[0] ?? []));
    expect(deals[1]).toEqual(deals[0]);
    expect(deals[3]).toEqual(deals[2]);
    expect(deals[2]).not.toEqual(deals[1]);
    expect(deals[4]).not.toEqual(deals[3]);
  });
});
