import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMORY_ONLY } from '../../store/notices';
import {
  ATTRACT_STEPS,
  IDLE_STEPS,
  PinPad,
  formatSeconds,
  importSummary,
  pinProblem,
  recordsStatus,
  stepValue,
  stepVolume,
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
  it('opens on the right four digits', () => {
    const pad = new PinPad(() => '1990');
    for (const d of '1990') pad.type(d);
    expect(pad.submit()).toBe('open');
  });

  it('ignores a fifth digit and anything but digits; erase takes one back', () => {
    const pad = new PinPad(() => '1990');
    expect(pad.type('x')).toBe(false);
    for (const d of '19907') pad.type(d);
    expect(pad.entered).toBe(4);
    pad.erase();
    pad.type('0');
    expect(pad.submit()).toBe('open');
  });

  it('does not count a short entry as a try, and locks out after three wrong ones', () => {
    const pad = new PinPad(() => '1990');
    pad.type('1');
    expect(pad.submit()).toBe('typing');
    const wrong = () => {
      for (const d of '0000') pad.type(d);
      return pad.submit();
    };
    expect(wrong()).toBe('wrong');
    expect(wrong()).toBe('wrong');
    expect(pad.wrongTries).toBe(2);
    expect(wrong()).toBe('locked-out');
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
  it('counts the tries left down to one', () => {
    const pad = new PinPad(() => '1990');
    for (const d of '0000') pad.type(d);
    expect(pad.submit()).toBe('wrong');
    expect(wrongPinMessage(pad.triesLeft)).toBe('Wrong PIN. 2 tries left.');
    for (const d of '0000') pad.type(d);
    pad.submit();
    expect(wrongPinMessage(pad.triesLeft)).toBe('Wrong PIN. 1 try left.');
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
