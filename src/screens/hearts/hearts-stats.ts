// What the kiosk remembers of each player's Hearts: games and wins, points
// per hand, moons shot and queens taken; and the high-score table of winning
// margins. The arithmetic is here, apart from storage, so it is tested plainly.

import * as v from 'valibot';
import type { NewHighScore } from '../../store/records';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const HeartsStatsSchema = v.strictObject({
  games: count,
  wins: count,
  hands: count,
  /** Sum of the player's hand scores (moons and bonuses included), for the average. */
  points: v.pipe(v.number(), v.integer()),
  moons: count,
  queens: count,
});

export type HeartsStats = v.InferOutput<typeof HeartsStatsSchema>;

export const NO_HEARTS_STATS: HeartsStats = { games: 0, wins: 0, hands: 0, points: 0, moons: 0, queens: 0 };

/** What one finished hand adds for the player. */
export interface HandRecord {
  points: number;
  shotMoon: boolean;
  tookQueen: boolean;
}

export function addHand(stats: HeartsStats, hand: HandRecord): HeartsStats {
  return {
    ...stats,
    hands: stats.hands + 1,
    points: stats.points + hand.points,
    moons: stats.moons + (hand.shotMoon ? 1 : 0),
    queens: stats.queens + (hand.tookQueen ? 1 : 0),
  };
}

/** A finished game, or one abandoned (which counts as lost). */
export function addGame(stats: HeartsStats, won: boolean): HeartsStats {
  return { ...stats, games: stats.games + 1, wins: stats.wins + (won ? 1 : 0) };
}

/** Average points per hand, one decimal, or null before the first hand. */
export function averagePoints(stats: HeartsStats): number | null {
  return stats.hands === 0 ? null : Math.round((stats.points / stats.hands) * 10) / 10;
}

/** The statistics as the dialog lists them. */
export function statsLines(name: string, stats: HeartsStats): string[] {
  const average = averagePoints(stats);
  const percent = stats.games === 0 ? 0 : Math.round((stats.wins / stats.games) * 100);
  return [
    `Statistics for ${name}`,
    '',
    `Games played: ${stats.games}`,
    `Games won: ${stats.wins} (${percent}%)`,
    `Hands played: ${stats.hands}`,
    `Average points per hand: ${average === null ? '-' : average.toFixed(1)}`,
    `Moons shot: ${stats.moons}`,
    `Queens of spades taken: ${stats.queens}`,
  ];
}

/**
 * The high-score entry for a game the player (seat 0) won: the margin over
 * the best of the others. A shared win has a margin of 0 and still counts.
 * Null when the player did not win.
 */
export function winningMargin(name: string, scores: readonly number[], winners: readonly number[], hands: number): NewHighScore | null {
  if (!winners.includes(0)) return null;
  const mine = scores[0] ?? 0;
  const others = scores.slice(1);
  const margin = Math.min(...others) - mine;
  return { name, score: margin, detail: `${mine} points, ${hands} hands` };
}
