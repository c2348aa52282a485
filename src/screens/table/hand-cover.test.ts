import { describe, expect, it } from 'vitest';
import { HandCover } from './hand-cover';

describe('whose cards lie face up', () => {
  it("with one person at the table, theirs always do, and nobody else's", () => {
    const cover = new HandCover();
    cover.seat(1, 0);
    expect(cover.turn(0)).toBe(true);
    cover.moved();
    expect(cover.open(0)).toBe(true);
    expect(cover.open(1)).toBe(false);
  });

  it("with several, a hand is covered until its owner shows it, and covered again once the move is made", () => {
    const cover = new HandCover();
    cover.seat(2, 0);
    expect(cover.open(0)).toBe(false);
    expect(cover.turn(0)).toBe(false);
    expect(cover.uncover()).toBe(true);
    expect(cover.open(0)).toBe(true);
    expect(cover.uncover()).toBe(false);
    cover.moved();
    expect(cover.open(0)).toBe(false);
    expect(cover.turn(2)).toBe(false);
    expect(cover.open(0)).toBe(false);
    expect(cover.open(2)).toBe(false);
    cover.uncover();
    expect([0, 1, 2].map((seat) => cover.open(seat))).toEqual([false, false, true]);
  });

  it('watching a network game, lays the table out from the bottom seat with no hand face up, its known cards included', () => {
    const cover = new HandCover();
    cover.seat(1, 0);
    cover.watch(0);
    expect(cover.viewer).toBe(0);
    expect([0, 1, 2, 3].map((seat) => cover.open(seat))).toEqual([false, false, false, false]);
    cover.moved();
    expect(cover.open(0)).toBe(false);
  });
});
