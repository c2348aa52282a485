import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openRecords } from '../../store/records';
import type { CourtGameRecord } from './court-history';
import { CourtRecords } from './court-records';

const win: CourtGameRecord = { level: 'expert', scores: [70, -6], result: 'win', rounds: 3, bonusPoints: 9, mustFollowSuit: true };

describe("the Court's records", () => {
  it('keep a named player\'s History and legends, and put wins and tournament results in the Hall of Fame', async () => {
    const factory = new IDBFactory();
    const store = await openRecords({ indexedDB: factory });
    const records = new CourtRecords(store);
    expect(await records.addPlayer('ANN')).toBe('ANN');
    expect(await records.addPlayer('ann')).toBe('ANN');
    await records.load('ANN');
    await records.addGame('ANN', win);
    await records.addGame('ANN', { ...win, result: 'loss', scores: [-3, 40] });
    await records.addTournamentResult('BEA', -12);
    const again = new CourtRecords(await openRecords({ indexedDB: factory }));
    await again.load('ANN');
    expect(again.history?.expert).toMatchObject({ games: 2, wins: 1, losses: 1, rounds: 6, bonusPoints: 18 });
    expect(again.legends.expert.map((l) => [l.name, l.spread])).toEqual([['ANN', 76]]);
    const hall = await store.highScores('court');
    expect(hall.map((h) => [h.name, h.score, h.detail])).toEqual([
      ['ANN', 76, 'expert, 3 rounds'],
      ['BEA', -12, 'tournament'],
    ]);
  });

  it('keep nothing for a guest, nor for a game without Must Follow Suit', async () => {
    const store = await openRecords({ indexedDB: new IDBFactory() });
    const records = new CourtRecords(store);
    await records.addGame(null, win);
    await records.addGame('ANN', { ...win, mustFollowSuit: false });
    await records.load('ANN');
    expect(records.history?.expert.games).toBe(0);
    expect(await store.highScores('court')).toEqual([]);
  });
});
