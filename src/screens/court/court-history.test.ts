import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type CourtGameRecord,
  CourtHistorySchema,
  LegendsSchema,
  NO_HISTORY,
  NO_LEGENDS,
  addGame,
  addLegend,
  figures,
  winBars,
} from './court-history';

const game = (change: Partial<CourtGameRecord> = {}): CourtGameRecord => ({
  level: 'expert',
  scores: [62, -4],
  result: 'win',
  rounds: 3,
  bonusPoints: 12,
  mustFollowSuit: true,
  ...change,
});

describe('the History of Affairs of the Court', () => {
  it('adds each game to its level and works out the averages', () => {
    let history = addGame(NO_HISTORY, game());
    history = addGame(history, game({ scores: [-8, 30], result: 'loss', rounds: 4, bonusPoints: 0 }));
    history = addGame(history, game({ scores: [-2, -5], result: 'draw', rounds: 2, bonusPoints: 3 }));
    expect(history.novice).toEqual(NO_HISTORY.novice);
    expect(figures(history.expert)).toEqual({
      games: 3,
      wins: 1,
      losses: 1,
      draws: 1,
      winningPercentage: 33.3,
      totalPoints: 52,
      averageScore: 17.3,
      totalDifference: 66 - 38 + 3,
      averageSpread: 10.3,
      totalRounds: 9,
      averageRounds: 3,
      totalBonusPoints: 15,
      bonusPointAverage: 5,
    });
    expect(v.is(CourtHistorySchema, history)).toBe(true);
  });

  it('adds no spread for a game given up while ahead: a forfeit is a loss, and a loss never pays', () => {
    const forfeit = addGame(NO_HISTORY, game({ scores: [80, 20], result: 'loss' }));
    expect(forfeit.expert.difference).toBe(0);
    expect(forfeit.expert.losses).toBe(1);
    const behind = addGame(NO_HISTORY, game({ scores: [10, 30], result: 'loss' }));
    expect(behind.expert.difference).toBe(-20);
  });

  it('keeps games played without Must Follow Suit out of the figures', () => {
    expect(addGame(NO_HISTORY, game({ mustFollowSuit: false }))).toBe(NO_HISTORY);
    expect(addLegend(NO_LEGENDS, 'ANN', game({ mustFollowSuit: false }), '2026-11-23T10:00:00.000Z')).toBe(NO_LEGENDS);
  });

  it('shows nothing but zeros before the first game', () => {
    expect(figures(NO_HISTORY.novice)).toMatchObject({ games: 0, winningPercentage: 0, averageScore: 0, averageRounds: 0 });
  });

  it('remembers the widest winning spreads per level, five at most, the first to reach a spread first', () => {
    let legends = NO_LEGENDS;
    const spreads = [10, 40, 25, 40, 5, 60, 1];
    spreads.forEach((spread, i) => {
      legends = addLegend(legends, `P${i}`, game({ scores: [spread, 0] }), `2026-11-2${i}T10:00:00.000Z`);
    });
    expect(legends.expert.map((l) => [l.name, l.spread])).toEqual([
      ['P5', 60],
      ['P1', 40],
      ['P3', 40],
      ['P2', 25],
      ['P0', 10],
    ]);
    expect(legends.novice).toEqual([]);
    expect(addLegend(legends, 'X', game({ result: 'loss', scores: [-3, 50] }), '2026-11-23T10:00:00.000Z')).toBe(legends);
    expect(v.is(LegendsSchema, legends)).toBe(true);
  });

  it('draws the chart bars in whole pixels of the winning share', () => {
    const history = addGame(addGame(NO_HISTORY, game()), game({ result: 'loss', scores: [-1, 9] }));
    expect(winBars(history, 101)).toEqual({ novice: 0, intermediate: 0, expert: 51 });
  });
});
