import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import { openRecords } from '../../store/records';
import { HeartsRecords } from './hearts-records';
import { STANDARD_TABLE } from './table-rules';

const open = async (factory = new IDBFactory()) => new HeartsRecords(await openRecords({ indexedDB: factory }));

describe("Hearts' records", () => {
  it('count hands and games per player, and put a win among the winning margins', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.addHand('ANN', { points: 3, shotMoon: false, tookQueen: false });
    await records.addHand('ANN', { points: -26, shotMoon: true, tookQueen: false });
    // A win that enters the winning margins says where, for the Game Over box; a loss says nothing.
    expect(await records.addGame('ANN', [40, 60, 101, 77], [0], 2)).toEqual({ rank: 0, board: '' });
    expect(await records.addGame('ANN', [90, 60, 101, 77], [1], 2)).toBeNull();
    expect(records.stats).toEqual({ games: 2, wins: 1, hands: 2, points: -23, moons: 1, queens: 0 });
    const store = await openRecords({ indexedDB: factory });
    expect((await store.highScores('hearts')).map((entry) => [entry.name, entry.score])).toEqual([['ANN', 20]]);
  });

  it('keep nothing for a guest', async () => {
    const records = await open();
    await records.addHand(null, { points: 3, shotMoon: false, tookQueen: true });
    await records.addGame(null, [40, 60, 101, 77], [0], 2);
    await records.addLoss(null);
    expect(records.stats).toBeNull();
  });

  it('keep the table rules and the game in progress across a restart', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    const table = { ...STANDARD_TABLE, level: 'expert' as const, options: { ...STANDARD_TABLE.options, noPassing: true } };
    await records.setSettings(table);
    const state = hearts.setup({ seed: 9, options: table.options });
    await records.kept.keep({ state, history: [], names: ['ANN', 'Ada', 'Barnaby', 'Clara'], player: 'ANN', level: 'expert', moves: 3, seed: 9 }, 'ANN');
    const again = await open(factory);
    expect(await again.settings()).toEqual(table);
    expect((await again.kept.of('ANN'))?.state).toEqual(state);
    expect(await again.kept.of(null)).toBeNull();
    await again.kept.keep(null, 'ANN');
    expect(await (await open(factory)).kept.of('ANN')).toBeNull();
  });
});
