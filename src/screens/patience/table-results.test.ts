import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { patience } from '../../engine/patience';
import { openRecords } from '../../store/records';
import { PatienceRecords } from './patience-records';
import { NO_PATIENCE_STATS, PatienceStatsSchema } from './patience-stats';
import { endOf, recordEnd, recordLoss } from './table-results';

const open = async () => {
  const store = await openRecords({ indexedDB: new IDBFactory() });
  return { store, records: new PatienceRecords(store) };
};
const headToHead = { people: ['IDA', 'BOB'], names: ['IDA', 'BOB'] as const };

describe('how a game at the table ends in the records', () => {
  it('head to head: each person’s own result, apart from their games against the computer, never in the Hall of Fame', async () => {
    const { store, records } = await open();
    const outcome = { scores: [0, 9], winners: [1], draw: false };
    expect(await recordEnd(records, outcome, headToHead, 'expert')).toBeNull();
    const ida = await store.stats('patience', 'IDA', PatienceStatsSchema, NO_PATIENCE_STATS);
    const bob = await store.stats('patience', 'BOB', PatienceStatsSchema, NO_PATIENCE_STATS);
    expect(ida).toEqual({ ...NO_PATIENCE_STATS, people: { won: 0, lost: 1, drawn: 0, pointsFor: 0, pointsAgainst: 9, best: 0 } });
    expect(bob).toEqual({ ...NO_PATIENCE_STATS, people: { won: 1, lost: 0, drawn: 0, pointsFor: 9, pointsAgainst: 0, best: 9 } });
    expect(await store.highScores('patience')).toEqual([]);
    expect(endOf(outcome, null, headToHead)).toMatchObject({ points: [0, 9], message: { text: 'BOB WINS 9 POINTS!' }, sound: 'win' });
  });

  it('against the computer: as it always was, a win in the Hall of Fame', async () => {
    const { store, records } = await open();
    const alone = { people: ['ZED', null], names: null };
    expect(await recordEnd(records, { scores: [12, 0], winners: [0], draw: false }, alone, 'novice')).toEqual({ rank: 0, board: '' });
    expect(await store.stats('patience', 'ZED', PatienceStatsSchema, NO_PATIENCE_STATS)).toEqual({ won: 1, lost: 0, drawn: 0, pointsFor: 12, pointsAgainst: 0, best: 12 });
    expect(endOf({ scores: [12, 0], winners: [0], draw: false }, null, alone).message.text).toBe('YOU WIN 12 POINTS!');
  });

  it('a guest keeps nothing; a game given up head to head is lost for each person who played it', async () => {
    const { store, records } = await open();
    await recordEnd(records, { scores: [5, 0], winners: [0], draw: false }, { people: [null, 'BOB'], names: ['PLAYER 1', 'BOB'] }, 'expert');
    expect((await store.stats('patience', 'BOB', PatienceStatsSchema, NO_PATIENCE_STATS)).people).toMatchObject({ lost: 1, pointsAgainst: 5 });
    expect(await store.highScores('patience')).toEqual([]);
    const state = patience.setup({ seed: 3 });
    await recordLoss(records, state, headToHead, 'expert');
    expect((await store.stats('patience', 'IDA', PatienceStatsSchema, NO_PATIENCE_STATS)).people).toMatchObject({ lost: 1, pointsAgainst: 22 });
    expect((await store.stats('patience', 'BOB', PatienceStatsSchema, NO_PATIENCE_STATS)).people).toMatchObject({ lost: 2 });
  });
});
