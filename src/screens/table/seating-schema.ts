// A table's seating as the records keep it (the last table set up, a game
// in progress), checked when read back: each seat a computer at a level or a
// person with a name (null: a guest) and a pad (0-3) or the shared devices;
// seat 0 a person; no name and no pad at two seats.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import { NameSchema } from '../../table/names';

const LEVELS = ['novice', 'intermediate', 'expert'] as const satisfies readonly Level[];

export const SeatPlanSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('computer'), level: v.picklist(LEVELS) }),
  v.strictObject({ kind: v.literal('person'), name: v.nullable(NameSchema), pad: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))) }),
]);

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/** A seating of `fewest` to `most` seats, seat 0 a person, no name or pad twice. */
export function seatingSchema(fewest: number, most: number) {
  return v.pipe(
    v.strictObject({ seats: v.pipe(v.array(SeatPlanSchema), v.minLength(fewest), v.maxLength(most)) }),
    v.check((s) => s.seats[0]?.kind === 'person', 'seat 0 is a person'),
    v.check((s) => unique(s.seats.flatMap((p) => (p.kind === 'person' && p.name !== null ? [p.name.toLowerCase()] : []))), 'each person has a name of their own'),
    v.check((s) => unique(s.seats.flatMap((p) => (p.kind === 'person' && p.pad !== null ? [p.pad] : []))), 'each pad plays one seat'),
  );
}
