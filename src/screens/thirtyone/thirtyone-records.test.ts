import { IDBFactory } from 'fake-indexeddb';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thirtyone } from '../../engine/thirtyone';
import { openRecords } from '../../store/records';
import { NO_STATISTICS, ThirtyOneRecords } from './thirtyone-records';
import { STANDARD_SETTINGS } from './thirtyone-settings';
import { THIRTYONE_BOARD } from './thirtyone-board';
import { NO_THIRTYONE_STATS, type RoundEnd, ThirtyOneStatsSchema, statsTable } from './thirtyone-stats';

afterEach(() => {
  vi.restoreAllMocks();
});

const open = async (factory = new IDBFactory()) => {
  const store = await openRecords({ indexedDB: factory });
  return { store, records: new ThirtyOneRecords(store) };
};

const round: RoundEnd = {
  type: 'round-end',
  round: 1,
  reason: 'thirty-one',
  thirtyOne: 2,
  hands: [['AS', 'KS', '7H'], ['9D', '8D', '7D'], ['AC', 'KC', 'TC']],
  points: [21, 24, 31],
  marks: [1, 0, 0],
  marked: [0],
  spared: false,
  extraMark: [],
  wentOut: [],
};

const stats = (store: Awaited<ReturnType<typeof open>>['store'], name: string) => store.stats('thirtyone', name, ThirtyOneStatsSchema, NO_THIRTYONE_STATS);

describe("Thirty-One's records", () => {
  it("add a round to each named seat's statistics and to nobody else's", async () => {
    const { store, records } = await open();
    await records.addRound(['ANN', null, 'BOB'], round);
    expect(await stats(store, 'ANN')).toEqual({ ...NO_THIRTYONE_STATS, rounds: 1, marks: 1, points: 21 });
    expect(await stats(store, 'bob')).toEqual({ ...NO_THIRTYONE_STATS, rounds: 1, thirtyOnes: 1, points: 31 });
    expect((await store.exportAll()).match(/stats:thirtyone:/g)).toHaveLength(2);
  });

  it("put a winner's total of games won on the Hall of Fame's board, once per player", async () => {
    const factory = new IDBFactory();
    const { records } = await open(factory);
    expect(await records.addResult('ANN', true)).toEqual({ rank: 0, board: '' });
    expect(await records.addResult('BOB', true)).toEqual({ rank: 1, board: '' });
    expect(await records.addResult('BOB', false)).toBeNull();
    expect(await records.addResult('BOB', true)).toEqual({ rank: 0, board: '' });
    expect(records.stats).toEqual({ ...NO_THIRTYONE_STATS, games: 3, wins: 2 });
    const { store } = await open(factory);
    const board = await store.highScores(THIRTYONE_BOARD.key);
    expect(board.map((e) => [e.name, e.score, e.detail])).toEqual([
      ['BOB', 2, '3 played'],
      ['ANN', 1, '1 played'],
    ]);
  });

  it('count a game abandoned as lost, and keep nothing for a guest', async () => {
    const { store, records } = await open();
    await records.addLoss('ANN');
    expect(await stats(store, 'ANN')).toEqual({ ...NO_THIRTYONE_STATS, games: 1 });
    expect(await records.addResult(null, true)).toBeNull();
    await records.addRound([null, null], round);
    expect(await store.highScores(THIRTYONE_BOARD.key)).toEqual([]);
    expect((await store.exportAll()).match(/stats:thirtyone:/g)).toHaveLength(1);
  });

  it('list every player who has played, the most games won first, in the Statistics table', async () => {
    const { store, records } = await open();
    expect(await records.statisticsTable()).toBe(NO_STATISTICS);
    for (const name of ['Zed', 'amy', 'Bob', 'Cy']) await store.addProfile(name);
    await records.addResult('Zed', true);
    await records.addResult('Zed', true);
    await records.addResult('Bob', true);
    await records.addRound(['amy', 'Bob'], round);
    await records.addResult('amy', false);
    const table = await records.statisticsTable();
    expect(table).toBe(
      statsTable([
        { name: 'Zed', stats: { ...NO_THIRTYONE_STATS, games: 2, wins: 2 } },
        { name: 'Bob', stats: { ...NO_THIRTYONE_STATS, games: 1, wins: 1, rounds: 1, points: 24 } },
        { name: 'amy', stats: { ...NO_THIRTYONE_STATS, games: 1, rounds: 1, marks: 1, points: 21 } },
      ]),
    );
    // Cy has a name here but has never played Thirty-One.
    expect(table).not.toContain('Cy');
  });

  it('keep the options, the table and the game in progress across a restart', async () => {
    const factory = new IDBFactory();
    const { records } = await open(factory);
    expect(await records.settings()).toEqual(STANDARD_SETTINGS);
    const seating = { seats: [{ kind: 'person' as const, name: 'ANN', pad: null }, { kind: 'computer' as const, level: 'expert' as const }] };
    const settings = { ...STANDARD_SETTINGS, variation: 'van-eer-maas' as const, speed: 'fast' as const, back: 7, seating };
    await records.setSettings(settings);
    const state = thirtyone.setup({ seed: 9, players: 2, options: { variation: 'van-eer-maas' } });
    const game = { state, seating, player: 'ANN', level: 'expert' as const, names: ['ANN', 'Hetty'], moves: 0, seed: 9, setup: { seed: 9, options: { variation: 'van-eer-maas' as const } }, actions: [] };
    await records.kept.keep(game, 'ANN');
    const { records: again } = await open(factory);
    expect(await again.settings()).toEqual(settings);
    expect(await again.kept.of('ann')).toEqual(game);
    expect(await again.kept.of(null)).toBeNull();
  });

  it('refuse to keep a damaged game in progress, and set one found damaged aside instead of resuming it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, records } = await open();
    const state = thirtyone.setup({ seed: 9, players: 2 });
    const seating = { seats: [{ kind: 'person' as const, name: null, pad: null }, { kind: 'computer' as const, level: 'novice' as const }] };
    const broken = { state: { ...state, stock: state.stock.slice(2) }, seating, player: null, level: 'novice' as const, names: ['Guest', 'Hetty'], moves: 0, seed: 9 };
    await records.kept.keep(broken, null);
    expect(await records.kept.of(null)).toBeNull();
    // Written past the check, as a damaged disk or an older kiosk might have left it.
    await store.saveGame('thirtyone', v.unknown(), broken, null);
    expect(await records.kept.of(null)).toBeNull();
    expect(store.notices).toHaveLength(1);
    expect(await store.savedGame('thirtyone', v.unknown(), null)).toBeNull();
  });
});
