import { describe, expect, it } from 'vitest';
import { Seating } from './seating';

describe('Seating', () => {
  it('seats persons at the lowest empty seat, the first as host, and refuses a fifth', () => {
    const seating = new Seating(4);
    expect(seating.sit('ANNE', 'a')).toBe(0);
    expect(seating.fill(1, 'expert')).toBeNull();
    expect(seating.sit('BOB', 'b')).toBe(2);
    expect(seating.sit('CARL', 'c')).toBe(3);
    expect(seating.sit('DORA', 'd')).toBeNull();
    expect(seating.host).toBe(0);
    expect(seating.taken).toBe(4);
    expect(seating.seatOf('b')).toBe(2);
    expect(seating.seatOf('d')).toBeNull();
  });

  it('seats a person at the seat wanted when it is empty, and moves a person to an empty seat with the host\'s role', () => {
    const seating = new Seating(4);
    expect(seating.sit('ANNE', 'a', 2)).toBe(2);
    expect(seating.sit('BOB', 'b', 2)).toBe(0);
    expect(seating.sit('CARL', 'c', 1)).toBe(1);
    expect(seating.host).toBe(2);
    expect(seating.move('a', 3)).toBeNull();
    expect(seating.seatOf('a')).toBe(3);
    expect(seating.host).toBe(3);
    expect(seating.info()[2]?.kind).toBe('empty');
    expect(seating.move('b', 1)).toBe('CARL sits there.');
    expect(seating.move('b', 7)).toBe('There is no such seat.');
    expect(seating.move('z', 2)).toBe('You are watching; only the players sit.');
    seating.fill(2, 'novice');
    expect(seating.move('b', 2)).toBe('A computer sits there.');
    expect(seating.seatOf('b')).toBe(0);
  });

  it('seats and removes computers, but never over a person', () => {
    const seating = new Seating(4);
    seating.sit('ANNE', 'a');
    expect(seating.fill(0, 'novice')).toBe('ANNE sits there.');
    expect(seating.fill(1, 'novice')).toBeNull();
    expect(seating.fill(2, 'expert')).toBeNull();
    expect(seating.info().map((seat) => seat.name)).toEqual(['ANNE', 'Computer 1', 'Computer 2', '']);
    // Changing a computer's level keeps its name.
    expect(seating.fill(1, 'expert')).toBeNull();
    expect(seating.info()[1]).toEqual({ kind: 'computer', name: 'Computer 1', level: 'expert', away: false });
    expect(seating.fill(1, null)).toBeNull();
    expect(seating.info()[1]?.kind).toBe('empty');
    expect(seating.taken).toBe(2);
  });

  it('passes the host to the next person round the table when the host leaves', () => {
    const seating = new Seating(4);
    seating.sit('ANNE', 'a');
    seating.sit('BOB', 'b');
    seating.fill(2, 'novice');
    seating.sit('CARL', 'c');
    seating.vacate(0);
    expect(seating.host).toBe(1);
    seating.vacate(1);
    expect(seating.host).toBe(3);
    // Someone sitting at an empty table becomes its host.
    seating.vacate(3);
    expect(seating.sit('DORA', 'd')).toBe(0);
    expect(seating.host).toBe(0);
  });

  it('closes the gaps at Play, keeping the order and the host', () => {
    const seating = new Seating(4);
    seating.fill(0, 'novice');
    seating.sit('ANNE', 'a');
    seating.sit('BOB', 'b');
    seating.vacate(1);
    seating.sit('CARL', 'c');
    seating.vacate(1);
    // Computer 1 at 0, BOB at 2, nobody else: BOB hosts.
    expect(seating.host).toBe(2);
    seating.compact();
    expect(seating.info().map((seat) => seat.name)).toEqual(['Computer 1', 'BOB']);
    expect(seating.host).toBe(1);
    expect(seating.seatOf('b')).toBe(1);
  });

  it('lets a computer play on under the person’s name, passing the host on, and marks seats away and released', () => {
    const seating = new Seating(4);
    seating.sit('ANNE', 'a');
    seating.sit('BOB', 'b');
    seating.setAway(1, true);
    expect(seating.info()[1]?.away).toBe(true);
    seating.takeOver(1, 'intermediate');
    expect(seating.info()[1]).toEqual({ kind: 'computer', name: 'BOB', level: 'intermediate', away: false });
    expect(seating.seatOf('b')).toBeNull();
    expect(seating.host).toBe(0);
    seating.sit('CARL', 'c');
    seating.takeOver(0, 'novice');
    expect(seating.host).toBe(2);
    seating.release(2);
    expect(seating.info()[2]).toEqual({ kind: 'person', name: 'CARL', level: null, away: false });
    expect(seating.seatOf('c')).toBeNull();
  });
});
