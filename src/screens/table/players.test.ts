import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { type Records, openRecords } from '../../store/records';
import { addPlayer, playerNames, warner } from './players';

describe("the players every game's records share", () => {
  it('adds a name once, and finds it again as first written whatever the case', async () => {
    const records = await openRecords({ indexedDB: new IDBFactory() });
    const warn = warner('Test');
    expect(await addPlayer(records, 'Ann', warn)).toBe('Ann');
    expect(await addPlayer(records, ' ANN ', warn)).toBe('Ann');
    expect(await addPlayer(records, 'BEA', warn)).toBe('BEA');
    expect((await playerNames(records, warn)).sort()).toEqual(['Ann', 'BEA']);
    // Not a name the store allows: no player, no exception.
    expect(await addPlayer(records, '', warn)).toBeNull();
  });

  it('carries on without the record when storage fails, saying so in the console', async () => {
    const broken = { profiles: () => Promise.reject(new Error('disk gone')), addProfile: () => Promise.reject(new Error('disk gone')) } as unknown as Records;
    const said = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const warn = warner('Chinese Patience');
    expect(await playerNames(broken, warn)).toEqual([]);
    expect(await addPlayer(broken, 'ANN', warn)).toBeNull();
    expect(said.mock.calls.map((c) => c[0])).toEqual(['Chinese Patience: players unreadable', 'Chinese Patience: player not saved']);
    said.mockRestore();
  });
});
