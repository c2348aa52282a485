import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../table/layout';
import { handSpot, handStrip, nameSpot, potSpot, sideOf } from './table-layout';

const SIZE = { width: 630, height: 380 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const hand = (seat: number, players: number): Box => {
  const first = handSpot(SIZE, seat, players, 0);
  const last = handSpot(SIZE, seat, players, 2);
  return { x: first.x, y: first.y - 14, width: last.x + CARD_W - first.x, height: CARD_H + 14 };
};
const pot = (): Box => {
  const first = potSpot(SIZE, 0);
  return { x: first.x, y: first.y, width: potSpot(SIZE, 2).x + CARD_W - first.x, height: CARD_H };
};

describe('the Thirty-One table', () => {
  it('seats two face to face, three at the bottom, left and right, four all round, clockwise from the bottom', () => {
    expect([0, 1].map((s) => sideOf(s, 2))).toEqual(['bottom', 'top']);
    expect([0, 1, 2].map((s) => sideOf(s, 3))).toEqual(['bottom', 'left', 'right']);
    expect([0, 1, 2, 3].map((s) => sideOf(s, 4))).toEqual(['bottom', 'left', 'top', 'right']);
  });

  it.each([2, 3, 4])('with %i players no hand, name or pot card overlaps another, and all lie on the felt', (players) => {
    const boxes = [...Array.from({ length: players }, (_, seat) => hand(seat, players)), pot()];
    for (const [i, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(SIZE.width);
      expect(a.y + a.height).toBeLessThanOrEqual(SIZE.height);
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
    for (let seat = 0; seat < players; seat++) expect(nameSpot(SIZE, seat, players).y).toBeGreaterThanOrEqual(0);
  });

  it("a hand's cards are hit by the strip that shows, the last card whole", () => {
    const [first, second, last] = [0, 1, 2].map((slot) => handStrip(SIZE, 0, 3, slot, 3));
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBe(second?.x);
    expect(last?.width).toBe(CARD_W);
  });
});
