import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import * as fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbKeyValue } from './idb';
import { MEMORY_ONLY, WRITES_FAILED } from './notices';
import { openRecords, type Records } from './records';
import { defaultOptions } from './schemas';

const HeartsStats = v.strictObject({ played: v.number(), won: v.number() });
type HeartsStats = v.InferOutput<typeof HeartsStats>;
const NO_GAMES: HeartsStats = { played: 0, won: 0 };
const titles = { hearts: 'Hearts', patience: 'Chinese Patience' };

const open = (factory: IDBFactory | null) => openRecords({ indexedDB: factory, titles });

async function stored(factory: IDBFactory): Promise<Map<IDBValidKey, unknown>> {
  return new Map(await idbKeyValue(factory).entries());
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('records in IndexedDB', () => {
  it('starts with defaults and no notices', async () => {
    const records = await open(new IDBFactory());
    expect(records.persistent).toBe(true);
    expect(records.notices).toEqual([]);
    expect(records.options()).toEqual({
      volume: 0.6,
      muted: false,
      scaleMode: 'integer',
      crt: false,
      idleTimeoutSeconds: 90,
      attractAfterSeconds: 30,
      gameServer: '',
    });
    expect(await records.profiles()).toEqual([]);
    expect(await records.highScores('hearts')).toEqual([]);
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual(NO_GAMES);
  });

  it('keeps every kind of record across a reload', async () => {
    const factory = new IDBFactory();
    const first = await open(factory);
    await first.updateOptions({ volume: 0.25, crt: true });
    expect((await first.addProfile('  Ann ')).ok).toBe(true);
    await first.addProfile('bob');
    await first.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, (s) => ({ played: s.played + 1, won: s.won + 1 }));
    expect(await first.addHighScore('hearts', { name: 'Ann', score: 26, detail: '4 hands' }, 'lower')).toBe(0);

    const again = await open(factory);
    expect(again.notices).toEqual([]);
    expect(again.options()).toMatchObject({ volume: 0.25, crt: true, muted: false });
    expect((await again.profiles()).map((p) => p.name)).toEqual(['Ann', 'bob']);
    expect(await again.stats('hearts', 'ANN', HeartsStats, NO_GAMES)).toEqual({ played: 1, won: 1 });
    const [top] = await again.highScores('hearts');
    expect(top).toMatchObject({ name: 'Ann', score: 26, detail: '4 hands' });
    expect(Number.isNaN(Date.parse(top!.date))).toBe(false);
  });

  it('refuses invalid options without changing anything', async () => {
    const records = await open(new IDBFactory());
    await expect(records.updateOptions({ idleTimeoutSeconds: 5 })).rejects.toThrow(RangeError);
    await expect(records.setPin('12a4')).rejects.toThrow(RangeError);
    await expect(records.updateOptions({ volume: 1.5 })).rejects.toThrow(RangeError);
    expect(records.options()).toEqual(defaultOptions());
  });

  it('keeps profile names unique regardless of case, and valid', async () => {
    const records = await open(new IDBFactory());
    expect(await records.addProfile('Zoe')).toMatchObject({ ok: true, profile: { name: 'Zoe' } });
    expect(await records.addProfile('ZOE')).toEqual({ ok: false, reason: 'The name Zoe is already taken.' });
    expect((await records.addProfile('')).ok).toBe(false);
    expect((await records.addProfile('Thirteen chars')).ok).toBe(false);
    expect((await records.addProfile('tab\there')).ok).toBe(false);
    expect((await records.addProfile('Émile')).ok).toBe(false);
    const racing = await Promise.all(['max', 'Max', 'MAX', 'mAx'].map((name) => records.addProfile(name)));
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
    expect(await records.profiles()).toHaveLength(2);
  });

  it('removes a profile with its statistics only', async () => {
    const records = await open(new IDBFactory());
    await records.addProfile('Ann');
    await records.addProfile('Annie');
    const win = (s: HeartsStats) => ({ played: s.played + 1, won: s.won + 1 });
    await records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, win);
    await records.updateStats('hearts', 'Annie', HeartsStats, NO_GAMES, win);
    expect(await records.removeProfile('ann')).toBe(true);
    expect(await records.removeProfile('ann')).toBe(false);
    expect((await records.profiles()).map((p) => p.name)).toEqual(['Annie']);
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual(NO_GAMES);
    expect(await records.stats('hearts', 'Annie', HeartsStats, NO_GAMES)).toEqual({ played: 1, won: 1 });
  });

  it("keeps each player's game in progress for them alone, and forgets it with their profile", async () => {
    const records = await open(new IDBFactory());
    await records.addProfile('Ann');
    await records.saveGame('hearts', TableRules, { limit: 1 }, 'Ann');
    await records.saveGame('hearts', TableRules, { limit: 2 }, 'Bob');
    await records.saveGame('hearts', TableRules, { limit: 3 });
    expect(await records.savedGame('hearts', TableRules, 'ANN')).toEqual({ limit: 1 });
    expect(await records.savedGame('hearts', TableRules, 'Bob')).toEqual({ limit: 2 });
    expect(await records.savedGame('hearts', TableRules, null)).toEqual({ limit: 3 });
    await records.saveGame('hearts', TableRules, null, 'Bob');
    expect(await records.savedGame('hearts', TableRules, 'Bob')).toBeNull();
    expect(await records.savedGame('hearts', TableRules)).toEqual({ limit: 3 });
    await records.removeProfile('Ann');
    expect(await records.savedGame('hearts', TableRules, 'Ann')).toBeNull();
  });

  it('loses no write when 50 updates race', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    const increment = (s: HeartsStats) => ({ ...s, played: s.played + 1 });
    await Promise.all(
      Array.from({ length: 50 }, () => records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, increment)),
    );
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 50, won: 0 });
    expect(await (await open(factory)).stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 50, won: 0 });
  });

  it('keeps the 10 best of racing high scores', async () => {
    const records = await open(new IDBFactory());
    const scores = Array.from({ length: 25 }, (_, i) => (i * 7) % 25);
    await Promise.all(scores.map((score) => records.addHighScore('patience', { name: `P${score}`, score }, 'higher')));
    expect((await records.highScores('patience')).map((e) => e.score)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
  });

  it('keeps each player once in a table of running totals, their latest total replacing the last', async () => {
    const records = await open(new IDBFactory());
    const won = (name: string, score: number) => records.addHighScore('thirtyone', { name, score }, 'higher', 'best-per-player');
    expect(await won('Ann', 1)).toBe(0);
    expect(await won('Bob', 1)).toBe(1);
    expect(await won('Bob', 2)).toBe(0);
    expect(await won('ann', 2)).toBe(1);
    expect((await records.highScores('thirtyone')).map((e) => [e.name, e.score])).toEqual([['Bob', 2], ['ann', 2]]);
  });

  it('rejects a statistics change that throws or breaks the schema, keeping the old value', async () => {
    const records = await open(new IDBFactory());
    await records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => ({ played: 3, won: 1 }));
    await expect(
      records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => {
        throw new Error('bug in a game');
      }),
    ).rejects.toThrow('bug in a game');
    await expect(
      records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => ({ played: 'many' }) as unknown as HeartsStats),
    ).rejects.toThrow(RangeError);
    await expect(records.updateStats('hearts', 'Bob', HeartsStats, NO_GAMES, () => {
      throw new Error('first game');
    })).rejects.toThrow('first game');
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 3, won: 1 });
    expect(await records.stats('hearts', 'Bob', HeartsStats, NO_GAMES)).toEqual(NO_GAMES);
    expect(records.notices).toEqual([]);
  });
});

