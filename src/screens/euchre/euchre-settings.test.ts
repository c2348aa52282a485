import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EuchreSettingsSchema, STANDARD_SETTINGS, settingsFields, settingsFrom, waitingChanges } from './euchre-settings';

describe("Euchre's options", () => {
  it('start as the original did: Pass Best on, no stick the dealer, voices off, medium speed', () => {
    expect(STANDARD_SETTINGS.options).toEqual({ passBest: true, stickTheDealer: false, target: 10 });
    expect(STANDARD_SETTINGS).toMatchObject({ voices: false, speed: 'medium' });
    expect(v.is(EuchreSettingsSchema, STANDARD_SETTINGS)).toBe(true);
  });

  it('take what the dialog answers, and ignore what it cannot', () => {
    const fields = settingsFields(STANDARD_SETTINGS).map((f) => f.id);
    expect(fields).toEqual(['passBest', 'stickTheDealer', 'voices', 'speed', 'level']);
    const next = settingsFrom({ passBest: false, voices: true, speed: 'fast', level: 'expert', stickTheDealer: 'yes' }, STANDARD_SETTINGS);
    expect(next).toEqual({ options: { passBest: false, stickTheDealer: false, target: 10 }, level: 'expert', speed: 'fast', voices: true });
    expect(settingsFrom({ speed: 'warp', level: 'god' }, STANDARD_SETTINGS)).toEqual(STANDARD_SETTINGS);
  });

  it('name the rule and level changes that wait for the next game, but not speed or voices', () => {
    const next = settingsFrom({ passBest: false, level: 'expert', speed: 'slow', voices: true }, STANDARD_SETTINGS);
    expect(waitingChanges(STANDARD_SETTINGS, next)).toEqual(['Pass Best: off', 'Computer players: expert']);
    expect(waitingChanges(STANDARD_SETTINGS, settingsFrom({ speed: 'fast', voices: true }, STANDARD_SETTINGS))).toEqual([]);
  });
});
