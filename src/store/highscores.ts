// Placing a score in a high-score table. Ties go below the scores already
// there: whoever got there first keeps the place. Most tables keep every
// score on its own; a table of running totals (games won) keeps each player
// once, with their best, so one regular cannot fill it.

import { MAX_HIGH_SCORES, type HighScore, type ScoreOrder } from './schemas';

function beats(score: number, other: number, order: ScoreOrder): boolean {
  return order === 'higher' ? score > other : score < other;
}

/** The 0-based place `score` would take in `entries`, or -1 when it does not get in. */
export function rankOf(entries: readonly HighScore[], score: number, order: ScoreOrder): number {
  const rank = entries.findIndex((entry) => beats(score, entry.score, order));
  const place = rank < 0 ? entries.length : rank;
  return place < MAX_HIGH_SCORES ? place : -1;
}

/** How a table takes a new score: as one more entry, or as the player's one entry when it beats the one they hold. */
export type ScoreKeeping = 'every-score' | 'best-per-player';

/** Names in a table are players' names, which are unique regardless of case. */
function samePlayer(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function placeScore(
  entries: readonly HighScore[],
  entry: HighScore,
  order: ScoreOrder,
  keeping: ScoreKeeping = 'every-score',
): { entries: HighScore[]; rank: number } {
  let others = entries;
  if (keeping === 'best-per-player') {
    const held = entries.find((e) => samePlayer(e.name, entry.name));
    if (held && !beats(entry.score, held.score, order)) return { entries: [...entries], rank: -1 };
    others = entries.filter((e) => e !== held);
  }
  const rank = rankOf(others, entry.score, order);
  if (rank < 0) return { entries: [...entries], rank };
  const placed = [...others.slice(0, rank), entry, ...others.slice(rank)];
  return { entries: placed.slice(0, MAX_HIGH_SCORES), rank };
}

/** One high-score table as the Hall of Fame shows it; a game may keep several (by level, by kind of play). */
export interface ScoreBoard {
  /** The records' name for the table: the game's id, or the id and the board's own name ("court-expert"). */
  readonly key: string;
  /** Which of a game's tables this is ("Winning spreads, expert"); none when a game has one table. */
  readonly name?: string;
  /** The score column's heading. */
  readonly label: string;
  /** What the score is, in a sentence shown with the table. */
  readonly caption: string;
  readonly order: ScoreOrder;
  /** Each player's best only (a running total such as games won); every score when left out. */
  readonly keeping?: ScoreKeeping;
}
