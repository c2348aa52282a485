import { describe, expect, it } from 'vitest';
import { keepSeat, keptSeat } from './kept-seat';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
}

describe("a tab's network seat", () => {
  it('is kept, read back and forgotten', () => {
    const where = memory();
    expect(keptSeat(where)).toBeNull();
    keepSeat({ token: 'room:abc', address: 'http://127.0.0.1:4173', name: 'ANNE', game: 'hearts' }, where);
    expect(keptSeat(where)).toEqual({ token: 'room:abc', address: 'http://127.0.0.1:4173', name: 'ANNE', game: 'hearts', pad: null, companions: [] });
    keepSeat(null, where);
    expect(keptSeat(where)).toBeNull();
  });

  it("names Thirty-One's table for a seat kept before games were named", () => {
    const where = memory();
    where.setItem('parlour:network-seat', JSON.stringify({ token: 'room:abc', address: 'x', name: 'A' }));
    expect(keptSeat(where)?.game).toBe('thirtyone');
  });

  it("keeps the kiosk's other people at the table, each with their token and pad", () => {
    const where = memory();
    const bob = { token: 'room:b', name: 'BOB', player: 'Bob', pad: 1 };
    keepSeat({ token: 'room:a', address: 'x', name: 'ANNE', game: 'hearts', pad: 0, companions: [bob, { token: 'room:c', name: 'PLAYER 3', player: null, pad: null }] }, where);
    expect(keptSeat(where)?.companions).toEqual([bob, { token: 'room:c', name: 'PLAYER 3', player: null, pad: null }]);
    // A pad no cabinet has is not read back.
    keepSeat({ token: 'room:a', address: 'x', name: 'ANNE', game: 'hearts', companions: [{ ...bob, pad: 9 }] }, where);
    expect(keptSeat(where)).toBeNull();
  });

  it('is forgotten when what is kept cannot be read', () => {
    const where = memory();
    where.setItem('parlour:network-seat', '{not json');
    expect(keptSeat(where)).toBeNull();
    expect(where.items.size).toBe(0);
    where.setItem('parlour:network-seat', JSON.stringify({ token: '', address: 'x', name: 'A' }));
    expect(keptSeat(where)).toBeNull();
  });
});
