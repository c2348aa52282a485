import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { patience } from '../../engine/patience';
import { LEVELS, PatienceSettingsSchema, STANDARD_SETTINGS, nextLevel } from './patience-settings';
import { NEW_SERIES, NO_PATIENCE_STATS, PatienceStatsSchema, addGame, addToSeries } from './patience-stats';
import { SavedPatienceSchema } from './saved-patience';

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

  it('step the level round, both ways, and keep the settings valid', () => {
    expect(LEVELS.map((l) => nextLevel(l))).toEqual(['intermediate', 'expert', 'novice']);
    expect(nextLevel('novice', -1)).toBe('expert');
    expect(v.is(PatienceSettingsSchema, STANDARD_SETTINGS)).toBe(true);
    expect(v.is(PatienceSettingsSchema, { level: 'master', tape: true })).toBe(false);
  });
});

describe('the saved game', () => {
  const state = patience.apply(patience.setup({ seed: 4 }), { type: 'twist' }).state;
  const saved = { state, player: 'ANN', level: 'expert', series: { games: 2, totals: [10, 3] }, moves: 7, seed: 99 };

  it('is read back when every card is in one place', () => {
    expect(v.safeParse(SavedPatienceSchema, JSON.parse(JSON.stringify(saved))).success).toBe(true);
    expect(v.safeParse(SavedPatienceSchema, { ...saved, series: null, player: null }).success).toBe(true);
  });

  it('is set aside when a card is missing or doubled, or the record is not one', () => {
    const lost = structuredClone(saved);
    lost.state.stock[0]?.pop();
    expect(v.safeParse(SavedPatienceSchema, lost).success).toBe(false);
    const doubled = structuredClone(saved);
    doubled.state.stock[0]?.push(doubled.state.stock[1]?.[0] ?? 'AS');
    doubled.state.stock[1]?.shift();
    doubled.state.stock[1]?.push('AC');
    expect(v.safeParse(SavedPatienceSchema, doubled).success).toBe(false);
    expect(v.safeParse(SavedPatienceSchema, { ...saved, level: 'master' }).success).toBe(false);
    expect(v.safeParse(SavedPatienceSchema, 'nonsense').success).toBe(false);
  });
});
