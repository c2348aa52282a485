// The Court game in progress as kept between moves: the engine's state, who
// plays it at which level, the two people when people play each other (a
// game kept without them is you against the computer), and the tournament
// around it if there is one. Checked when read back down to every card
// being in one place.

import * as v from 'valibot';
import { court } from '../../engine/court';
import { NameSchema } from '../../table/names';
import { keptFields } from '../../table/saved-session';
import { CourtSeatingSchema } from './court-seating';
import { TournamentSchema } from './tournament';

export const SavedCourtSchema = v.strictObject({
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tournament: v.nullable(TournamentSchema),
  /** The table of a game between two people; absent for you against the computer. */
  seating: v.optional(CourtSeatingSchema),
  ...keptFields(court),
});

export type SavedCourt = v.InferOutput<typeof SavedCourtSchema>;

/** The record as the kept games read it. */
export const SavedCourtRecord = SavedCourtSchema;
