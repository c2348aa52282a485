// A table's seating as a game keeps it (the last table in its settings, the
// seats of a game in progress), checked when read back: seat 0 a person, no
// name or pad at two seats, and as many seats as the game is played with.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import { NameSchema } from '../../table/names';
import type { Seating } from './seat-plan';

const LEVELS = ['novice', 'intermediate', 'expert'] as const satisfies readonly Level[];

const SeatPlanSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('computer'), level: v.picklist(LEVELS) }),
  v.strictObject({ kind: v.literal('person'), name: v.nullable(NameSchema), pad: v.nullable(v.picklist([0, 1, 2, 3])) }),
]);

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/** `fewest` to `most` seats, seat 0 a person, no name or pad twice. */
export function seatingSchema(fewest: number, most: number): v.GenericSchema<unknown, Seating> {
  return v.pipe(
    v.strictObject({ seats: v.pipe(v.array(SeatPlanSchema), v.minLength(fewest), v.maxLength(most)) }),
    v.check((s) => s.seats[0]?.kind === 'person', 'seat 0 is a person'),
    v.check((s) => unique(s.seats.flatMap((p) => (p.kind === 'person' && p.name !== null ? [p.name.toLowerCase()] : []))), 'each person has a name of their own'),
    v.check((s) => unique(s.seats.flatMap((p) => (p.kind === 'person' && p.pad !== null ? [p.pad] : []))), 'each pad plays one seat'),
  );
}
