import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W, SIDES, backSpot, handIndexAt, handSpot, nameSpot, sideOf, trickSpot } from './layout';

const table = { width: 630, height: 412 };

function overlaps(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

describe('the four-handed table', () => {
  it('seats players clockwise from the bottom, as play goes to the left', () => {
    expect([0, 1, 2, 3, 4].map(sideOf)).toEqual(['bottom', 'left', 'top', 'right', 'bottom']);
  });

  it('keeps every hand, raised or not, and the trick on the felt', () => {
    for (let count = 1; count <= 13; count++) {
      for (let i = 0; i < count; i++) {
        const spot = handSpot(table, i, count, true);
        expect(spot.x).toBeGreaterThanOrEqual(0);
        expect(spot.y).toBeGreaterThanOrEqual(0);
        expect(handSpot(table, i, count).x + CARD_W).toBeLessThanOrEqual(table.width);
        expect(handSpot(table, i, count).y + CARD_H).toBeLessThanOrEqual(table.height);
      }
    }
    for (const side of SIDES) {
      const t = trickSpot(table, side);
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.y + CARD_H).toBeLessThanOrEqual(table.height);
    }
  });

  it('never lets the trick cover a full hand', () => {
    const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
    const trick = SIDES.map((side) => {
      const t = trickSpot(table, side);
      return box(t.x, t.y, CARD_W, CARD_H);
    });
    const hands = [
      ...Array.from({ length: 13 }, (_, i) => handSpot(table, i, 13, true)).map((s) => box(s.x, s.y, CARD_W, CARD_H)),
      ...(['left', 'top', 'right'] as const).flatMap((side) =>
        Array.from({ length: 13 }, (_, i) => backSpot(table, side, i, 13)).map((s) =>
          s.turned ? box(s.x, s.y, CARD_H, CARD_W) : box(s.x, s.y, CARD_W, CARD_H),
        ),
      ),
    ];
    for (const t of trick) for (const h of hands) expect(overlaps(t, h)).toBe(false);
  });

  it('finds the topmost card under the pointer, raised cards included', () => {
    const first = handSpot(table, 0, 13);
    const last = handSpot(table, 12, 13);
    expect(handIndexAt(table, 13, () => false, first.x + 2, first.y + 50)).toBe(0);
    expect(handIndexAt(table, 13, () => false, first.x + 30, first.y + 50)).toBe(1);
    expect(handIndexAt(table, 13, () => false, last.x + 70, last.y + 95)).toBe(12);
    expect(handIndexAt(table, 13, () => false, last.x + 71, last.y + 50)).toBe(-1);
    // A raised card is hit above the others' tops.
    expect(handIndexAt(table, 13, (i) => i === 4, handSpot(table, 4, 13).x + 5, first.y - 10)).toBe(4);
  });

  it('writes names where no card lies', () => {
    for (const side of SIDES) {
      const n = nameSpot(table, side, 13);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.y + 16).toBeLessThanOrEqual(table.height);
    }
  });

  it('writes names beside hands of any size, not only thirteen cards', () => {
    // A five-card hand is narrower: your name stands nearer the middle, the side names lower.
    expect(nameSpot(table, 'bottom', 5).x).toBeGreaterThan(nameSpot(table, 'bottom', 13).x);
    expect(nameSpot(table, 'left', 5).y).toBeGreaterThan(nameSpot(table, 'left', 13).y);
  });
});
