import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { place, stretchHelps, toNative } from './scaler';

const SHELL = { width: 640, height: 480 };
const SPECTRUM = { width: 320, height: 240 };

describe('place', () => {
  it.each([
    [1024, 768, 1],
    [1280, 1024, 2],
    [1920, 1080, 2],
    [2560, 1440, 3],
    [3840, 2160, 4],
  ])('shows 640x480 in a %ix%i window at x%i, centred', (w, h, scale) => {
    const p = place(SHELL, w, h, 1, 'integer');
    expect(p.scale).toBe(scale);
    expect(p.width).toBe(640 * scale);
    expect(p.height).toBe(480 * scale);
    expect(p.left).toBe(Math.floor((w - 640 * scale) / 2));
    expect(p.top).toBe(Math.floor((h - 480 * scale) / 2));
  });

  it('counts device pixels on high-density screens', () => {
    // 1280x720 CSS pixels at 2x is 2560x1440 device pixels: x3, drawn 960x720 CSS.
    const p = place(SHELL, 1280, 720, 2, 'integer');
    expect(p.scale).toBe(3);
    expect(p.width).toBe(960);
    expect(p.height).toBe(720);
  });

  it('fills the height in fit mode', () => {
    const p = place(SHELL, 1920, 1080, 1, 'fit');
    expect(p.scale).toBeCloseTo(2.25);
    expect(p.height).toBe(1080);
    expect(p.width).toBe(1440);
  });

  it('shrinks rather than crops in a window smaller than the frame', () => {
    const p = place(SHELL, 320, 240, 1, 'integer');
    expect(p.scale).toBe(0.5);
    expect(p.width).toBe(320);
  });

  it('never overflows a small window by a rounding error (331x248 once gave 248.00000000000003)', () => {
    const p = place(SHELL, 331, 248, 1, 'integer');
    expect(p.height).toBeLessThanOrEqual(248);
    expect(p.width).toBeLessThanOrEqual(331);
  });

  it('always fits inside the window and uses whole factors when it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), fc.integer({ min: 200, max: 3000 }), fc.constantFrom(1, 1.25, 1.5, 2), fc.constantFrom<'integer' | 'fit'>('integer', 'fit'), (w, h, dpr, mode) => {
        for (const native of [SHELL, SPECTRUM]) {
          const p = place(native, w, h, dpr, mode);
          expect(p.width).toBeLessThanOrEqual(w);
          expect(p.height).toBeLessThanOrEqual(h);
          if (mode === 'integer' && w * dpr >= native.width && h * dpr >= native.height) expect(Number.isInteger(p.scale)).toBe(true);
          expect(p.left).toBeGreaterThanOrEqual(0);
          expect(p.top).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('stretchHelps', () => {
  const NATIVE = { width: 640, height: 480 };
  it('offers stretching when whole steps give 1x but the window is much bigger', () => {
    expect(stretchHelps(NATIVE, 1024, 768, 1)).toBe(true);
    expect(stretchHelps(NATIVE, 1200, 900, 1)).toBe(true);
  });
  it('not when 2x fits, when the window barely exceeds the frame, or when it is smaller than the frame', () => {
    expect(stretchHelps(NATIVE, 1280, 960, 1)).toBe(false);
    expect(stretchHelps(NATIVE, 700, 520, 1)).toBe(false);
    expect(stretchHelps(NATIVE, 600, 400, 1)).toBe(false);
    // A high-density screen has device pixels enough for 2x.
    expect(stretchHelps(NATIVE, 1024, 768, 2)).toBe(false);
  });
});

describe('toNative', () => {
  it('maps the centre of every native pixel back to that pixel at any scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 640, max: 4000 }),
        fc.integer({ min: 480, max: 3000 }),
        fc.integer({ min: 0, max: 639 }),
        fc.integer({ min: 0, max: 479 }),
        fc.constantFrom<'integer' | 'fit'>('integer', 'fit'),
        (w, h, x, y, mode) => {
          const p = place(SHELL, w, h, 1, mode);
          const cx = p.left + ((x + 0.5) * p.width) / 640;
          const cy = p.top + ((y + 0.5) * p.height) / 480;
          expect(toNative(p, SHELL, cx, cy)).toEqual({ x, y });
        },
      ),
    );
  });

  it('is null outside the frame', () => {
    const p = place(SHELL, 1920, 1080, 1, 'integer');
    expect(toNative(p, SHELL, p.left - 1, p.top + 10)).toBeNull();
    expect(toNative(p, SHELL, p.left + 10, p.top + p.height + 1)).toBeNull();
  });
});
