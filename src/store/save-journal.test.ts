import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbKeyValue } from './idb';
import { WRITES_FAILED } from './notices';
import { openRecords } from './records';
import type { JournalStorage } from './save-journal';

const titles = { hearts: 'Hearts' };
const Stats = v.looseObject({ played: v.number() });

/** localStorage as a Map, kept between "restarts". */
function memoryStorage(): JournalStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('saves that failed', () => {
  it('are told to the operator after the restart that lost them, with when and what, and never on the title', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const journal = memoryStorage();
    const factory = new IDBFactory();
    const first = await openRecords({ indexedDB: factory, titles, journal });
    await first.addProfile('Ann');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await first.updateStats('hearts', 'Ann', Stats, { played: 0 }, () => ({ played: 1 }));
    await first.updateOptions({ crt: true });
    expect(first.notices).toEqual([WRITES_FAILED]);
    expect(first.titleNotices).toEqual([]);
    vi.restoreAllMocks();

    // The restart: the kiosk's storage works again, and the note survived.
    const second = await openRecords({ indexedDB: factory, titles, journal });
    expect(second.persistent).toBe(true);
    expect(second.lostBeforeRestart).toHaveLength(1);
    const [told] = second.lostBeforeRestart;
    expect(told).toMatch(/^Records stopped being saved on \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    expect(told).toContain('Hearts statistics for ann');
    expect(told).toContain('the kiosk options');
    expect(second.notices).toContain(told);
    expect(second.titleNotices).toEqual([]);

    // Still told after another restart, until the operator has read it.
    expect((await openRecords({ indexedDB: factory, titles, journal })).lostBeforeRestart).toEqual([told]);
    second.acknowledgeNotices();
    expect((await openRecords({ indexedDB: factory, titles, journal })).lostBeforeRestart).toEqual([]);
  });

  it('survive a broken note: a damaged journal is ignored', async () => {
    const journal = memoryStorage();
    journal.map.set('parlour-lost-saves', '{"not": "episodes"');
    const records = await openRecords({ indexedDB: new IDBFactory(), titles, journal });
    expect(records.lostBeforeRestart).toEqual([]);
    expect(records.notices).toEqual([]);
  });
});

describe('notices on the title', () => {
  it('never name a player whose records were set aside', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([
      ['stats:hearts:ann', { v: 99 }],
      ['profile:bob', { v: 1, value: { name: 'Bob' } }],
    ]);
    const records = await openRecords({ indexedDB: factory, titles, journal: null });
    expect(records.notices.join(' ')).toMatch(/ann/);
    expect(records.notices.join(' ')).toMatch(/bob/);
    expect([...records.titleNotices].sort()).toEqual([
      'A damaged player profile was set aside.',
      'Damaged Hearts statistics were set aside; fresh ones were started.',
    ]);
  });
});
