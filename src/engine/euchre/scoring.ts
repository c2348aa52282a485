// What a hand is worth and when the game is over (the manual's "object of
// the game"): the makers take 1 point for three or four tricks, 2 for all
// five (4 alone); euchred, they give the defenders 2. RULES.md has the rest.

import type { Outcome, Seat } from '../game';
import { TRICKS } from './rules';

export const MAKE = 1;
export const MARCH = 2;
export const LONE_MARCH = 4;
export const EUCHRE = 2;
/** Tricks the makers need. */
export const TO_MAKE = 3;

export interface HandScore {
  /** Points won this hand, by team. */
  points: [number, number];
  euchred: boolean;
  /** The makers took all five tricks. */
  march: boolean;
}

/** The score of a finished hand from the making team, its tricks, and whether the maker went alone. */
export function scoreHand(makers: 0 | 1, tricks: number, alone: boolean): HandScore {
  const points: [number, number] = [0, 0];
  const defenders = makers === 0 ? 1 : 0;
  if (tricks < TO_MAKE) {
    points[defenders] = EUCHRE;
    return { points, euchred: true, march: false };
  }
  const march = tricks === TRICKS;
  points[makers] = march ? (alone ? LONE_MARCH : MARCH) : MAKE;
  return { points, euchred: false, march };
}

/** Team points as each seat's figure: seats 0 and 2 share team 0's, 1 and 3 team 1's. */
export function seatScores(points: readonly [number, number]): number[] {
  return [points[0], points[1], points[0], points[1]];
}

/** The result once a team has `target` points: that team's two seats win. */
export function gameOutcome(points: readonly [number, number], target: number): Outcome | null {
  const team = points[0] >= target ? 0 : points[1] >= target ? 1 : -1;
  if (team < 0) return null;
  const winners: Seat[] = [team, team + 2];
  return { scores: seatScores(points), winners, draw: false };
}