describe('damaged and foreign records', () => {
  const good = {
    'profile:ann': { v: 1, value: { name: 'Ann', created: '2024-05-01T10:00:00.000Z' } },
    'stats:hearts:ann': { v: 1, value: { played: 4, won: 2 } },
    'scores:patience': {
      v: 1,
      value: { order: 'higher', entries: [{ name: 'Ann', score: 120, date: '2024-05-01T10:00:00.000Z' }] },
    },
  };

  async function seeded(records: Record<string, unknown>): Promise<IDBFactory> {
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([...Object.entries(good), ...Object.entries(records)]);
    return factory;
  }

  async function expectGoodSurvived(records: Records): Promise<void> {
    expect((await records.profiles()).map((p) => p.name)).toEqual(['Ann']);
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 4, won: 2 });
    expect((await records.highScores('patience')).map((e) => e.score)).toEqual([120]);
  }

  async function quarantined(factory: IDBFactory, original: string): Promise<unknown[]> {
    const all = await stored(factory);
    return [...all].filter(([key]) => String(key).startsWith(`quarantine:${original}:`)).map(([, value]) => value);
  }

  const cases: Array<[string, string, unknown, string]> = [
    ['options out of range', 'options', { v: 1, value: { volume: 7 } }, 'Damaged kiosk options were set aside; the defaults are in use.'],
    ['options of another version', 'options', { v: 2, value: {} }, 'Damaged kiosk options were set aside; the defaults are in use.'],
    ['a profile with a bad name', 'profile:x', { v: 1, value: { name: 'x'.repeat(30), created: 'yesterday' } }, 'A damaged player profile (x) was set aside.'],
    ['a profile filed under another name', 'profile:bob', { v: 1, value: { name: 'Eve', created: '2024-05-01T10:00:00.000Z' } }, 'A damaged player profile (bob) was set aside.'],
    ['statistics without an envelope', 'stats:hearts:bob', { played: 1 }, 'Damaged Hearts statistics for bob were set aside; fresh ones were started.'],
    ['a score table out of order', 'scores:hearts', { v: 1, value: { order: 'higher', entries: [
      { name: 'A', score: 1, date: '2024-05-01T10:00:00.000Z' },
      { name: 'B', score: 9, date: '2024-05-01T10:00:00.000Z' },
    ] } }, 'A damaged high-score table for Hearts was set aside; a fresh one was started.'],
    ['a score table that is a string', 'scores:hearts', '{"v":1', 'A damaged high-score table for Hearts was set aside; a fresh one was started.'],
    ['a foreign key', 'highscores', { anything: true }, 'An unrecognised record was set aside.'],
  ];

  it.each(cases)('sets aside %s at open, keeping the rest', async (_, key, value, notice) => {
    quiet();
    const factory = await seeded({ [key]: value });
    const records = await open(factory);
    expect(records.notices).toEqual([notice]);
    expect(records.options()).toEqual(defaultOptions());
    await expectGoodSurvived(records);
    expect(await quarantined(factory, key)).toEqual([value]);
    expect((await stored(factory)).has(key)).toBe(false);
    // Set aside once: a reload finds nothing more to report.
    expect((await open(factory)).notices).toEqual([]);
  });

  it("sets aside statistics that fail their game's schema when read, and starts fresh", async () => {
    quiet();
    const factory = await seeded({ 'stats:hearts:bob': { v: 1, value: { played: 'lots' } } });
    const records = await open(factory);
    const heard: string[] = [];
    records.onNotice((notice) => heard.push(notice));
    expect(await records.stats('hearts', 'Bob', HeartsStats, NO_GAMES)).toEqual(NO_GAMES);
    expect(heard).toEqual(['Damaged Hearts statistics for bob were set aside; fresh ones were started.']);
    expect(await quarantined(factory, 'stats:hearts:bob')).toEqual([{ v: 1, value: { played: 'lots' } }]);
    await expectGoodSurvived(records);
  });

  it('replaces damaged statistics atomically when updating them', async () => {
    quiet();
    const factory = await seeded({ 'stats:hearts:bob': { v: 1, value: { played: -1 } } });
    const records = await open(factory);
    const next = await records.updateStats('hearts', 'Bob', HeartsStats, NO_GAMES, (s) => ({ ...s, played: s.played + 1 }));
    expect(next).toEqual({ played: 1, won: 0 });
    expect(records.notices).toHaveLength(1);
    expect(await quarantined(factory, 'stats:hearts:bob')).toEqual([{ v: 1, value: { played: -1 } }]);
  });

  it('treats a table kept in the other order as foreign', async () => {
    quiet();
    const factory = await seeded({});
    const records = await open(factory);
    expect(await records.addHighScore('patience', { name: 'Bob', score: 50 }, 'lower')).toBe(0);
    expect(records.notices).toEqual(['A damaged high-score table for Chinese Patience was set aside; a fresh one was started.']);
    expect((await records.highScores('patience')).map((e) => e.score)).toEqual([50]);
  });
});

