import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openRecords } from '../../store/records';
import type { CourtGameRecord } from './court-history';
import { CourtRecords } from './court-records';

const win: CourtGameRecord = { level: 'expert', scores: [70, -6], result: 'win', rounds: 3, bonusPoints: 9, mustFollowSuit: true };

describe("the Court's records", () => {
  it("keep a named player's History and legends, and put wins and tournament results in the Hall of Fame, in separate tables by level", async () => {
    const factory = new IDBFactory();
    const store = await openRecords({ indexedDB: factory });
    const records = new CourtRecords(store);
    expect(await records.addPlayer('ANN')).toBe('ANN');
    expect(await records.addPlayer('ann')).toBe('ANN');
    await records.load('ANN');
    expect(await records.addGame('ANN', win)).toEqual({ rank: 0, board: 'Winning spreads, expert' });
    expect(await records.addGame('ANN', { ...win, result: 'loss', scores: [-3, 40] })).toBeNull();
    expect(await records.addTournamentResult('BEA', -12, 'novice', 3)).toEqual({ rank: 0, board: 'Tournaments, novice' });
    expect(await records.addTournamentResult('CY', 30, 'novice', 3)).toEqual({ rank: 0, board: 'Tournaments, novice' });
    const again = new CourtRecords(await openRecords({ indexedDB: factory }));
    await again.load('ANN');
    expect(again.history?.expert).toMatchObject({ games: 2, wins: 1, losses: 1, rounds: 6, bonusPoints: 18 });
    expect(again.legends.expert.map((l) => [l.name, l.spread])).toEqual([['ANN', 76]]);
    const row = (h: { name: string; score: number; detail?: string }) => [h.name, h.score, h.detail];
    expect((await store.highScores('court-expert')).map(row)).toEqual([['ANN', 76, '3 rounds, 9 bonus']]);
    expect((await store.highScores('court-tournament-novice')).map(row)).toEqual([
      ['CY', 30, '3 rounds, 3 players'],
      ['BEA', -12, '3 rounds, 3 players'],
    ]);
    // Normal play and tournaments at other levels keep tables of their own.
    expect(await store.highScores('court-novice')).toEqual([]);
    expect(await store.highScores('court-tournament-expert')).toEqual([]);
  });

  it('keep nothing for a guest, nor for a game without Must Follow Suit', async () => {
    const store = await openRecords({ indexedDB: new IDBFactory() });
    const records = new CourtRecords(store);
    await records.addGame(null, win);
    await records.addGame('ANN', { ...win, mustFollowSuit: false });
    await records.load('ANN');
    expect(records.history?.expert.games).toBe(0);
    expect(await store.highScores('court-expert')).toEqual([]);
  });
});
