// The Thirty-One game in progress as it is kept between moves: the engine's
// state (plain JSON), who sits in each seat, the player in seat 0, the level
// the game counts at, every seat's name and the moves so far. Checked when read back, down to
// the 32 cards being each in one place and the seats agreeing with the
// state, so a damaged record is set aside rather than resumed into a broken
// table.

import * as v from 'valibot';
import { thirtyone } from '../../engine/thirtyone';
import { NameSchema } from '../../table/names';
import { keptFields } from '../../table/saved-session';
import { samePlayer } from '../table/kept-games';
import type { Seating } from '../table/seat-plan';
import { SeatingSchema } from './thirtyone-settings';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** The seating as the table uses it (the schema reads the pads more narrowly). */
const KeptSeating: v.GenericSchema<unknown, Seating> = SeatingSchema;

export const SavedThirtyOneSchema = v.pipe(
  v.strictObject({
    seating: KeptSeating,
    /** Seat 0's name, or null for a guest. */
    player: v.nullable(NameSchema),
    /** The level the game counts at: statistics and the Hall of Fame keep expert games only. */
    level: v.picklist(['novice', 'intermediate', 'expert']),
    /** Every seat's name as shown at the table. */
    names: v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
    /** Moves made so far, and the seed the game was dealt from. */
    moves: Count,
    seed: Count,
    ...keptFields(thirtyone),
  }),
  v.check((kept) => kept.seating.seats.length === kept.state.players && kept.names.length === kept.state.players, 'the seats do not agree with the game'),
  v.check((kept) => {
    const first = kept.seating.seats[0];
    return first?.kind === 'person' && (first.name === null ? kept.player === null : kept.player !== null && samePlayer(first.name, kept.player));
  }, 'the player is not the person in seat 0'),
);

export type SavedThirtyOne = v.InferOutput<typeof SavedThirtyOneSchema>;

/** The record as the kept games read it. */
export const SavedThirtyOneRecord = SavedThirtyOneSchema;