describe('without storage', () => {
  async function expectWorksInMemory(records: Records): Promise<void> {
    expect(records.persistent).toBe(false);
    expect(records.notices).toEqual([MEMORY_ONLY]);
    await records.updateOptions({ muted: true });
    expect(records.options().muted).toBe(true);
    expect((await records.addProfile('Ann')).ok).toBe(true);
    expect((await records.addProfile('ann')).ok).toBe(false);
    const increment = (s: HeartsStats) => ({ ...s, played: s.played + 1 });
    await Promise.all(Array.from({ length: 50 }, () => records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, increment)));
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 50, won: 0 });
    expect(await records.addHighScore('hearts', { name: 'Ann', score: 30 }, 'lower')).toBe(0);
    expect(await records.addHighScore('hearts', { name: 'Bob', score: 20 }, 'lower')).toBe(0);
    expect((await records.highScores('hearts')).map((e) => e.name)).toEqual(['Bob', 'Ann']);
  }

  it('runs from memory when there is no IndexedDB at all', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    await expectWorksInMemory(await openRecords());
  });

  it('runs from memory when told to', async () => {
    await expectWorksInMemory(await open(null));
  });

  it('runs from memory when opening the database throws', async () => {
    quiet();
    const refusing = {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expectWorksInMemory(await open(refusing));
  });

  it('runs from memory when opening the database fails', async () => {
    quiet();
    const failing = {
      open() {
        const request = { error: new DOMException('denied', 'UnknownError') } as unknown as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.(new Event('error')));
        return request;
      },
    } as unknown as IDBFactory;
    await expectWorksInMemory(await open(failing));
  });

  it('runs from memory when opening the database never finishes', async () => {
    quiet();
    vi.useFakeTimers();
    const silent = { open: () => ({}) } as unknown as IDBFactory;
    const opening = open(silent);
    await vi.advanceTimersByTimeAsync(5000);
    const records = await opening;
    vi.useRealTimers();
    await expectWorksInMemory(records);
  });

  it('moves to memory, keeping what it had, when a write fails', async () => {
    quiet();
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.addProfile('Ann');
    await records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => ({ played: 5, won: 1 }));
    const heard: string[] = [];
    records.onNotice((notice) => heard.push(notice));

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const increment = (s: HeartsStats) => ({ ...s, played: s.played + 1 });
    await Promise.all(Array.from({ length: 10 }, () => records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, increment)));

    expect(heard).toEqual([WRITES_FAILED]);
    expect(records.persistent).toBe(false);
    expect(await records.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 15, won: 1 });
    expect((await records.addProfile('Bob')).ok).toBe(true);
    expect((await records.profiles()).map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });
});

