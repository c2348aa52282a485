import { describe, expect, it } from 'vitest';
import { CLEAR } from '../bitmap';
import { VGA } from '../palette';
import { CARD_HEIGHT, CARD_WIDTH, outlinePath } from './frame';
import { paintSlot } from './slot';

describe('empty slot', () => {
  it('is a dashed card outline with the table showing through', () => {
    const slot = paintSlot();
    expect([slot.width, slot.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const onPath = new Set(outlinePath().map(([x, y]) => y * CARD_WIDTH + x));
    let inked = 0;
    slot.data.forEach((c, i) => {
      if (c === CLEAR) return;
      expect(onPath.has(i)).toBe(true);
      expect(c).toBe(VGA.black);
      inked++;
    });
    expect(inked / onPath.size).toBeGreaterThan(0.4);
    expect(inked / onPath.size).toBeLessThan(0.6);
  });

  it('takes the colour it is given', () => {
    expect(paintSlot(VGA.lime).colours()).toEqual(new Set([VGA.lime]));
  });
});
