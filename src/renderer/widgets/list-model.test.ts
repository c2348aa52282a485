import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ListModel } from './list-model';

describe('ListModel', () => {
  it('scrolls down as the selection passes the last visible row', () => {
    const list = new ListModel(10, 4);
    for (let i = 0; i < 3; i++) list.move(1);
    expect(list.top).toBe(0);
    list.move(1);
    expect(list.selected).toBe(4);
    expect(list.top).toBe(1);
  });

  it('reports the ends as unused moves', () => {
    const list = new ListModel(3, 4);
    expect(list.move(-1)).toBe(false);
    expect(list.move(1)).toBe(true);
    expect(list.move(1)).toBe(true);
    expect(list.move(1)).toBe(false);
    expect(list.selected).toBe(2);
    expect(list.scrolls).toBe(false);
  });

  it('shows an initial selection far down the list', () => {
    const list = new ListModel(20, 5, 17);
    expect(list.top).toBe(13);
    expect(list.itemAtRow(4)).toBe(17);
    expect(list.itemAtRow(5)).toBe(-1);
  });

  it('scrolls with the arrows without moving the selection, within bounds', () => {
    const list = new ListModel(8, 5);
    expect(list.scroll(10)).toBe(true);
    expect(list.top).toBe(3);
    expect(list.selected).toBe(0);
    expect(list.scroll(1)).toBe(false);
    list.scroll(-10);
    expect(list.top).toBe(0);
  });

  it('keeps the selection visible and inside the list for any sequence of moves and selects', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }).map((d) => ({ move: d })), fc.integer({ min: -3, max: 50 }).map((i) => ({ select: i })))),
        (count, rows, ops) => {
          const list = new ListModel(count, rows);
          for (const op of ops) {
            if ('move' in op) list.move(op.move);
            else list.select(op.select);
            expect(list.selected).toBeGreaterThanOrEqual(0);
            expect(list.selected).toBeLessThan(count);
            expect(list.selected).toBeGreaterThanOrEqual(list.top);
            expect(list.selected).toBeLessThan(list.top + rows);
            expect(list.top).toBeLessThanOrEqual(list.maxTop);
          }
        },
      ),
    );
  });

  it('handles an empty list and a shrinking one', () => {
    const list = new ListModel(0, 3);
    expect(list.selected).toBe(-1);
    list.setCount(6);
    list.select(5);
    list.setCount(2);
    expect(list.selected).toBe(1);
    expect(list.top).toBe(0);
  });
});
