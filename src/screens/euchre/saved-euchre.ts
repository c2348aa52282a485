// The Euchre game in progress as it is kept between moves: the engine's
// state (plain JSON), who sits where, who played and at which level.
// Checked when read back, down to every card of the pack being in exactly
// one place, so a damaged record is set aside rather than resumed into a
// broken table.

import * as v from 'valibot';
import { euchre } from '../../engine/euchre';
import { NameSchema } from '../../table/names';
import { keptFields } from '../../table/saved-session';
import { seatingSchema } from '../table/seating-schema';

export const SavedEuchreSchema = v.strictObject({
  names: v.pipe(v.array(v.string()), v.length(4)),
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Hands scored so far, for the Hall of Fame's detail. */
  hands: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Who sat in each seat; a game kept before there was a table of several people has none: the one-person table. */
  seating: v.optional(seatingSchema(4, 4)),
  ...keptFields(euchre),
});

export type SavedEuchre = v.InferOutput<typeof SavedEuchreSchema>;

/** The record as the kept games read it. */
export const SavedEuchreRecord = SavedEuchreSchema;
