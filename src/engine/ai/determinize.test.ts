import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, nextFloat, nextInt } from '../rng';
import { type DealProblem, createDealer } from './determinize';

/** A random problem that has at least one solution: a hidden true deal, then loosened constraints. */
const solvable = fc
  .record({
    seats: fc.integer({ min: 1, max: 5 }),
    cards: fc.integer({ min: 0, max: 40 }),
    seed: fc.integer(),
    looseness: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ seats, cards, seed, looseness }) => {
    const rng = createRng(seed);
    const truth = Array.from({ length: cards }, () => nextInt(rng, seats));
    const counts = Array.from({ length: seats }, (_, s) => truth.filter((t) => t === s).length);
    const allowed = truth.map((t) => {
      let mask = 1 << t;
      for (let s = 0; s < seats; s++) if (nextFloat(rng) < looseness) mask |= 1 << s;
      return mask;
    });
    const problem: DealProblem = { cards: truth.map((_, i) => 100 + i), allowed, counts };
    return { problem, seed };
  });

function check(problem: DealProblem, seats: Int32Array): void {
  const got = problem.counts.map(() => 0);
  problem.cards.forEach((_, i) => {
    const seat = seats[i] ?? -1;
    expect(((problem.allowed[i] ?? 0) >> seat) & 1).toBe(1);
    got[seat] = (got[seat] ?? 0) + 1;
  });
  expect(got).toEqual(problem.counts);
}

describe('createDealer', () => {
  it('deals every solvable problem within the allowed seats and the counts', () => {
    fc.assert(
      fc.property(solvable, ({ problem, seed }) => {
        const dealer = createDealer(problem);
        expect(dealer.feasible).toBe(true);
        const out = new Int32Array(problem.cards.length);
        const rng = createRng(seed);
        for (let k = 0; k < 5; k++) {
          expect(dealer.sample(rng, out)).toBe(true);
          check(problem, out);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never fails on tight problems, where random deals almost always do', () => {
    // Three seats; each card fits exactly one seat but for a few: random deals
    // run into dead ends, the guided deal does not.
    const cards = Array.from({ length: 30 }, (_, i) => i);
    const allowed = cards.map((i) => (i % 10 === 0 ? 0b111 : 1 << i % 3));
    const counts = [0, 1, 2].map((s) => allowed.filter((m) => m === 1 << s).length + 1);
    const problem = { cards, allowed, counts };
    const dealer = createDealer(problem, 0);
    const out = new Int32Array(cards.length);
    const rng = createRng(3);
    for (let k = 0; k < 200; k++) {
      expect(dealer.sample(rng, out)).toBe(true);
      check(problem, out);
    }
  });

  it('reports a problem without a solution', () => {
    // Two cards that only seat 0 may hold, but seat 0 holds one card.
    const problem = { cards: [1, 2, 3], allowed: [0b01, 0b01, 0b11], counts: [1, 2] };
    const dealer = createDealer(problem);
    expect(dealer.feasible).toBe(false);
    expect(dealer.sample(createRng(1), new Int32Array(3))).toBe(false);
    expect(createDealer({ cards: [1], allowed: [0b1], counts: [2] }).feasible).toBe(false);
  });

  it('deals an unconstrained problem evenly', () => {
    const cards = Array.from({ length: 12 }, (_, i) => i);
    const problem = { cards, allowed: cards.map(() => 0b111), counts: [4, 4, 4] };
    const dealer = createDealer(problem);
    const out = new Int32Array(12);
    const rng = createRng(9);
    const tally = [0, 0, 0];
    for (let k = 0; k < 3000; k++) {
      dealer.sample(rng, out);
      const seat = out[0] ?? 0;
      tally[seat] = (tally[seat] ?? 0) + 1;
    }
    for (const n of tally) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });

  it('gives the same deals from the same seed', () => {
    const cards = Array.from({ length: 20 }, (_, i) => i);
    const problem = { cards, allowed: cards.map((i) => (i < 5 ? 0b011 : 0b111)), counts: [7, 7, 6] };
    const a = new Int32Array(20);
    const b = new Int32Array(20);
    createDealer(problem).sample(createRng(5), a);
    createDealer(problem).sample(createRng(5), b);
    expect([...a]).toEqual([...b]);
  });
});
