import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BACK_CHOICES, OPPONENT_NAME_MAX, STANDARD_SETTINGS, type ThirtyOneSettings, ThirtyOneSettingsSchema } from './thirtyone-settings';
import type { SeatPlan } from '../table/seat-plan';

const valid = (settings: unknown): boolean => v.safeParse(ThirtyOneSettingsSchema, settings).success;
const withSeats = (...seats: SeatPlan[]): ThirtyOneSettings => ({ ...STANDARD_SETTINGS, seating: { seats } });
const person = (name: string | null, pad: number | null = null): SeatPlan => ({ kind: 'person', name, pad });
const computer: SeatPlan = { kind: 'computer', level: 'expert' };

describe("Thirty-One's settings", () => {
  it('accept the standard settings and every choice the Options dialog offers', () => {
    expect(valid(STANDARD_SETTINGS)).toBe(true);
    for (const variation of ['regular', 'van-eer-maas']) for (const speed of ['slow', 'medium', 'fast']) expect(valid({ ...STANDARD_SETTINGS, variation, speed })).toBe(true);
    expect(valid({ ...STANDARD_SETTINGS, back: BACK_CHOICES - 1 })).toBe(true);
    expect(valid({ ...STANDARD_SETTINGS, names: ['A', 'x'.repeat(OPPONENT_NAME_MAX), 'Mabel Q.', 'Rudi'] })).toBe(true);
  });

  it('refuse a variation, speed or card back the game does not have', () => {
    expect(valid({ ...STANDARD_SETTINGS, variation: 'schwimmen' })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, speed: 'instant' })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, back: BACK_CHOICES })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, back: -1 })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, back: 1.5 })).toBe(false);
  });

  it("refuse opponents' names that are empty, too long, not drawable, or not four", () => {
    expect(valid({ ...STANDARD_SETTINGS, names: ['', 'Oskar', 'Mabel', 'Rudi'] })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, names: ['x'.repeat(OPPONENT_NAME_MAX + 1), 'Oskar', 'Mabel', 'Rudi'] })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, names: ['Hétty', 'Oskar', 'Mabel', 'Rudi'] })).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, names: ['Hetty', 'Oskar', 'Mabel'] })).toBe(false);
  });

  it('take two to four seats, the first a person', () => {
    expect(valid(withSeats(person(null), computer))).toBe(true);
    expect(valid(withSeats(person('Ann', 0), computer, person('Bob', 1), person(null)))).toBe(true);
    expect(valid(withSeats(person(null)))).toBe(false);
    expect(valid(withSeats(person(null), computer, computer, computer, computer))).toBe(false);
    expect(valid(withSeats(computer, person(null)))).toBe(false);
  });

  it('give each person a name of their own, whatever its case, and each pad one seat; guests and the shared keyboard may repeat', () => {
    expect(valid(withSeats(person('Ann'), person('ANN')))).toBe(false);
    expect(valid(withSeats(person('Ann', 2), person('Bob', 2)))).toBe(false);
    expect(valid(withSeats(person(null), person(null), person('Ann')))).toBe(true);
    expect(valid(withSeats(person('Ann', 4), computer))).toBe(false);
    expect(valid(withSeats(person(' Ann'), computer))).toBe(false);
  });

  it('refuse a computer player without a level it has', () => {
    expect(valid(withSeats(person(null), { kind: 'computer', level: 'grandmaster' } as unknown as SeatPlan))).toBe(false);
    expect(valid({ ...STANDARD_SETTINGS, extra: true })).toBe(false);
  });
});
