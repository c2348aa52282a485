import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HeartsStatsSchema, NO_HEARTS_STATS, addGame, addHand, averagePoints, statsLines, winningMargin } from './hearts-stats';

describe('Hearts statistics', () => {
  it('add up hands: points, moons and queens', () => {
    let stats = addHand(NO_HEARTS_STATS, { points: 13, shotMoon: false, tookQueen: true });
    stats = addHand(stats, { points: -26, shotMoon: true, tookQueen: false });
    stats = addHand(stats, { points: 4, shotMoon: false, tookQueen: false });
    expect(stats).toEqual({ games: 0, wins: 0, hands: 3, points: -9, moons: 1, queens: 1 });
    expect(averagePoints(stats)).toBe(-3);
    expect(v.is(HeartsStatsSchema, stats)).toBe(true);
  });

  it('count games, wins and losses (an abandoned game is a loss)', () => {
    const stats = addGame(addGame(addGame(NO_HEARTS_STATS, true), false), false);
    expect(stats).toMatchObject({ games: 3, wins: 1 });
    expect(statsLines('ANN', stats)).toContain('Games won: 1 (33%)');
  });

  it('have no average before the first hand', () => {
    expect(averagePoints(NO_HEARTS_STATS)).toBeNull();
    expect(statsLines('ANN', NO_HEARTS_STATS)).toContain('Average points per hand: -');
  });

  it('refuse a damaged record', () => {
    expect(v.is(HeartsStatsSchema, { ...NO_HEARTS_STATS, games: -1 })).toBe(false);
    expect(v.is(HeartsStatsSchema, { ...NO_HEARTS_STATS, wins: 1.5 })).toBe(false);
    expect(v.is(HeartsStatsSchema, { ...NO_HEARTS_STATS, extra: 1 })).toBe(false);
  });
});

describe('the winning margin for the hall of fame', () => {
  it('is the gap to the best of the others when the player wins', () => {
    expect(winningMargin('ANN', [40, 55, 101, 70], [0], 9)).toEqual({ name: 'ANN', score: 15, detail: '40 points, 9 hands' });
  });

  it('is 0 for a shared win, and nothing for a loss', () => {
    expect(winningMargin('ANN', [40, 40, 101, 70], [0, 1], 9)?.score).toBe(0);
    expect(winningMargin('ANN', [80, 40, 101, 70], [1], 9)).toBeNull();
  });
});
