import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openRecords } from '../../store/records';
import { PatienceRecords } from './patience-records';

const open = async () => new PatienceRecords(await openRecords({ indexedDB: new IDBFactory() }));

describe("Chinese Patience's records", () => {
  it('say where a won game entered the Hall of Fame, so its end can celebrate it', async () => {
    const records = await open();
    expect(await records.addGame('ZED', { result: 'won', points: [12, 0] }, 'novice')).toEqual({ rank: 0, board: '' });
    expect(await records.addGame('ANN', { result: 'won', points: [20, 0] }, 'expert')).toEqual({ rank: 0, board: '' });
    expect(await records.addGame('ZED', { result: 'won', points: [15, 0] }, 'novice')).toEqual({ rank: 1, board: '' });
  });

  it('celebrate nothing for a loss or a guest', async () => {
    const records = await open();
    expect(await records.addGame('ZED', { result: 'lost', points: [0, 9] }, 'novice')).toBeNull();
    expect(await records.addGame(null, { result: 'won', points: [12, 0] }, 'novice')).toBeNull();
  });
});
