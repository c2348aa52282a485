// What the kiosk remembers of each player's Euchre: games won and lost, and
// hand by hand what their team did with trump (made it, was euchred, marched,
// euchred the others) and their loners; the games at each level of the
// computers at the table, and apart from them the games among people only;
// and the winning margins for the Hall of Fame. The arithmetic is here,
// apart from storage, so it is tested plainly.

import * as v from 'valibot';
import type { EuchreEvent } from '../../engine/euchre';
import type { Level, Seat } from '../../engine/game';
import type { NewHighScore } from '../../store/records';
import type { RecordedAs } from './euchre-seating';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Tally = v.strictObject({ games: count, wins: count });

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
  /**
   * Games by where they were recorded: at the level of the computers at the
   * table (their weakest), or among people only. The figures above count
   * games with computers at the table only; a record from before has none.
   */
  levels: v.optional(v.strictObject({ novice: v.optional(Tally), intermediate: v.optional(Tally), expert: v.optional(Tally), people: v.optional(Tally) })),
});

export type EuchreStats = v.InferOutput<typeof EuchreStatsSchema>;

export const NO_EUCHRE_STATS: EuchreStats = { games: 0, wins: 0, hands: 0, made: 0, euchresSuffered: 0, euchresInflicted: 0, marches: 0, loners: 0 };

type HandEvent = Extract<EuchreEvent, { type: 'hand' }>;

/** What one scored hand adds for the player in `seat` (seat 0 unless said; its team is the seat's number, odd or even). */
export function addHand(stats: EuchreStats, hand: HandEvent, seat: Seat = 0): EuchreStats {
  const ours = hand.makers === seat % 2;
  return {
    ...stats,
    hands: stats.hands + 1,
    made: stats.made + (ours && !hand.euchred ? 1 : 0),
    euchresSuffered: stats.euchresSuffered + (ours && hand.euchred ? 1 : 0),
    euchresInflicted: stats.euchresInflicted + (!ours && hand.euchred ? 1 : 0),
    marches: stats.marches + (ours && hand.march ? 1 : 0),
    loners: stats.loners + (hand.alone && hand.maker === seat && !hand.euchred ? 1 : 0),
  };
}

/** A finished game, or one abandoned (which counts as lost). */
export function addGame(stats: EuchreStats, won: boolean): EuchreStats {
  return { ...stats, games: stats.games + 1, wins: stats.wins + (won ? 1 : 0) };
}

/** A game recorded `as` its table was: with computers, in the figures and at their level; among people only, there alone. */
export function addGameAs(stats: EuchreStats, won: boolean, as: RecordedAs): EuchreStats {
  const tally = stats.levels?.[as] ?? { games: 0, wins: 0 };
  const levels = { ...stats.levels, [as]: { games: tally.games + 1, wins: tally.wins + (won ? 1 : 0) } };
  return { ...(as === 'people' ? stats : addGame(stats, won)), levels };
}

const AS_WORDS: Record<RecordedAs, string> = { novice: 'novice computers', intermediate: 'intermediate computers', expert: 'expert computers', people: 'people only' };

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
    ...(['novice', 'intermediate', 'expert', 'people'] as const).flatMap((as) => {
      const tally = stats.levels?.[as];
      return tally ? [`${as === 'people' ? 'Among' : 'With'} ${AS_WORDS[as]}: ${tally.wins} of ${tally.games} won`] : [];
    }),
  ];
}

/**
 * The Hall of Fame entry for a game the team of the player in `seat` (seat 0
 * unless said) won: its margin over the other team, with the level of the
 * computers at the table when said. Null when the player's team lost.
 */
export function winningMargin(name: string, scores: readonly number[], winners: readonly number[], hands: number, seat: Seat = 0, level?: Level): NewHighScore | null {
  if (!winners.includes(seat)) return null;
  const ours = scores[seat] ?? 0;
  const theirs = scores[(seat + 1) % 4] ?? 0;
  return { name, score: ours - theirs, detail: `${ours} to ${theirs}, ${hands} hands${level === undefined ? '' : `, ${level}`}` };
}
