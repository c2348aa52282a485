// The Chinese Patience game in progress as kept between moves: the engine's
// state, who plays it (against the computer at which level, or head to head)
// and the series it belongs to. Checked when read back, down to every card
// being in exactly one place.

import * as v from 'valibot';
import { patience } from '../../engine/patience';
import { NameSchema } from '../../table/names';
import { keptFields } from '../../table/saved-session';
import { SeriesSchema } from './patience-stats';
import { PlayersSchema } from './seating';

export const SavedPatienceSchema = v.strictObject({
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  /** The running series this game counts towards, or null for a single game. */
  series: v.nullable(SeriesSchema),
  /** Who plays seat 1 against `player` and on which pads; absent (kept before there was a choice): the computer. */
  players: v.optional(PlayersSchema),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ...keptFields(patience),
});

export type SavedPatience = v.InferOutput<typeof SavedPatienceSchema>;

/** The record as the kept games read it. */
export const SavedPatienceRecord = SavedPatienceSchema;

/**
 * Whether anyone has moved in a kept game: one only dealt (the next visitor
 * pressed PLAY and went no further) is nobody's loss, and is never offered.
 * Games kept before their moves were kept tell by whether either side began.
 */
export function movedIn(saved: Pick<SavedPatience, 'actions' | 'state'>): boolean {
  return saved.actions !== undefined ? saved.actions.length > 0 : saved.state.started.some(Boolean);
}
