import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CourtSettingsSchema, STANDARD_SETTINGS } from './court-menus';
import { ONE_PERSON, gamePlans, headToHead, peopleNames, recordNames, tableNames } from './court-seating';
import type { SeatPlan } from '../table/seat-plan';

const ANNE: SeatPlan = { kind: 'person', name: 'ANNE', pad: 0 };
const BOB: SeatPlan = { kind: 'person', name: 'BOB', pad: 1 };

describe("the Court's seating", () => {
  it('reads settings kept before there was a choice as you against the computer, and a damaged table as well, keeping the rest', () => {
    const old = v.parse(CourtSettingsSchema, { ...STANDARD_SETTINGS, level: 'expert' });
    expect(old.seating).toBeUndefined();
    expect(old.level).toBe('expert');
    const damaged = v.parse(CourtSettingsSchema, { ...STANDARD_SETTINGS, back: 5, seating: { seats: [ANNE, { ...BOB, pad: 0 }] } });
    expect(damaged.seating).toBeUndefined();
    expect(damaged.back).toBe(5);
    const kept = v.parse(CourtSettingsSchema, { ...STANDARD_SETTINGS, seating: { seats: [ANNE, BOB] } });
    expect(kept.seating?.seats).toEqual([ANNE, BOB]);
    // A computer at seat 0, or three seats, is no Court table.
    expect(v.parse(CourtSettingsSchema, { ...STANDARD_SETTINGS, seating: { seats: [{ kind: 'computer', level: 'novice' }, ANNE] } }).seating).toBeUndefined();
    expect(v.parse(CourtSettingsSchema, { ...STANDARD_SETTINGS, seating: { seats: [ANNE, BOB, { kind: 'computer', level: 'novice' }] } }).seating).toBeUndefined();
  });

  it('seats the person here at seat 0, the computer at the level dealt, or the second person; a tournament plays the computer', () => {
    expect(gamePlans(ONE_PERSON, 'ZOE', 'expert')).toEqual([{ kind: 'person', name: 'ZOE', pad: null }, { kind: 'computer', level: 'expert' }]);
    expect(gamePlans([ANNE, BOB], 'CARL', 'novice')).toEqual([{ kind: 'person', name: 'CARL', pad: 0 }, BOB]);
    expect(gamePlans([ANNE, BOB], 'ANNE', 'intermediate', true)).toEqual([ANNE, { kind: 'computer', level: 'intermediate' }]);
  });

  it('names the seats, and the people only when people play each other', () => {
    expect(tableNames(gamePlans(ONE_PERSON, null, 'novice'))).toEqual(['You', 'Computer']);
    expect(tableNames(gamePlans(ONE_PERSON, 'ANNE', 'novice'))).toEqual(['ANNE', 'Computer']);
    expect(peopleNames(ONE_PERSON)).toBeNull();
    expect(headToHead([ANNE, BOB])).toBe(true);
    expect(peopleNames([ANNE, BOB])).toEqual(['ANNE', 'BOB']);
    expect(peopleNames([{ ...ANNE, name: null }, { ...BOB, name: null }])).toEqual(['Player 1', 'Player 2']);
    expect(recordNames([{ ...ANNE, name: null }, BOB])).toEqual([null, 'BOB']);
    expect(recordNames(gamePlans(ONE_PERSON, 'ANNE', 'novice'))).toEqual(['ANNE', null]);
  });
});
