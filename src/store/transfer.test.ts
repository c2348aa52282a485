import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonProblem, LIMITS, MAX_IMPORT_CHARS, MAX_IMPORT_RECORDS, MAX_PROFILES } from './bounds';
import { idbKeyValue } from './idb';
import { openRecords } from './records';

const open = (factory: IDBFactory) => openRecords({ indexedDB: factory, titles: { hearts: 'Hearts' } });
const DEEP = 200_000;
/** A score past any game's, close to the largest number there is (1.8e308 was seen in a Hall of Fame). */
const HUGE = Number.MAX_VALUE;
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const exported = (records: Record<string, string>) =>
  `{"format":"parlour-records","version":1,"records":{${Object.entries(records)
    .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
    .join(',')}}}`;
const profile = (name: string) => JSON.stringify({ v: 1, value: { name, created: '2024-05-01T10:00:00.000Z' } });

afterEach(() => vi.restoreAllMocks());

describe('bounded records', () => {
  it('measures any depth without overflowing', () => {
    expect(jsonProblem(JSON.parse(deepJson(DEEP)))).toMatch(/deeper than/);
    expect(jsonProblem(JSON.parse(deepJson(LIMITS.depth)))).toBeNull();
    expect(jsonProblem({ a: [1, 'x', null, true, { b: 2 }] })).toBeNull();
    expect(jsonProblem({ score: HUGE })).toMatch(/out of range/);
    expect(jsonProblem([Infinity])).toMatch(/out of range/);
    expect(jsonProblem(new Date())).toMatch(/not plain JSON/);
  });
});

describe('an import that could stop saving', () => {
  it('refuses a record nested 200,000 deep alone, imports the rest, and keeps storing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = new IDBFactory();
    const records = await open(factory);
    const file = exported({
      'profile:ann': profile('Ann'),
      'stats:hearts:ann': `{"v":1,"value":${deepJson(DEEP)}}`,
      'profile:bob': profile('Bob'),
    });
    const result = await records.importAll(file);
    expect(result.imported).toBe(2);
    expect(result.rejected).toEqual([expect.stringMatching(/^stats:hearts:ann: nested deeper than/)]);
    expect(records.persistent).toBe(true);
    expect(records.notices).toEqual([]);
    // Later changes still reach storage.
    await records.addProfile('Cy');
    expect((await (await open(factory)).profiles()).map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses numbers past any score, and files larger than any export', async () => {
    const records = await open(new IDBFactory());
    const huge = exported({
      'scores:hearts': JSON.stringify({ v: 1, value: { order: 'higher', entries: [{ name: 'Eve', score: HUGE, date: '2024-05-01T10:00:00.000Z' }] } }),
      'stats:hearts:eve': '{"v":1,"value":{"points":1e400}}',
    });
    const result = await records.importAll(huge);
    expect(result.imported).toBe(0);
    expect(result.rejected).toHaveLength(2);
    expect(await records.highScores('hearts')).toEqual([]);
    const big = await records.importAll(' '.repeat(MAX_IMPORT_CHARS + 1));
    expect(big.rejected).toEqual([expect.stringMatching(/larger than any records export/)]);
  });
});

describe('how many records a cabinet takes', () => {
  it('refuses a file of more records than any kiosk keeps, and keeps profiles within the limit whether typed or imported', async () => {
    const records = await open(new IDBFactory());
    const many = Object.fromEntries(Array.from({ length: MAX_IMPORT_RECORDS + 1 }, (_, i) => [`profile:p${i}`, profile(`p${i}`)]));
    const flood = await records.importAll(exported(many));
    expect(flood).toEqual({ imported: 0, rejected: [expect.stringMatching(/more than any kiosk keeps/)] });

    await records.addProfile('Ann');
    const filling = Object.fromEntries(Array.from({ length: MAX_PROFILES + 5 }, (_, i) => [`profile:p${i}`, profile(`p${i}`)]));
    const result = await records.importAll(exported({ 'profile:ann': profile('Ann'), ...filling }));
    expect(result.imported).toBe(MAX_PROFILES);
    expect(result.rejected).toHaveLength(6);
    expect(result.rejected[0]).toMatch(/keeps at most 1000 players/);
    expect(await records.profiles()).toHaveLength(MAX_PROFILES);
    expect(await records.addProfile('Zed')).toEqual({ ok: false, reason: expect.stringMatching(/at most 1000 players/) });
  });
});

describe('records read back', () => {
  it('set aside a stored score no game could make, and a statistic past the bounds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([
      ['scores:hearts', { v: 1, value: { order: 'higher', entries: [{ name: 'Eve', score: HUGE, date: '2024-05-01T10:00:00.000Z' }] } }],
    ]);
    const records = await open(factory);
    expect(await records.highScores('hearts')).toEqual([]);
    expect(records.notices).toEqual([expect.stringMatching(/high-score table for Hearts was set aside/)]);
    // A record written past the bounds after the kiosk opened is caught when read.
    await idbKeyValue(factory).setMany([['stats:hearts:ann', { v: 1, value: { points: 1e300 } }]]);
    const initial = { points: 0 };
    expect(await records.stats('hearts', 'ann', (await import('valibot')).looseObject({}), initial)).toEqual(initial);
  });
});
