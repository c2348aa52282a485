// Who sits at the Court's table: the person who chose the game at seat 0,
// and at seat 1 the computer (at the Difficulty menu's level) or a second
// person, head to head. Each person plays with a pad of their own or shares
// the keyboard and mouse (see `table/seat-plan.ts`). The last table set up
// is kept with the settings and offered again in the Players dialog; a
// record from before there was a choice is the one-person table.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import { type SeatPlan, peopleOnly, seatNames } from '../table/seat-plan';
import { seatingSchema } from '../table/seating-schema';
import type { PeopleNames } from './court-texts';

/** Two seats, seat 0 a person. */
export const CourtSeatingSchema = seatingSchema(2, 2);

/** You (or a guest) against the computer: the table before anyone chose another. */
export const ONE_PERSON: readonly SeatPlan[] = [
  { kind: 'person', name: null, pad: null },
  { kind: 'computer', level: 'novice' },
];

/** What the Court's computer player is called at the table and in the Players dialog. */
export const COMPUTER: readonly string[] = ['Computer'];

/** Two people play each other. */
export function headToHead(plans: readonly SeatPlan[]): boolean {
  return peopleOnly(plans, 2);
}

/**
 * The plans of a game dealt at `level` with `person` at seat 0 (null: a
 * guest): a computer at seat 1 plays at that level; a tournament's players
 * (`alone`) always play the computer.
 */
export function gamePlans(table: readonly SeatPlan[], person: string | null, level: Level, alone = false): SeatPlan[] {
  const [first, second] = table;
  const you: SeatPlan = { kind: 'person', name: person, pad: first?.kind === 'person' ? first.pad : null };
  return [you, !alone && second?.kind === 'person' ? second : { kind: 'computer', level }];
}

/** Both seats' names, in seat order: you (or "You") and "Computer", or the two people's (guests "Player 1", "Player 2"). */
export function tableNames(plans: readonly SeatPlan[]): [string, string] {
  const [first = 'You', second = 'Computer'] = seatNames(plans, COMPUTER);
  return [first, second];
}

/** The two people's names when people play each other, else null (the words speak to you of the computer). */
export function peopleNames(plans: readonly SeatPlan[]): PeopleNames | null {
  return headToHead(plans) ? tableNames(plans) : null;
}

/** The names a game is recorded under, by seat: the people's (null: a guest, or the computer). */
export function recordNames(plans: readonly SeatPlan[]): (string | null)[] {
  return plans.map((plan) => (plan.kind === 'person' ? plan.name : null));
}

/** A table as the settings keep it, read leniently: a damaged one is the one-person table, the rest of the settings kept. */
export const KeptSeatingSchema = v.fallback(v.optional(CourtSeatingSchema), undefined);
