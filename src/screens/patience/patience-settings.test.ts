import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LEVELS, PatienceSettingsSchema, STANDARD_SETTINGS, nextLevel } from './patience-settings';

describe('Chinese Patience settings', () => {
  it('step the level round, both ways, and keep the settings valid', () => {
    expect(LEVELS.map((l) => nextLevel(l))).toEqual(['intermediate', 'expert', 'novice']);
    expect(nextLevel('novice', -1)).toBe('expert');
    expect(v.is(PatienceSettingsSchema, STANDARD_SETTINGS)).toBe(true);
    expect(v.is(PatienceSettingsSchema, { level: 'master', tape: true })).toBe(false);
  });
});
