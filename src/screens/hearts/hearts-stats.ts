// What the kiosk remembers of each player's Hearts: games and wins, points
// per hand, moons shot and queens taken, against the computers at every
// level together and apart for each kind of table (each level of the
// computers, and people only); and the high-score table of winning margins.
// The arithmetic is here, apart from storage, so it is tested plainly.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import type { NewHighScore } from '../../store/records';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const FIGURES = {
  games: count,
  wins: count,
  hands: count,
  /** Sum of the player's hand scores (moons and bonuses included), for the average. */
  points: v.pipe(v.number(), v.integer()),
  moons: count,
  queens: count,
};

/** One set of figures: a person's at one kind of table. */
const FiguresSchema = v.strictObject(FIGURES);

/** A person's figures at each kind of table. */
export const HeartsTablesSchema = v.strictObject({
  novice: FiguresSchema,
  intermediate: FiguresSchema,
  expert: FiguresSchema,
  people: FiguresSchema,
});

export type HeartsTables = v.InferOutput<typeof HeartsTablesSchema>;

/**
 * A person's record: their totals against the computers at every level,
 * and (since people could sit together at the cabinet; absent in records
 * kept before) their figures at each kind of table apart.
 */
export const HeartsStatsSchema = v.strictObject({
  ...FIGURES,
  tables: v.optional(HeartsTablesSchema),
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

/**
 * What a finished game counts as in the records: a game against the
 * computers at the level of the weakest of them, or one among people only
 * (never a game against the computers).
 */
export type TableKind = Level | 'people';

export const TABLE_KINDS: readonly TableKind[] = ['novice', 'intermediate', 'expert', 'people'];

export const NO_HEARTS_TABLES: HeartsTables = { novice: NO_HEARTS_STATS, intermediate: NO_HEARTS_STATS, expert: NO_HEARTS_STATS, people: NO_HEARTS_STATS };

/** The figures a person's record holds for each kind of table (none yet in a record kept before they were). */
export function tablesOf(stats: HeartsStats): HeartsTables {
  return stats.tables ?? NO_HEARTS_TABLES;
}

/** The totals against the computers alone, without the figures by kind of table. */
export function totalsOf(stats: HeartsStats): HeartsStats {
  const { tables: _, ...totals } = stats;
  return totals;
}

/**
 * A person's record after `change` at a table of `kind`: their figures for
 * that kind, and their totals too unless the game was among people only.
 */
export function atTable(stats: HeartsStats, kind: TableKind, change: (figures: HeartsStats) => HeartsStats): HeartsStats {
  const tables = tablesOf(stats);
  const totals = totalsOf(stats);
  return { ...(kind === 'people' ? totals : change(totals)), tables: { ...tables, [kind]: change(tables[kind]) } };
}

const KIND_NAMES: Record<TableKind, string> = {
  novice: 'Novice computers',
  intermediate: 'Intermediate computers',
  expert: 'Expert computers',
  people: 'People only',
};

/** The Statistics box's lines for each kind of table: games won of those played, and the average points per hand. */
export function tableLines(tables: HeartsTables): string[] {
  const line = (kind: TableKind) => {
    const stats = tables[kind];
    const average = averagePoints(stats);
    const figures = stats.games === 0 && stats.hands === 0 ? 'none yet' : `${stats.wins} won of ${stats.games}, ${average === null ? '-' : average.toFixed(1)} a hand`;
    return `${KIND_NAMES[kind]}: ${figures}`;
  };
  return ['By table (games won, points a hand):', ...TABLE_KINDS.map(line)];
}

/** The Statistics box for `name`: against the computers at every level together, then each kind of table apart. */
export function statisticsLines(name: string, total: HeartsStats, tables: HeartsTables): string[] {
  const [title = '', blank = '', ...figures] = statsLines(name, total);
  return [title, blank, 'Against the computers, every level:', ...figures, '', ...tableLines(tables)];
}

/** `values` as seen from `seat`: its own first, then the others in order round the table. */
function fromSeat<T>(values: readonly T[], seat: number): T[] {
  return [...values.slice(seat), ...values.slice(0, seat)];
}

/**
 * The Hall of Fame entry a game won at `seat` earns at a table of `level`
 * computers: the margin over the best of the others, the level in its
 * details. Null when the seat did not win.
 */
export function seatMargin(seat: number, name: string, scores: readonly number[], winners: readonly number[], hands: number, level: Level): NewHighScore | null {
  const entry = winningMargin(name, fromSeat(scores, seat), winners.map((w) => (w - seat + scores.length) % scores.length), hands);
  return entry && { ...entry, detail: `${entry.detail ?? ''}, ${level}` };
}
