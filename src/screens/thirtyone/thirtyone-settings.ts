// What the kiosk keeps of Thirty-One for the cabinet: the variation, the
// animation speed, the card back, the computer opponents' names and the last
// table set up. Speed and back take effect at once, in a game too (as the
// original's Options did); the variation and the table wait for the next game.

import * as v from 'valibot';
import { seatingSchema } from '../table/seating-schema';
import type { Variation } from '../../engine/thirtyone';
import type { Seating } from '../table/seat-plan';
import { STANDARD_SEATING } from './seating';

export const SPEEDS = ['slow', 'medium', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The original shipped ten card backs: the first ten of ours. */
export const BACK_CHOICES = 10;
/** Opponents' names are short enough to stand beside a hand. */
export const OPPONENT_NAME_MAX = 12;

/** Two to four seats, seat 0 a person, no name or pad twice. */
export const SeatingSchema = seatingSchema(2, 4);

const OpponentName = v.pipe(v.string(), v.minLength(1), v.maxLength(OPPONENT_NAME_MAX), v.regex(/^[ -~]+$/));

export const ThirtyOneSettingsSchema = v.strictObject({
  variation: v.picklist(['regular', 'van-eer-maas']),
  speed: v.picklist(SPEEDS),
  back: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(BACK_CHOICES - 1)),
  names: v.pipe(v.array(OpponentName), v.length(4)),
  seating: SeatingSchema,
});

export interface ThirtyOneSettings {
  variation: Variation;
  speed: Speed;
  /** Index into the card backs (the first `BACK_CHOICES`). */
  back: number;
  /** The computer opponents' names, one for each of the other seats (the fourth stands by). */
  names: string[];
  seating: Seating;
}

export const STANDARD_SETTINGS: ThirtyOneSettings = {
  variation: 'regular',
  speed: 'medium',
  back: 0,
  names: ['Hetty', 'Oskar', 'Mabel', 'Rudi'],
  seating: STANDARD_SEATING,
};

/** How long a card takes to cross the table at each speed, in ms. */
export const GLIDE_MS: Record<Speed, number> = { slow: 600, medium: 320, fast: 140 };
/** The least time a computer player seems to think, at each speed, so a person can follow it. */
export const THINK_MS: Record<Speed, number> = { slow: 900, medium: 500, fast: 200 };
