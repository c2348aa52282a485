import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PatienceSettingsSchema, STANDARD_SETTINGS } from './patience-settings';
import { SavedPatienceSchema } from './saved-patience';
import { AGAINST_THE_COMPUTER, type Players, fitted, padChoices, padName, peopleAt, seatPlans, sideNames, stepPad } from './seating';

const idaBob: Players = { firstPad: 0, second: { name: 'BOB', pad: 1 } };

describe('who plays Chinese Patience', () => {
  it('seats the person alone against the computer, or both people with their pads', () => {
    expect(seatPlans(AGAINST_THE_COMPUTER, 'IDA')).toEqual([{ kind: 'person', name: 'IDA', pad: null }]);
    expect(seatPlans(idaBob, 'IDA')).toEqual([
      { kind: 'person', name: 'IDA', pad: 0 },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    expect(peopleAt(idaBob, 'IDA')).toEqual(['IDA', 'BOB']);
    expect(peopleAt(AGAINST_THE_COMPUTER, 'IDA')).toEqual(['IDA', null]);
  });

  it('names the seats: YOU and I against the computer, the people head to head (guests by seat)', () => {
    expect(sideNames(AGAINST_THE_COMPUTER, null)).toEqual(['YOU', 'I']);
    expect(sideNames(idaBob, 'Ida')).toEqual(['IDA', 'BOB']);
    expect(sideNames({ firstPad: null, second: { name: null, pad: null } }, null)).toEqual(['PLAYER 1', 'PLAYER 2']);
  });

  it('offers the last choice again fitted to now: a pad pulled out is the keyboard, a second person now seated first is a guest', () => {
    expect(fitted(idaBob, 'IDA', [0, 1])).toEqual(idaBob);
    expect(fitted(idaBob, 'IDA', [1])).toEqual({ firstPad: null, second: { name: 'BOB', pad: 1 } });
    expect(fitted(idaBob, 'bob', [0, 1])).toEqual({ firstPad: 0, second: { name: null, pad: 1 } });
    expect(fitted(AGAINST_THE_COMPUTER, 'IDA', [0])).toEqual(AGAINST_THE_COMPUTER);
  });

  it('steps a device among the keyboard and the pads plugged in, never the pad the other holds', () => {
    expect(padChoices(idaBob, 0, [0, 1, 2])).toEqual([null, 0, 2]);
    expect(padChoices(idaBob, 1, [0, 1, 2])).toEqual([null, 1, 2]);
    expect(stepPad(idaBob, 0, [0, 1, 2]).firstPad).toBe(2);
    expect(stepPad(stepPad(idaBob, 0, [0, 1, 2]), 0, [0, 1, 2]).firstPad).toBeNull();
    expect(stepPad(idaBob, 1, [0, 1], -1).second?.pad).toBeNull();
    expect(stepPad(AGAINST_THE_COMPUTER, 0, [0])).toBe(AGAINST_THE_COMPUTER);
    expect([padName(null), padName(1)]).toEqual(['KEYBOARD', 'PAD 2']);
  });

  it('is kept with the settings and the game in progress, checked on read; a record without it is the one-person table', () => {
    expect(v.is(PatienceSettingsSchema, STANDARD_SETTINGS)).toBe(true);
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: idaBob })).toBe(true);
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: AGAINST_THE_COMPUTER })).toBe(true);
    // One pad cannot play both seats; a pad beyond the four slots, or a name no player may have, is refused.
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: { firstPad: 1, second: { name: 'BOB', pad: 1 } } })).toBe(false);
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: { firstPad: 4, second: null } })).toBe(false);
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: { firstPad: null, second: { name: ' ', pad: null } } })).toBe(false);
    expect(v.is(PatienceSettingsSchema, { ...STANDARD_SETTINGS, players: { second: null } })).toBe(false);
    const players = SavedPatienceSchema.entries.players;
    expect(v.is(players, undefined)).toBe(true);
    expect(v.is(players, idaBob)).toBe(true);
  });
});
