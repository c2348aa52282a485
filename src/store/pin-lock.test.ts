import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { idbKeyValue } from './idb';
import { FREE_TRIES, LOCKOUT_TRIES, waitAfter } from './pin-lock';
import { openRecords } from './records';

const open = (factory: IDBFactory) => openRecords({ indexedDB: factory });
const all = async (factory: IDBFactory) => JSON.stringify(await idbKeyValue(factory).entries());
/** Everything kept, less the hex of the salt and hash: random hex holds any four digits now and then. */
const outsideHash = async (factory: IDBFactory) =>
  (await all(factory)).replace(/"(salt|hash)":"[0-9a-f]+"/g, '"$1":"<hex>"');

describe('the operator PIN', () => {
  it('is kept as a salted hash, never as its digits', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.setPin('4826');
    expect(await all(factory)).toMatch(/"salt":"[0-9a-f]{32}","hash":"[0-9a-f]{64}"/);
    const kept = await outsideHash(factory);
    expect(kept).toContain('"hash":"<hex>"');
    expect(kept).not.toContain('4826');
    expect(kept).not.toContain('1990');
    expect(await (await open(factory)).tryPin('4826')).toEqual({ result: 'open' });
  });

  it('moves a PIN an older kiosk kept in plain digits into a hash, and wipes the digits', async () => {
    const factory = new IDBFactory();
    await idbKeyValue(factory).setMany([['options', { v: 1, value: { crt: true, operatorPin: '7315' } }]]);
    const records = await open(factory);
    expect(records.notices).toEqual([]);
    expect(records.options().crt).toBe(true);
    expect(await outsideHash(factory)).toContain('"hash":"<hex>"');
    expect(await outsideHash(factory)).not.toContain('7315');
    expect(await records.tryPin('1990')).toMatchObject({ result: 'wrong' });
    expect(await records.tryPin('7315')).toEqual({ result: 'open' });
  });

  it("opens the records without making the default PIN's hash: the first check makes it, and a wrong PIN keeps it with its count", async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    expect(await all(factory)).not.toContain('"hash"');
    expect(records.pinFailures).toBe(0);
    expect(records.pinWait()).toBe(0);
    expect(await records.tryPin('1990')).toEqual({ result: 'open' });
    expect(await all(factory)).not.toContain('"hash"');
    expect(await records.tryPin('0000')).toMatchObject({ result: 'wrong' });
    expect(await all(factory)).toMatch(/"hash":"[0-9a-f]{64}"/);
    const reopened = await open(factory);
    expect(reopened.pinFailures).toBe(1);
    expect(await reopened.tryPin('1990')).toEqual({ result: 'open' });
  });

  it('makes each wrong PIN after the free ones wait longer, up to a lockout', () => {
    const waits = Array.from({ length: LOCKOUT_TRIES + 3 }, (_, i) => waitAfter(i + 1));
    expect(waits.slice(0, FREE_TRIES)).toEqual([0, 0]);
    for (let i = FREE_TRIES + 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    expect(waitAfter(LOCKOUT_TRIES)).toBeGreaterThanOrEqual(5 * 60_000);
    expect(waitAfter(10_000)).toBe(60 * 60_000);
  });

  it('holds a lockout across a restart: the right PIN is not even checked until it ends', async () => {
    const factory = new IDBFactory();
    let now = Date.parse('2026-01-01T12:00:00Z');
    const records = await open(factory);
    for (let i = 0; i < LOCKOUT_TRIES; i++) {
      if (i > 0) now += records.pinWait(now);
      await records.tryPin('0000', now);
    }
    const reopened = await open(factory);
    expect(reopened.pinFailures).toBe(LOCKOUT_TRIES);
    const wait = reopened.pinWait(now);
    expect(wait).toBe(waitAfter(LOCKOUT_TRIES));
    expect(wait).toBeGreaterThanOrEqual(5 * 60_000);
    expect(await reopened.tryPin('1990', now + 1000)).toEqual({ result: 'waiting', waitMs: wait - 1000 });
    expect(reopened.pinFailures).toBe(LOCKOUT_TRIES);
    // Once it ends, the right PIN opens and the count starts again.
    expect(await reopened.tryPin('1990', now + wait)).toEqual({ result: 'open' });
    expect((await open(factory)).pinFailures).toBe(0);
  });

  it('cannot be guessed at speed: 25 guesses in a second get at most the free tries checked', async () => {
    const records = await open(new IDBFactory());
    const start = Date.parse('2026-01-01T12:00:00Z');
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await records.tryPin(String(1000 + i), start + 40 * i)).result);
    expect(answers.filter((answer) => answer !== 'waiting').length).toBeLessThanOrEqual(FREE_TRIES + 1);
  });

  it('stays out of the exported records and is never set by an import', async () => {
    const factory = new IDBFactory();
    const records = await open(factory);
    await records.setPin('5555');
    const json = await records.exportAll();
    expect(json).not.toContain('operator-pin');
    expect(json).not.toContain('5555');
    const planted = JSON.stringify({
      format: 'parlour-records',
      version: 1,
      records: {
        options: { v: 1, value: { crt: true, operatorPin: '0000' } },
        'operator-pin': JSON.parse(JSON.stringify(await idbKeyValue(factory).get('operator-pin'))),
      },
    });
    const other = new IDBFactory();
    const target = await open(other);
    const result = await target.importAll(planted);
    expect(result.imported).toBe(1);
    expect(result.rejected).toEqual([expect.stringMatching(/^operator-pin: /)]);
    expect(await all(other)).not.toContain('"operatorPin"');
    const reopened = await open(other);
    expect(reopened.options().crt).toBe(true);
    expect(await reopened.tryPin('0000')).toMatchObject({ result: 'wrong' });
    expect(await reopened.tryPin('1990')).toEqual({ result: 'open' });
  });
});
