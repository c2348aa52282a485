// What the kiosk remembers of each player's Euchre: games won and lost, and
// hand by hand what their team did with trump (made it, was euchred, marched,
// euchred the others) and their loners; and the winning margins for the Hall
// of Fame. The arithmetic is here, apart from storage, so it is tested plainly.

import * as v from 'valibot';
import type { EuchreEvent } from '../../engine/euchre';
import type { NewHighScore } from '../../store/records';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const EuchreStatsSchema = v.strictObject({
  games: count,
  wins: count,
  /** Hands scored (hands thrown in are not). */
  hands: count,
  /** Hands your team made trump and took three tricks or more. */
  made: count,
  /** Hands your team made trump and was euchred. */
  euchresSuffered: count,
  /** Hands the others made trump and your team euchred them. */
  euchresInflicted: count,
  /** Hands your team made trump and took all five. */
  marches: count,
  /** Hands you went alone and took three tricks or more. */
  loners: count,
});

export type EuchreStats = v.InferOutput<typeof EuchreStatsSchema>;

export const NO_EUCHRE_STATS: EuchreStats = { games: 0, wins: 0, hands: 0, made: 0, euchresSuffered: 0, euchresInflicted: 0, marches: 0, loners: 0 };

type HandEvent = Extract<EuchreEvent, { type: 'hand' }>;

/** What one scored hand adds for the player in seat 0 (team 0). */
export function addHand(stats: EuchreStats, hand: HandEvent): EuchreStats {
  const ours = hand.makers === 0;
  return {
    ...stats,
    hands: stats.hands + 1,
    made: stats.made + (ours && !hand.euchred ? 1 : 0),
    euchresSuffered: stats.euchresSuffered + (ours && hand.euchred ? 1 : 0),
    euchresInflicted: stats.euchresInflicted + (!ours && hand.euchred ? 1 : 0),
    marches: stats.marches + (ours && hand.march ? 1 : 0),
    loners: stats.loners + (hand.alone && hand.maker === 0 && !hand.euchred ? 1 : 0),
  };
}

/** A finished game, or one abandoned (which counts as lost). */
export function addGame(stats: EuchreStats, won: boolean): EuchreStats {
  return { ...stats, games: stats.games + 1, wins: stats.wins + (won ? 1 : 0) };
}

/** The statistics as the dialog lists them. */
export function statsLines(name: string, stats: EuchreStats): string[] {
  const percent = stats.games === 0 ? 0 : Math.round((stats.wins / stats.games) * 100);
  return [
    `Statistics for ${name}`,
    '',
    `Games won: ${stats.wins} of ${stats.games} (${percent}%)`,
    `Games lost: ${stats.games - stats.wins}`,
    `Hands played: ${stats.hands}`,
    `Hands your team made: ${stats.made}`,
    `Euchred (your team): ${stats.euchresSuffered}`,
    `Euchres you inflicted: ${stats.euchresInflicted}`,
    `Marches (all five tricks): ${stats.marches}`,
    `Loners you made: ${stats.loners}`,
  ];
}

/**
 * The Hall of Fame entry for a game the player's team won: its margin over
 * the other team. Null when the player's team lost.
 */
export function winningMargin(name: string, scores: readonly number[], winners: readonly number[], hands: number): NewHighScore | null {
  if (!winners.includes(0)) return null;
  const ours = scores[0] ?? 0;
  const theirs = scores[1] ?? 0;
  return { name, score: ours - theirs, detail: `${ours} to ${theirs}, ${hands} hands` };
}
