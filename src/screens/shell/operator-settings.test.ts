import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMORY_ONLY } from '../../store/notices';
import { openRecords } from '../../store/records';
import {
  ATTRACT_STEPS,
  IDLE_STEPS,
  PinPad,
  formatSeconds,
  formatWait,
  importSummary,
  pinProblem,
  recordsStatus,
  stepValue,
  stepVolume,
  waitingMessage,
  wrongPinMessage,
} from './operator-settings';

describe('stepValue', () => {
  it('moves by one step and stops at the limits', () => {
    expect(stepValue(90, 1, IDLE_STEPS)).toBe(105);
    expect(stepValue(90, -1, IDLE_STEPS)).toBe(75);
    expect(stepValue(15, -1, IDLE_STEPS)).toBe(15);
    expect(stepValue(600, 1, IDLE_STEPS)).toBe(600);
  });

  it('snaps an off-grid value (an imported record) onto the grid', () => {
    expect(stepValue(95, 1, IDLE_STEPS)).toBe(105);
    expect(stepValue(95, -1, IDLE_STEPS)).toBe(90);
  });

  it('always lands within the bounds the records accept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 600 }), fc.constantFrom<1 | -1>(1, -1), (value, direction) => {
        const next = stepValue(value, direction, ATTRACT_STEPS);
        expect(next).toBeGreaterThanOrEqual(10);
        expect(next).toBeLessThanOrEqual(600);
        expect(next % 10).toBe(0);
      }),
    );
  });
});

describe('stepVolume', () => {
  it('goes in tenths without drifting', () => {
    let volume = 0;
    for (let i = 0; i < 3; i++) volume = stepVolume(volume, 1);
    expect(volume).toBe(0.3);
    expect(stepVolume(1, 1)).toBe(1);
    expect(stepVolume(0, -1)).toBe(0);
  });
});

describe('formatSeconds', () => {
  it('reads as a person would say it', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(90)).toBe('1 min 30 s');
    expect(formatSeconds(600)).toBe('10 min');
  });
});

describe('PinPad', () => {
  const pad = async () => new PinPad(await openRecords({ indexedDB: null }));
  const enter = async (p: PinPad, pin: string) => {
    for (const d of pin) p.type(d);
    return (await p.submit()).outcome;
  };

  it('opens on the right four digits', async () => {
    expect(await enter(await pad(), '1990')).toBe('open');
  });

  it('ignores a fifth digit and anything but digits; erase takes one back', async () => {
    const p = await pad();
    expect(p.type('x')).toBe(false);
    for (const d of '19907') p.type(d);
    expect(p.entered).toBe(4);
    p.erase();
    p.type('0');
    expect((await p.submit()).outcome).toBe('open');
  });

  it('does not count a short entry as a try; after two free wrong PINs each one makes it wait longer', async () => {
    const p = await pad();
    p.type('1');
    expect((await p.submit()).outcome).toBe('typing');
    expect(await enter(p, '0000')).toBe('wrong');
    expect(await enter(p, '0000')).toBe('wrong');
    expect(p.wrongTries).toBe(2);
    expect(p.waitMs).toBe(0);
    for (const d of '0000') p.type(d);
    const third = await p.submit();
    expect(third).toMatchObject({ outcome: 'wrong' });
    expect(third.waitMs).toBeGreaterThan(1000);
    // During the wait even the right PIN is not checked.
    expect(await enter(p, '1990')).toBe('waiting');
    expect(p.wrongTries).toBe(3);
  });

  it('takes no digits while a PIN is being checked', async () => {
    const p = await pad();
    for (const d of '1990') p.type(d);
    const checking = p.submit();
    expect(p.type('1')).toBe(false);
    expect((await p.submit()).outcome).toBe('busy');
    expect((await checking).outcome).toBe('open');
  });
});

describe('pinProblem', () => {
  it('wants exactly four digits', () => {
    expect(pinProblem('2024')).toBeNull();
    expect(pinProblem('123')).not.toBeNull();
    expect(pinProblem('12a4')).not.toBeNull();
  });
});

describe('the words on the PIN pad', () => {
  it('say how long to wait, and call a long wait a lock', () => {
    expect(wrongPinMessage(0)).toBe('Wrong PIN. Try again.');
    expect(wrongPinMessage(1500)).toBe('Wrong PIN.\nTry again in 2 s.');
    expect(waitingMessage(300_000)).toBe('Too many wrong PINs.\nLocked for 5 min.');
    expect(wrongPinMessage(61_000)).toBe('Too many wrong PINs.\nLocked for 1 min 1 s.');
    expect(formatWait(1)).toBe('1 s');
  });
});

describe('recordsStatus', () => {
  it('says where the records live and that all is well', () => {
    expect(recordsStatus(true, [])).toEqual(['Records are stored in this browser.', 'No problems were found in the records.']);
    expect(recordsStatus(false, [])[0]).toMatch(/memory only/);
  });

  it('does not say memory only twice', () => {
    expect(recordsStatus(false, [MEMORY_ONLY])).toEqual([
      'Records are kept in memory only and are lost when the kiosk restarts.',
      'No problems were found in the records.',
    ]);
  });

  it('counts the notices and quotes the first, cut short when long', () => {
    expect(recordsStatus(true, ['A damaged player profile (Ann) was set aside.'])[1]).toBe('1 notice. A damaged player profile (Ann) was set aside.');
    const long = 'x'.repeat(300);
    const line = recordsStatus(true, [long, 'second'])[1] ?? '';
    expect(line.startsWith('2 notices. First: ')).toBe(true);
    expect(line.endsWith('...')).toBe(true);
    expect(line.length).toBeLessThan(150);
  });
});

describe('importSummary', () => {
  it('says how many records came in', () => {
    expect(importSummary({ imported: 1, rejected: [] }, 'a.json')).toBe('1 record was imported from a.json.');
    expect(importSummary({ imported: 3, rejected: ['k: bad'] }, 'a.json')).toBe(
      '3 records were imported from a.json.\n1 record was left out: k: bad',
    );
  });

  it('says plainly that a refused file lost nothing', () => {
    const text = importSummary({ imported: 0, rejected: ['The file is not a records export: it is not valid JSON.'] }, 'b.json');
    expect(text).toMatch(/^Nothing was imported from b\.json\.\nThe file is not a records export/);
    expect(text).toMatch(/nothing was lost\.$/);
    expect(importSummary({ imported: 0, rejected: [] }, 'c.json')).toMatch(/holds no records/);
  });
});
