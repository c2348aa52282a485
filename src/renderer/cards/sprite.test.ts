import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Bitmap, CLEAR } from '../bitmap';
import { VGA } from '../palette';
import { mirror, rotate180, rotate90, sprite } from './sprite';

const randomBitmap = fc
  .record({ w: fc.integer({ min: 1, max: 9 }), h: fc.integer({ min: 1, max: 9 }), seed: fc.array(fc.constantFrom(CLEAR, VGA.red, VGA.blue), { minLength: 81, maxLength: 81 }) })
  .map(({ w, h, seed }) => {
    const b = new Bitmap(w, h);
    for (let i = 0; i < w * h; i++) b.data[i] = seed[i] ?? CLEAR;
    return b;
  });

describe('sprite', () => {
  it('reads rows of characters through a legend, dots clear', () => {
    const b = sprite(['r.', '.b', 'rb'], { r: VGA.red, b: VGA.blue });
    expect([b.width, b.height]).toEqual([2, 3]);
    expect(Array.from(b.data)).toEqual([VGA.red, CLEAR, CLEAR, VGA.blue, VGA.red, VGA.blue]);
  });

  it('refuses a character the legend lacks', () => {
    expect(() => sprite(['rx'], { r: VGA.red })).toThrow(/'x'/);
  });

  it('turns a half circle: corners swap', () => {
    const b = sprite(['r..', '..b'], { r: VGA.red, b: VGA.blue });
    const t = rotate180(b);
    expect(t.get(2, 1)).toBe(VGA.red);
    expect(t.get(0, 0)).toBe(VGA.blue);
  });

  it('turns a quarter clockwise: the top-left corner goes to the top-right', () => {
    const b = sprite(['r..', '..b'], { r: VGA.red, b: VGA.blue });
    const t = rotate90(b);
    expect([t.width, t.height]).toEqual([2, 3]);
    expect(t.get(1, 0)).toBe(VGA.red);
    expect(t.get(0, 2)).toBe(VGA.blue);
  });

  it('turning a quarter twice is turning half', () => {
    fc.assert(
      fc.property(randomBitmap, (b) => {
        expect(rotate90(rotate90(b)).data).toEqual(rotate180(b).data);
      }),
    );
  });

  it('turning or mirroring twice gives the original back', () => {
    fc.assert(
      fc.property(randomBitmap, (b) => {
        expect(rotate180(rotate180(b)).data).toEqual(b.data);
        expect(mirror(mirror(b)).data).toEqual(b.data);
        expect(mirror(b).get(0, 0)).toBe(b.get(b.width - 1, 0));
      }),
    );
  });
});
