import { describe, expect, it } from 'vitest';
import { CLEAR } from '../bitmap';
import { VGA } from '../palette';
import { SUITS } from '../../engine/cards';
import { mirror } from './sprite';
import { suitShape } from './shapes';

describe('large suit shapes', () => {
  it.each(SUITS)('%s is left-right symmetric, solid and touches its box', (suit) => {
    const shape = suitShape(suit, 27, 31, VGA.black);
    expect(mirror(shape).data).toEqual(shape.data);
    const ink = shape.data.filter((c) => c !== CLEAR).length;
    expect(ink / shape.data.length).toBeGreaterThan(0.4);
    expect(ink / shape.data.length).toBeLessThan(0.8);
    const rows = Array.from({ length: shape.height }, (_, y) => Array.from({ length: shape.width }, (_, x) => shape.get(x, y)).some((c) => c !== CLEAR));
    expect(rows[0]).toBe(true);
    expect(rows.at(-1)).toBe(true);
  });

  it('tells the suits apart', () => {
    const keys = SUITS.map((s) => suitShape(s, 27, 31, VGA.black).data.join());
    expect(new Set(keys).size).toBe(4);
  });

  it('points a heart down and a spade up', () => {
    const width = (b: ReturnType<typeof suitShape>, y: number): number => Array.from({ length: b.width }, (_, x) => b.get(x, y)).filter((c) => c !== CLEAR).length;
    const heart = suitShape('H', 27, 31, VGA.red);
    const spade = suitShape('S', 27, 31, VGA.black);
    expect(width(heart, 3)).toBeGreaterThan(width(heart, 27));
    expect(width(spade, 3)).toBeLessThan(width(spade, 20));
  });
});
