import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, nextFloat, nextInt, nextUint32, shuffle } from './rng';

describe('rng', () => {
  it('repeats the same stream for the same seed, and survives JSON', () => {
    const a = createRng(1234);
    const b = createRng(1234);
    const first = Array.from({ length: 5 }, () => nextUint32(a));
    const copy = JSON.parse(JSON.stringify(a));
    expect(Array.from({ length: 5 }, () => nextUint32(b))).toEqual(first);
    expect(nextUint32(copy)).toBe(nextUint32(a));
  });

  it('gives different streams for different seeds', () => {
    expect(nextUint32(createRng(1))).not.toBe(nextUint32(createRng(2)));
  });

  it('keeps floats in [0, 1) and ints in range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = createRng(seed);
        const f = nextFloat(rng);
        const i = nextInt(rng, n);
        return f >= 0 && f < 1 && i >= 0 && i < n && Number.isInteger(i);
      }),
    );
  });

  it('draws each of a few values about equally often', () => {
    const rng = createRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[nextInt(rng, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation without touching the input', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const before = items.slice();
        const out = shuffle(createRng(seed), items);
        expect(items).toEqual(before);
        expect(out.slice().sort((x, y) => x - y)).toEqual(before.slice().sort((x, y) => x - y));
      }),
    );
  });

  it('rejects impossible ranges', () => {
    expect(() => nextInt(createRng(1), 0)).toThrow(RangeError);
    expect(() => nextInt(createRng(1), 2.5)).toThrow(RangeError);
  });
});
