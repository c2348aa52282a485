// The cabinet's Chinese Patience settings, kept for every player: the
// computer's level, whether the tape-loading effect plays first, and who
// played the last game (the computer or a second person, and their pads),
// offered again when the next begins.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import { PlayersSchema } from './seating';

export const PatienceSettingsSchema = v.strictObject({
  level: v.picklist(['novice', 'intermediate', 'expert']),
  tape: v.boolean(),
  /** The last choice of players; absent (a record from before there was one): you against the computer. */
  players: v.optional(PlayersSchema),
});

export type PatienceSettings = v.InferOutput<typeof PatienceSettingsSchema>;

export const STANDARD_SETTINGS: PatienceSettings = { level: 'intermediate', tape: true };

export const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];

/** The next level along, round again after the expert (or back, with -1). */
export function nextLevel(level: Level, step: 1 | -1 = 1): Level {
  const at = LEVELS.indexOf(level);
  return LEVELS[(at + step + LEVELS.length) % LEVELS.length] ?? 'intermediate';
}
