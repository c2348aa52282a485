import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NEW_SERIES, NO_PATIENCE_STATS, PatienceStatsSchema, addGame, addToSeries } from './patience-stats';

describe('Chinese Patience figures', () => {
  it('count games won, lost and drawn, points both ways and the best game', () => {
    let stats = addGame(NO_PATIENCE_STATS, { result: 'won', points: [14, 0] });
    stats = addGame(stats, { result: 'lost', points: [0, 9] });
    stats = addGame(stats, { result: 'won', points: [6, 0] });
    stats = addGame(stats, { result: 'drawn', points: [0, 0] });
    expect(stats).toEqual({ won: 2, lost: 1, drawn: 1, pointsFor: 20, pointsAgainst: 9, best: 14 });
    expect(v.is(PatienceStatsSchema, stats)).toBe(true);
    expect(v.is(PatienceStatsSchema, { ...stats, won: -1 })).toBe(false);
  });

  it('keep a series as running totals of both players', () => {
    const series = addToSeries(addToSeries(NEW_SERIES, [12, 0]), [0, 5]);
    expect(series).toEqual({ games: 2, totals: [12, 5] });
  });

});