describe('export and import', () => {
  async function filled(): Promise<Records> {
    const records = await open(new IDBFactory());
    await records.updateOptions({ scaleMode: 'fit' });
    await records.setPin('0000');
    await records.addProfile('Ann');
    await records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => ({ played: 9, won: 4 }));
    await records.addHighScore('hearts', { name: 'Ann', score: 12 }, 'lower');
    return records;
  }

  it('round-trips every record into an empty kiosk', async () => {
    const json = await (await filled()).exportAll();
    const document = JSON.parse(json) as { format: string; version: number; records: Record<string, unknown> };
    expect(document.format).toBe('parlour-records');
    expect(document.version).toBe(1);
    expect(Object.keys(document.records).sort()).toEqual(['options', 'profile:ann', 'scores:hearts', 'stats:hearts:ann']);

    const factory = new IDBFactory();
    const target = await open(factory);
    expect(await target.importAll(json)).toEqual({ imported: 4, rejected: [] });
    expect(target.options()).toMatchObject({ scaleMode: 'fit' });
    const reloaded = await open(factory);
    expect(reloaded.options()).toMatchObject({ scaleMode: 'fit' });
    expect((await reloaded.profiles()).map((p) => p.name)).toEqual(['Ann']);
    expect(await reloaded.stats('hearts', 'Ann', HeartsStats, NO_GAMES)).toEqual({ played: 9, won: 4 });
    expect((await reloaded.highScores('hearts')).map((e) => [e.name, e.score])).toEqual([['Ann', 12]]);
  });

  it('imports the good records and reports the rest', async () => {
    const target = await open(new IDBFactory());
    await target.addProfile('Zed');
    const json = JSON.stringify({
      format: 'parlour-records',
      version: 1,
      exported: '2024-05-01T10:00:00.000Z',
      records: {
        'profile:ann': { v: 1, value: { name: 'Ann', created: '2024-05-01T10:00:00.000Z' } },
        'profile:bob': { v: 1, value: { name: 'Bob' } },
        options: { v: 1, value: { idleTimeoutSeconds: 1 } },
        'quarantine:x:2024': { v: 1 },
        nonsense: 3,
      },
    });
    const result = await target.importAll(json);
    expect(result.imported).toBe(1);
    expect(result.rejected).toHaveLength(4);
    expect(result.rejected.map((line) => line.split(': ')[0])).toEqual([
      'profile:bob',
      'options',
      'quarantine:x:2024',
      'nonsense',
    ]);
    expect((await target.profiles()).map((p) => p.name)).toEqual(['Ann', 'Zed']);
    expect(target.options()).toEqual(defaultOptions());
  });

  it('imports nothing from a file that is not an export', async () => {
    const target = await open(new IDBFactory());
    expect(await target.importAll('{"records": ')).toEqual({ imported: 0, rejected: [expect.stringContaining('not valid JSON')] });
    expect(await target.importAll('{"format":"other","version":1,"records":{}}')).toEqual({
      imported: 0,
      rejected: [expect.stringContaining('not a Parlour records export')],
    });
  });
});

