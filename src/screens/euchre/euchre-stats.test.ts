import { describe, expect, it } from 'vitest';
import type { EuchreEvent } from '../../engine/euchre';
import { NO_EUCHRE_STATS, addGame, addHand, statsLines, winningMargin } from './euchre-stats';

type HandEvent = Extract<EuchreEvent, { type: 'hand' }>;
const hand = (over: Partial<HandEvent>): HandEvent => ({
  type: 'hand',
  handNumber: 1,
  maker: 0,
  makers: 0,
  alone: false,
  tricks: 3,
  euchred: false,
  march: false,
  points: [1, 0],
  scores: [1, 0],
  ...over,
});

describe("a Euchre player's statistics", () => {
  it('counts a hand made by either partner, and a loner only when the player went alone and made it', () => {
    let stats = addHand(NO_EUCHRE_STATS, hand({ maker: 2 }));
    expect(stats).toMatchObject({ hands: 1, made: 1, loners: 0 });
    stats = addHand(stats, hand({ maker: 0, alone: true, tricks: 5, march: true, points: [4, 0] }));
    expect(stats).toMatchObject({ hands: 2, made: 2, marches: 1, loners: 1 });
    stats = addHand(stats, hand({ maker: 2, alone: true, tricks: 3 }));
    expect(stats.loners).toBe(1);
  });

  it('tells a euchre suffered from one inflicted', () => {
    const suffered = addHand(NO_EUCHRE_STATS, hand({ maker: 2, tricks: 2, euchred: true, points: [0, 2] }));
    expect(suffered).toMatchObject({ made: 0, euchresSuffered: 1, euchresInflicted: 0 });
    const inflicted = addHand(NO_EUCHRE_STATS, hand({ maker: 1, makers: 1, tricks: 1, euchred: true, points: [2, 0] }));
    expect(inflicted).toMatchObject({ made: 0, euchresSuffered: 0, euchresInflicted: 1 });
    const theirs = addHand(NO_EUCHRE_STATS, hand({ maker: 3, makers: 1, tricks: 5, march: true, points: [0, 2] }));
    expect(theirs).toMatchObject({ made: 0, marches: 0, euchresInflicted: 0 });
  });

  it('lists games won and lost', () => {
    const stats = addGame(addGame(addGame(NO_EUCHRE_STATS, true), false), false);
    const lines = statsLines('Ann', stats);
    expect(lines).toContain('Games won: 1 of 3 (33%)');
    expect(lines).toContain('Games lost: 2');
  });

  it("enters a won game's margin in the Hall of Fame, and nothing for a loss", () => {
    expect(winningMargin('Ann', [10, 4, 10, 4], [0, 2], 9)).toEqual({ name: 'Ann', score: 6, detail: '10 to 4, 9 hands' });
    expect(winningMargin('Ann', [7, 11, 7, 11], [1, 3], 9)).toBeNull();
  });
});
