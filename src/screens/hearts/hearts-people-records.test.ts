import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openRecords } from '../../store/records';
import { HeartsRecords } from './hearts-records';
import { HeartsStatsSchema, NO_HEARTS_STATS, NO_HEARTS_TABLES, statisticsLines } from './hearts-stats';

const open = async (factory = new IDBFactory()) => new HeartsRecords(await openRecords({ indexedDB: factory }));

/** ANNE at seat 0, a computer, BOB at seat 2, a guest at seat 3. */
const PEOPLE = ['ANNE', null, 'BOB', null];

describe("Hearts' records of several people at one table", () => {
  it('keep each named person their own hands and game, at the level of the computers, and a win against them in the Hall of Fame by level', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.load('ANNE');
    await records.addHands(PEOPLE, 'novice', { points: [3, 10, 0, 13], moon: null, queenTaker: 3 });
    await records.addHands(PEOPLE, 'novice', { points: [26, 26, -26, 26], moon: 2, queenTaker: 2 });
    // BOB wins (seat 2), 40 under the best of the others.
    const lines = await records.addResults(PEOPLE, 'novice', [71, 80, 31, 92], [2], 2, false);
    expect(lines).toEqual(['BOB made the Hall of Fame: 1st place!']);
    // The records hold the person seated here: ANNE.
    expect(records.totals).toEqual({ games: 1, wins: 0, hands: 2, points: 29, moons: 0, queens: 0 });
    expect(records.tables?.novice).toEqual(records.totals);
    expect(records.tables?.expert).toEqual(NO_HEARTS_STATS);
    const again = await open(factory);
    await again.load('BOB');
    expect(again.totals).toEqual({ games: 1, wins: 1, hands: 2, points: -26, moons: 1, queens: 1 });
    expect(again.tables?.novice).toEqual(again.totals);
    const fame = await (await openRecords({ indexedDB: factory })).highScores('hearts');
    expect(fame.map((entry) => [entry.name, entry.score, entry.detail])).toEqual([['BOB', 40, '31 points, 2 hands, novice']]);
  });

  it('keep a game among people only as such: never among the games against the computers, nor in the Hall of Fame', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.load('ANNE');
    const four = ['ANNE', 'BOB', 'CAT', 'DAN'];
    await records.addHands(four, 'people', { points: [0, 26, 0, 0], moon: null, queenTaker: 1 });
    expect(await records.addResults(four, 'people', [0, 126, 0, 0], [0, 2, 3], 1, false)).toEqual([]);
    expect(records.totals).toEqual(NO_HEARTS_STATS);
    expect(records.tables?.people).toEqual({ games: 1, wins: 1, hands: 1, points: 0, moons: 0, queens: 0 });
    await records.addLosses(four, 'people');
    expect(records.tables?.people.games).toBe(2);
    expect(await (await openRecords({ indexedDB: factory })).highScores('hearts')).toEqual([]);
    const bob = await open(factory);
    await bob.load('BOB');
    expect(bob.totals).toEqual(NO_HEARTS_STATS);
    expect(bob.tables?.people).toEqual({ games: 2, wins: 0, hands: 1, points: 26, moons: 0, queens: 1 });
    // The Statistics box says which is which.
    const text = await bob.statisticsText('BOB');
    expect(text).toContain('Against the computers, every level:');
    expect(text).toContain('Games played: 0');
    expect(text).toContain('People only: 0 won of 2, 26.0 a hand');
    expect(text).toContain('Expert computers: none yet');
  });

  it('say "You" to a person alone at the table, and keep nothing for a guest', async () => {
    const records = await open();
    await records.load('ANNE');
    expect(await records.addResults(['ANNE', null, null, null], 'expert', [10, 60, 101, 77], [0], 3, true)).toEqual(['You made the Hall of Fame: 1st place!']);
    expect(records.tables?.expert.wins).toBe(1);
    const guest = await open();
    await guest.load(null);
    await guest.addHands([null, null, null, null], 'expert', { points: [1, 2, 3, 4], moon: null, queenTaker: null });
    expect(await guest.addResults([null, null, null, null], 'expert', [10, 60, 101, 77], [0], 3, true)).toEqual([]);
    await guest.addLosses([null, null, null, null], 'expert');
    expect(guest.totals).toBeNull();
    expect(guest.tables).toBeNull();
  });

  it('list each kind of table in the Statistics box', () => {
    const lines = statisticsLines('ANN', { ...NO_HEARTS_STATS, games: 3, wins: 1, hands: 4, points: 20 }, { novice: NO_HEARTS_STATS, intermediate: { ...NO_HEARTS_STATS, games: 3, wins: 1, hands: 4, points: 20 }, expert: NO_HEARTS_STATS, people: NO_HEARTS_STATS });
    expect(lines.slice(0, 3)).toEqual(['Statistics for ANN', '', 'Against the computers, every level:']);
    expect(lines).toContain('Games won: 1 (33%)');
    expect(lines.slice(-5)).toEqual(['By table (games won, points a hand):', 'Novice computers: none yet', 'Intermediate computers: 1 won of 3, 5.0 a hand', 'Expert computers: none yet', 'People only: none yet']);
  });

  it('read a record kept before people could sit together: its totals stand, and the figures by table start from there', async () => {
    const factory = new IDBFactory();
    const store = await openRecords({ indexedDB: factory });
    const old = { games: 5, wins: 2, hands: 40, points: 230, moons: 1, queens: 6 };
    await store.updateStats('hearts', 'ANNE', HeartsStatsSchema, NO_HEARTS_STATS, () => old);
    const records = await open(factory);
    await records.load('ANNE');
    expect(records.totals).toEqual(old);
    expect(records.tables).toEqual(NO_HEARTS_TABLES);
    await records.addResults(['ANNE', null, null, null], 'expert', [110, 60, 101, 77], [1], 3, true);
    expect(records.totals).toMatchObject({ games: 6, wins: 2 });
    expect(records.tables?.expert).toMatchObject({ games: 1, wins: 0 });
    // One record a person, as before: nothing else is written for them.
    const keys = JSON.parse(await (await openRecords({ indexedDB: factory })).exportAll()) as { records: Record<string, unknown> };
    expect(Object.keys(keys.records).filter((key) => key.startsWith('stats:'))).toEqual(['stats:hearts:anne']);
  });
});
