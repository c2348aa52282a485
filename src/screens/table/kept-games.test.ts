import { IDBFactory } from 'fake-indexeddb';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openRecords } from '../../store/records';
import { KeptGames, samePlayer } from './kept-games';
import { warner } from './players';

const Kept = v.object({ player: v.nullable(v.string()), moves: v.number() });
type Kept = v.InferOutput<typeof Kept>;

async function open(factory = new IDBFactory()) {
  const records = await openRecords({ indexedDB: factory });
  return { records, kept: new KeptGames<Kept>(records, 'hearts', Kept, warner('Hearts')) };
}

describe('games left unfinished', () => {
  it('wait for their own player, and the next person neither sees nor overwrites them', async () => {
    const { kept } = await open();
    await kept.keep({ player: 'Ann', moves: 5 }, 'Ann');
    expect(await kept.of(null)).toBeNull();
    expect(await kept.of('Bob')).toBeNull();
    await kept.keep({ player: 'Bob', moves: 2 }, 'Bob');
    await kept.keep({ player: null, moves: 1 }, null);
    expect(await kept.of('ANN')).toEqual({ player: 'Ann', moves: 5 });
    expect(await kept.of('Bob')).toEqual({ player: 'Bob', moves: 2 });
    expect(await kept.of(null)).toEqual({ player: null, moves: 1 });
  });

  it("take a game kept under the guest's key before players had their own keys to the player it names", async () => {
    const factory = new IDBFactory();
    const { records, kept } = await open(factory);
    await records.saveGame('hearts', Kept, { player: 'Ann', moves: 9 });
    // Not a guest's game, and not Bob's.
    expect(await kept.of(null)).toBeNull();
    expect(await kept.of('Bob')).toBeNull();
    expect(await kept.of('ann')).toEqual({ player: 'Ann', moves: 9 });
    // It moved to Ann's own key.
    expect(await records.savedGame('hearts', Kept)).toBeNull();
    expect(await (await open(factory)).kept.of('Ann')).toEqual({ player: 'Ann', moves: 9 });
  });

  it('compare names as the profiles do, ignoring case', () => {
    expect(samePlayer('Ann', 'ANN')).toBe(true);
    expect(samePlayer(null, null)).toBe(true);
    expect(samePlayer('Ann', null)).toBe(false);
    expect(samePlayer('Ann', 'Anne')).toBe(false);
  });
});
