// The History of Affairs of the Court: for each player and each level, the
// games won, lost and drawn, the points, the spread to the computer, the
// rounds and the bonus points, with the averages the original showed, and
// beside them the games played head to head against another person (the
// spread to that person); and the legendary games (the widest winning
// spreads against the computer) per level. Games played without Must Follow
// Suit are kept out, as the original kept them out.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import { NameSchema } from '../../table/names';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const whole = v.pipe(v.number(), v.integer());

const LevelRecordSchema = v.strictObject({
  games: count,
  wins: count,
  losses: count,
  draws: count,
  /** The player's final totals added up. */
  points: whole,
  /** The player's final total minus the computer's (or the other person's), added up. */
  difference: whole,
  rounds: count,
  bonusPoints: count,
});

export type LevelRecord = v.InferOutput<typeof LevelRecordSchema>;

const EMPTY: LevelRecord = { games: 0, wins: 0, losses: 0, draws: 0, points: 0, difference: 0, rounds: 0, bonusPoints: 0 };

/** Games between two people are kept apart from the levels: a win there is no win against the computer. */
export const HEAD_TO_HEAD = 'headToHead';

/** Where a game is kept in the History: the computer's level, or head to head. */
export type HistoryKey = Level | typeof HEAD_TO_HEAD;

export const CourtHistorySchema = v.strictObject({
  novice: LevelRecordSchema,
  intermediate: LevelRecordSchema,
  expert: LevelRecordSchema,
  /** Kept before people could play each other: none yet. */
  [HEAD_TO_HEAD]: v.optional(LevelRecordSchema, () => ({ ...EMPTY })),
});

export type CourtHistory = v.InferOutput<typeof CourtHistorySchema>;

export const NO_HISTORY: CourtHistory = { novice: { ...EMPTY }, intermediate: { ...EMPTY }, expert: { ...EMPTY }, [HEAD_TO_HEAD]: { ...EMPTY } };

/** One finished game from one player's side. */
export interface CourtGameRecord {
  /** The level of the computer played, or head to head. */
  level: HistoryKey;
  /** Final totals: the player's, the other's (the computer's). */
  scores: readonly [number, number];
  /** 'win', 'loss' or 'draw' for the player. */
  result: 'win' | 'loss' | 'draw';
  rounds: number;
  /** Face values of the bonus cards the player played. */
  bonusPoints: number;
  /** Must Follow Suit was on. */
  mustFollowSuit: boolean;
}

/** The history with one more game; games without Must Follow Suit leave it as it was. */
export function addGame(history: CourtHistory, game: CourtGameRecord): CourtHistory {
  if (!game.mustFollowSuit) return history;
  const before = history[game.level];
  const [mine, theirs] = game.scores;
  const after: LevelRecord = {
    games: before.games + 1,
    wins: before.wins + (game.result === 'win' ? 1 : 0),
    losses: before.losses + (game.result === 'loss' ? 1 : 0),
    draws: before.draws + (game.result === 'draw' ? 1 : 0),
    points: before.points + Math.round(mine),
    // A loss never adds to the spread: a game given up while ahead is a loss
    // (court-records.ts), and it must not pay the one who walked away.
    difference: before.difference + Math.round(game.result === 'loss' ? Math.min(0, mine - theirs) : mine - theirs),
    rounds: before.rounds + game.rounds,
    bonusPoints: before.bonusPoints + game.bonusPoints,
  };
  return { ...history, [game.level]: after };
}

/** The figures of the History table for one level, as shown (averages to one decimal). */
export interface HistoryFigures {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Of all games, in percent, one decimal. */
  winningPercentage: number;
  totalPoints: number;
  averageScore: number;
  totalDifference: number;
  averageSpread: number;
  totalRounds: number;
  averageRounds: number;
  totalBonusPoints: number;
  bonusPointAverage: number;
}

const tenth = (x: number) => Math.round(x * 10) / 10;

export function figures(record: LevelRecord): HistoryFigures {
  const per = (x: number) => (record.games === 0 ? 0 : tenth(x / record.games));
  return {
    games: record.games,
    wins: record.wins,
    losses: record.losses,
    draws: record.draws,
    winningPercentage: record.games === 0 ? 0 : tenth((record.wins / record.games) * 100),
    totalPoints: record.points,
    averageScore: per(record.points),
    totalDifference: record.difference,
    averageSpread: per(record.difference),
    totalRounds: record.rounds,
    averageRounds: per(record.rounds),
    totalBonusPoints: record.bonusPoints,
    bonusPointAverage: per(record.bonusPoints),
  };
}

const LegendSchema = v.strictObject({
  name: NameSchema,
  spread: v.pipe(v.number(), v.integer(), v.minValue(1)),
  date: v.pipe(v.string(), v.isoTimestamp()),
});

export type Legend = v.InferOutput<typeof LegendSchema>;

const MAX_LEGENDS = 5;

export const LegendsSchema = v.strictObject({
  novice: v.pipe(v.array(LegendSchema), v.maxLength(MAX_LEGENDS)),
  intermediate: v.pipe(v.array(LegendSchema), v.maxLength(MAX_LEGENDS)),
  expert: v.pipe(v.array(LegendSchema), v.maxLength(MAX_LEGENDS)),
});

export type Legends = v.InferOutput<typeof LegendsSchema>;

export const NO_LEGENDS: Legends = { novice: [], intermediate: [], expert: [] };

/**
 * The legendary games with this one among them if it is a win wide enough:
 * the widest spreads first, at most five per level; an equal spread goes
 * below the older one (the first to reach it keeps the place).
 */
export function addLegend(legends: Legends, name: string, game: CourtGameRecord, date: string): Legends {
  if (!game.mustFollowSuit || game.result !== 'win' || game.level === HEAD_TO_HEAD) return legends;
  const spread = Math.round(game.scores[0] - game.scores[1]);
  if (spread < 1) return legends;
  const list = [...legends[game.level], { name, spread, date }].sort((a, b) => b.spread - a.spread).slice(0, MAX_LEGENDS);
  return { ...legends, [game.level]: list };
}

/** Bars for the History chart: each level's winning percentage, as whole pixels of `height`. */
export function winBars(history: CourtHistory, height: number): Record<Level, number> {
  const bar = (record: LevelRecord) => (record.games === 0 ? 0 : Math.round((record.wins / record.games) * height));
  return { novice: bar(history.novice), intermediate: bar(history.intermediate), expert: bar(history.expert) };
}
