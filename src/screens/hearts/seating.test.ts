import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import type { SeatPlan } from '../table/seat-plan';
import { SavedHeartsSchema } from './saved-game';
import { aloneAgainst, keptTable, lastTable, tableKind, tableNames, withSeating } from './seating';
import { peopleSeats } from '../table/seat-plan';
import { HeartsTableSchema, STANDARD_TABLE, applyMenuPick } from './table-rules';

const TABLE: SeatPlan[] = [
  { kind: 'person', name: 'ANNE', pad: 0 },
  { kind: 'computer', level: 'expert' },
  { kind: 'person', name: 'BOB', pad: 1 },
  { kind: 'computer', level: 'novice' },
];

describe('who sits at the Hearts table', () => {
  it('is the visitor against three computers at the menu level when no table was set up (a settings record from before)', () => {
    const old = { options: STANDARD_TABLE.options, level: 'expert' };
    expect(v.is(HeartsTableSchema, old)).toBe(true);
    const settings = v.parse(HeartsTableSchema, old);
    expect(lastTable(settings, 'ZOE').seats).toEqual(aloneAgainst('ZOE', 'expert'));
    expect(tableNames(aloneAgainst(null, 'novice'))).toEqual(['You', 'Ada', 'Barnaby', 'Clara']);
    expect(tableNames(aloneAgainst('ZOE', 'novice'))).toEqual(['ZOE', 'Ada', 'Barnaby', 'Clara']);
  });

  it('offers the last table again with the visitor in the first seat, on its device', () => {
    const settings = withSeating(STANDARD_TABLE, { seats: TABLE });
    expect(v.is(HeartsTableSchema, settings)).toBe(true);
    expect(lastTable(settings, 'ZOE').seats).toEqual([{ kind: 'person', name: 'ZOE', pad: 0 }, ...TABLE.slice(1)]);
    expect(peopleSeats(TABLE)).toEqual([0, 2]);
    expect(tableNames(TABLE)).toEqual(['ANNE', 'Ada', 'BOB', 'Barnaby']);
  });

  it('is recorded at its weakest computer player, and among people only when no computer plays', () => {
    const settings = withSeating(STANDARD_TABLE, { seats: TABLE });
    // The menu ticks the level the table is recorded at.
    expect(settings.level).toBe('novice');
    expect(tableKind(TABLE, 'novice')).toBe('novice');
    const people: SeatPlan[] = TABLE.map((plan, seat) => (plan.kind === 'person' ? plan : { kind: 'person', name: `P${seat}`, pad: null }));
    expect(tableKind(people, 'expert')).toBe('people');
    // A table of people only leaves the menu's level as it was.
    expect(withSeating({ ...STANDARD_TABLE, level: 'expert' }, { seats: people }).level).toBe('expert');
  });

  it('puts every computer at the table at a level picked in the Game menu', () => {
    const picked = applyMenuPick(withSeating(STANDARD_TABLE, { seats: TABLE }), 'level:intermediate');
    expect(picked?.level).toBe('intermediate');
    expect(picked?.seating?.seats.filter((plan) => plan.kind === 'computer')).toEqual([
      { kind: 'computer', level: 'intermediate' },
      { kind: 'computer', level: 'intermediate' },
    ]);
    expect(applyMenuPick(STANDARD_TABLE, 'level:expert')).toEqual({ ...STANDARD_TABLE, level: 'expert' });
  });

  it('refuses a table it cannot seat: not four seats, a computer first, a pad or a name twice', () => {
    const bad = (seats: unknown[]) => v.is(HeartsTableSchema, { ...STANDARD_TABLE, seating: { seats } });
    expect(bad(TABLE)).toBe(true);
    expect(bad(TABLE.slice(0, 3))).toBe(false);
    expect(bad([TABLE[1], TABLE[0], TABLE[2], TABLE[3]])).toBe(false);
    expect(bad([TABLE[0], TABLE[1], { kind: 'person', name: 'BOB', pad: 0 }, TABLE[3]])).toBe(false);
    expect(bad([TABLE[0], TABLE[1], { kind: 'person', name: 'anne', pad: null }, TABLE[3]])).toBe(false);
  });

  it('keeps a game with its people, its player in the first seat; one kept without them is the player alone', () => {
    const state = JSON.parse(JSON.stringify(hearts.setup({ seed: 4 })));
    const kept = { state, history: [], names: ['ANNE', 'Ada', 'BOB', 'Barnaby'], player: 'ANNE', level: 'novice', moves: 1, seed: 4 };
    expect(v.is(SavedHeartsSchema, { ...kept, seating: { seats: TABLE } })).toBe(true);
    expect(v.is(SavedHeartsSchema, { ...kept, player: 'BOB', seating: { seats: TABLE } })).toBe(false);
    expect(keptTable({ ...kept, level: 'novice', seating: { seats: TABLE } })).toEqual(TABLE);
    expect(keptTable({ ...kept, level: 'novice' })).toEqual(aloneAgainst('ANNE', 'novice'));
  });
});