describe('reset', () => {
  it('clears profiles, statistics, scores and set-aside records but keeps the options', async () => {
    quiet();
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([['junk', 1]]);
    const records = await open(factory);
    await records.setPin('2468');
    await records.addProfile('Ann');
    await records.updateStats('hearts', 'Ann', HeartsStats, NO_GAMES, () => ({ played: 1, won: 0 }));
    await records.addHighScore('hearts', { name: 'Ann', score: 3 }, 'lower');
    await records.setRules('hearts', TableRules, { limit: 50 });
    await records.reset();
    expect([...(await stored(factory)).keys()].sort()).toEqual(['operator-pin', 'rules:hearts']);
    const reloaded = await open(factory);
    expect(await reloaded.tryPin('2468')).toEqual({ result: 'open' });
    expect(await reloaded.profiles()).toEqual([]);
    expect(await reloaded.highScores('hearts')).toEqual([]);
  });
});

const TableRules = v.strictObject({ limit: v.number() });

describe('table rules', () => {
  it('start from the defaults, survive a reload and refuse what their schema refuses', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    expect(await records.rules('hearts', TableRules, { limit: 100 })).toEqual({ limit: 100 });
    await records.setRules('hearts', TableRules, { limit: 50 });
    await expect(records.setRules('hearts', TableRules, { limit: 'many' } as never)).rejects.toThrow();
    const reloaded = await open(factory);
    expect(await reloaded.rules('hearts', TableRules, { limit: 100 })).toEqual({ limit: 50 });
  });

  it('are set aside, not used, when damaged', async () => {
    quiet();
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([['rules:hearts', { v: 1, value: { limit: 'x' } }]]);
    const records = await open(factory);
    expect(await records.rules('hearts', TableRules, { limit: 100 })).toEqual({ limit: 100 });
    expect([...(await stored(factory)).keys()].some((key) => String(key).startsWith('quarantine:rules:hearts'))).toBe(true);
  });
});

describe('a game in progress', () => {
  it('is kept across a reload until it is forgotten', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    expect(await records.savedGame('hearts', TableRules)).toBeNull();
    await records.saveGame('hearts', TableRules, { limit: 7 });
    expect(await (await open(factory)).savedGame('hearts', TableRules)).toEqual({ limit: 7 });
    await records.saveGame('hearts', TableRules, null);
    expect(await (await open(factory)).savedGame('hearts', TableRules)).toBeNull();
  });

  it('that is damaged is set aside and not offered', async () => {
    quiet();
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([['saved:hearts', { v: 1, value: { limit: [] } }]]);
    const records = await open(factory);
    expect(await records.savedGame('hearts', TableRules)).toBeNull();
    expect([...(await stored(factory)).keys()].some((key) => String(key).startsWith('quarantine:saved:hearts'))).toBe(true);
  });
});

describe('records a game keeps for the whole cabinet', () => {
  it('start from their initial value, change atomically and survive a reload', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    expect(await records.shared('court', 'legends', TableRules, { limit: 0 })).toEqual({ limit: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () => records.updateShared('court', 'legends', TableRules, { limit: 0 }, (r) => ({ limit: r.limit + 1 }))),
    );
    expect(await (await open(factory)).shared('court', 'legends', TableRules, { limit: 0 })).toEqual({ limit: 10 });
    await expect(records.updateShared('court', 'Bad Name', TableRules, { limit: 0 }, (r) => r)).rejects.toThrow(RangeError);
  });
});

describe('high-score tables', () => {
  it('are sorted, at most 10 long, and hold the best scores seen, whatever is added', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('higher' as const, 'lower' as const),
        fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 20 }),
        async (order, scores) => {
          const records = await open(null);
          const ranks: number[] = [];
          for (const [i, score] of scores.entries()) {
            ranks.push(await records.addHighScore('hearts', { name: `P${i}`, score }, order));
          }
          const table = (await records.highScores('hearts')).map((e) => e.score);
          const best = [...scores].sort((a, b) => (order === 'higher' ? b - a : a - b)).slice(0, 10);
          expect(table).toEqual(best);
          for (const rank of ranks) expect(rank).toBeGreaterThanOrEqual(-1);
          expect(ranks.every((rank) => rank < 10)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses an entry that could not be shown', async () => {
    const records = await open(null);
    await expect(records.addHighScore('hearts', { name: '', score: 1 }, 'lower')).rejects.toThrow(RangeError);
    await expect(records.addHighScore('hearts', { name: 'Ann', score: Number.NaN }, 'lower')).rejects.toThrow(RangeError);
    expect(await records.highScores('hearts')).toEqual([]);
  });
});
