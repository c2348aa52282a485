import { describe, expect, it } from 'vitest';
import { Cascade } from './cascade';
import { createRng } from '../engine/rng';

const bounds = { width: 640, height: 480, cardWidth: 71, cardHeight: 96 };

describe('Cascade', () => {
  it('never draws a card below the floor', () => {
    const cascade = new Cascade(createRng(3), bounds);
    for (let i = 0; i < 20_000; i++) {
      const s = cascade.step();
      expect(s.y + bounds.cardHeight).toBeLessThanOrEqual(bounds.height);
    }
  });

  it('sends every one of the 52 cards across, kings first, then starts over', () => {
    const cascade = new Cascade(createRng(9), bounds);
    const seen: string[] = [];
    let steps = 0;
    while (!cascade.cycleEnded && steps < 100_000) {
      const s = cascade.step();
      if (seen[seen.length - 1] !== s.card) seen.push(s.card);
      steps++;
    }
    expect(cascade.cycleEnded).toBe(true);
    expect(seen.slice(0, 4).every((c) => c.startsWith('K'))).toBe(true);
    // The last card's flight begins as the cycle ends.
    expect(new Set(seen).size).toBe(52);
  });

  it('is the same loop for the same seed', () => {
    const a = new Cascade(createRng(5), bounds);
    const b = new Cascade(createRng(5), bounds);
    for (let i = 0; i < 500; i++) expect(a.step()).toEqual(b.step());
  });
});
