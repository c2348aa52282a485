import { describe, expect, it } from 'vitest';
import { CLEAR } from '../bitmap';
import type { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { FULL_DECK, isRed, rankOf, suitOf } from '../../engine/cards';
import type { Card } from '../../engine/cards';
import { CARD_HEIGHT, CARD_WIDTH, isCornerPixel, outlinePath } from './frame';
import { paintFace } from './face';
import { BACKS, paintBack } from './backs';
import { rotate180 } from './sprite';

const VGA_COLOURS = new Set<number>(Object.values(VGA));
const faces = new Map<Card, Bitmap>(FULL_DECK.map((c) => [c, paintFace(c)]));
const backs = BACKS.map((_, i) => paintBack(i));

function face(card: Card): Bitmap {
  const b = faces.get(card);
  if (!b) throw new Error(card);
  return b;
}

/** Four-way flood over non-black pixels from the top-left corner. */
function reachableFromOutside(b: Bitmap): Set<number> {
  const seen = new Set<number>();
  const stack = [0];
  while (stack.length) {
    const i = stack.pop() ?? 0;
    if (seen.has(i)) continue;
    const x = i % b.width;
    const y = Math.floor(i / b.width);
    if (b.get(x, y) === VGA.black) continue;
    seen.add(i);
    if (x > 0) stack.push(i - 1);
    if (x < b.width - 1) stack.push(i + 1);
    if (y > 0) stack.push(i - b.width);
    if (y < b.height - 1) stack.push(i + b.width);
  }
  return seen;
}

function expectCardShape(b: Bitmap): void {
  expect([b.width, b.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  for (let y = 0; y < CARD_HEIGHT; y++) {
    for (let x = 0; x < CARD_WIDTH; x++) if (isCornerPixel(x, y)) expect(b.get(x, y)).toBe(CLEAR);
  }
  for (const [x, y] of outlinePath()) expect(b.get(x, y)).toBe(VGA.black);
  // A closed outline keeps the outside from leaking into the card.
  const outside = reachableFromOutside(b);
  expect(outside.has(48 * CARD_WIDTH + 35)).toBe(false);
  expect(outside.size).toBeLessThanOrEqual(12);
  for (const c of b.colours()) expect(VGA_COLOURS.has(c)).toBe(true);
}

const key = (b: Bitmap): string => b.data.join();

/** Groups of touching (8-way) pixels of `colour` in columns `x0..x1`, inside the outline. */
function blobs(b: Bitmap, colour: number, x0: number, x1: number): number {
  const seen = new Set<number>();
  let count = 0;
  for (let y = 1; y < b.height - 1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (b.get(x, y) !== colour || seen.has(y * b.width + x)) continue;
      count++;
      const stack: [number, number][] = [[x, y]];
      while (stack.length) {
        const [px, py] = stack.pop() ?? [0, 0];
        if (px < x0 || px > x1 || py < 1 || py > b.height - 2 || b.get(px, py) !== colour || seen.has(py * b.width + px)) continue;
        seen.add(py * b.width + px);
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) stack.push([px + dx, py + dy]);
      }
    }
  }
  return count;
}

describe('card faces', () => {
  it.each(FULL_DECK)('%s is a rounded, outlined card in VGA colours', (card) => {
    expectCardShape(face(card));
  });

  it('are all different', () => {
    expect(new Set(FULL_DECK.map((c) => key(face(c)))).size).toBe(52);
  });

  it('print red suits in red and black suits without any red', () => {
    for (const card of FULL_DECK) {
      expect(face(card).colours().has(VGA.red)).toBe(isRed(suitOf(card)));
    }
  });

  it('repeat the index upside down in the opposite corner', () => {
    for (const card of FULL_DECK) {
      const b = face(card);
      const ink = isRed(suitOf(card)) ? VGA.red : VGA.black;
      let inked = 0;
      for (let y = 3; y < 23; y++) {
        for (let x = 2; x < 12; x++) {
          expect(b.get(CARD_WIDTH - 1 - x, CARD_HEIGHT - 1 - y)).toBe(b.get(x, y));
          if (b.get(x, y) === ink) inked++;
        }
      }
      expect(inked).toBeGreaterThan(20);
    }
  });

  it('show as many pips as the rank says, and one on a plain ace', () => {
    for (const card of FULL_DECK) {
      const rank = rankOf(card);
      const count = '23456789'.includes(rank) ? Number(rank) : rank === 'T' ? 10 : rank === 'A' && card !== 'AS' ? 1 : null;
      if (count === null) continue;
      expect(blobs(face(card), isRed(suitOf(card)) ? VGA.red : VGA.black, 13, 57), card).toBe(count);
    }
  });

  it('look the same either way up when the layout allows it', () => {
    for (const card of FULL_DECK) {
      // The 6 and 8 keep their middle row upright, so only these are symmetric.
      if (!'24TJQK'.includes(rankOf(card))) continue;
      expect(key(rotate180(face(card))), card).toBe(key(face(card)));
    }
  });

  it('give every court card its own figure', () => {
    const courts = FULL_DECK.filter((c) => 'JQK'.includes(rankOf(c)));
    const heads = courts.map((c) => {
      const b = face(c);
      const out: number[] = [];
      for (let y = 9; y < 31; y++) for (let x = 24; x < 47; x++) out.push(b.get(x, y));
      return out.join();
    });
    expect(new Set(heads).size).toBe(12);
    for (const c of courts) expect(face(c).colours().size).toBeGreaterThanOrEqual(5);
  });

  it('print number cards in the suit colour only', () => {
    for (const c of FULL_DECK.filter((c) => '23456789T'.includes(rankOf(c)))) {
      expect(face(c).colours()).toEqual(new Set([VGA.white, VGA.black, isRed(suitOf(c)) ? VGA.red : VGA.black]));
    }
  });
});

describe('card backs', () => {
  it('offer at least ten named designs', () => {
    expect(BACKS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(BACKS.map((b) => b.id)).size).toBe(BACKS.length);
    expect(new Set(BACKS.map((b) => b.name)).size).toBe(BACKS.length);
    for (const b of BACKS) expect(b.name.length).toBeGreaterThan(2);
  });

  it.each(BACKS.map((b, i) => [b.name, i] as const))('%s is a rounded, outlined card in VGA colours', (_, i) => {
    const back = backs[i];
    if (!back) throw new Error('missing back');
    expectCardShape(back);
    expect(back.colours().size).toBeGreaterThanOrEqual(3);
  });

  it('are all different', () => {
    expect(new Set(backs.map(key)).size).toBe(backs.length);
  });

  it('refuse a design that does not exist', () => {
    expect(() => paintBack(-1)).toThrow(RangeError);
    expect(() => paintBack(BACKS.length)).toThrow(RangeError);
  });
});
