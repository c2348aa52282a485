// What the kiosk remembers of each player's Thirty-One, as the original's
// Statistics table kept it at the expert level: games played, won and lost,
// rounds, marks taken, rounds ended holding 31, and the average points a
// hand was worth at a round's end. The arithmetic and the table's text are
// here, apart from storage, so they are tested plainly.

import * as v from 'valibot';
import type { Seat } from '../../engine/game';
import type { ThirtyOneEvent } from '../../engine/thirtyone';
import { FONTS, measure } from '../../renderer/font';
import { clip } from '../shell/score-table';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ThirtyOneStatsSchema = v.pipe(
  v.strictObject({
    games: count,
    wins: count,
    /** Rounds the player was dealt into. */
    rounds: count,
    /** Marks taken, as the table counts them. */
    marks: count,
    /** Rounds ended by the player holding 31. */
    thirtyOnes: count,
    /** The player's points at the end of all those rounds together; in halves, since three of a kind is 30.5. */
    points: v.pipe(v.number(), v.minValue(0), v.check((n) => Number.isInteger(n * 2), 'points come in halves')),
  }),
  v.check((s) => s.wins <= s.games, 'more games won than played'),
  v.check((s) => s.thirtyOnes <= s.rounds, 'more 31s than rounds'),
);

export type ThirtyOneStats = v.InferOutput<typeof ThirtyOneStatsSchema>;

export const NO_THIRTYONE_STATS: ThirtyOneStats = { games: 0, wins: 0, rounds: 0, marks: 0, thirtyOnes: 0, points: 0 };

export type RoundEnd = Extract<ThirtyOneEvent, { type: 'round-end' }>;

/** What one round adds for the player in `seat`; nothing when the seat was already out (it held no cards). */
export function addRound(stats: ThirtyOneStats, seat: Seat, round: RoundEnd): ThirtyOneStats {
  if ((round.hands[seat] ?? []).length === 0) return stats;
  return {
    ...stats,
    rounds: stats.rounds + 1,
    // The regular variation's extra mark for the first to three is a mark more
    // before going out (the engine raises the seat's limit), not a mark taken:
    // counted so, a game's marks are those the table showed.
    marks: stats.marks + (round.marked.includes(seat) ? 1 : 0),
    thirtyOnes: stats.thirtyOnes + (round.thirtyOne === seat ? 1 : 0),
    points: stats.points + (round.points[seat] ?? 0),
  };
}

/** A finished game, or one abandoned (which counts as lost). */
export function addGame(stats: ThirtyOneStats, won: boolean): ThirtyOneStats {
  return { ...stats, games: stats.games + 1, wins: stats.wins + (won ? 1 : 0) };
}

/** Points a round on average, to one decimal; a dash before the first round. */
export function averagePoints(stats: ThirtyOneStats): string {
  return stats.rounds === 0 ? '-' : (stats.points / stats.rounds).toFixed(1);
}


/** The text width of the Statistics box (wider than a message's 300, so a twelve-letter name shows whole). */
export const TABLE_WIDTH = 380;
/** As many players as a message box holds on the 480-line screen, with the heading and the line saying how many more. */
export const TABLE_ROWS = 24;

const HEADINGS = ['Played', 'Won', 'Lost', 'Rounds', 'Marks', '31s', 'Avg'] as const;
const NAME_HEADING = 'Player';
/** Spaces at least between two columns. */
const GAP = 2;
/** Spaces at least between the figures and the names. */
const NAME_GAP = 3;

const sans = (text: string): number => measure(FONTS.sans, text).width;
/** How far one space moves the text on: the only step a line of plain text can take. */
const SPACE = sans('  ') - sans(' ');

function figures(stats: ThirtyOneStats): string[] {
  return [stats.games, stats.wins, stats.games - stats.wins, stats.rounds, stats.marks, stats.thirtyOnes].map(String).concat(averagePoints(stats));
}

/** The spaces that bring `line` nearest to ending at `edge` once `cell` follows them; at least `least`. */
function padTo(line: string, cell: string, edge: number, least: number): string {
  let spaces = ' '.repeat(least);
  while (sans(line + spaces + ' ' + cell) <= edge) spaces += ' ';
  const over = sans(line + spaces + ' ' + cell) - edge;
  const under = edge - sans(line + spaces + cell);
  return over < under ? `${spaces} ` : spaces;
}

/**
 * The Statistics box's text: a heading and a line for each player, in the
 * order given (at most `TABLE_ROWS`, then how many more there are). The
 * figures come first and the names last: the sans face's space is its only
 * blank glyph and 3 pixels wide, so a column after names of any width could
 * not be brought to the same pixel; its figures are all 6 pixels wide, so
 * after them it can, and the figures of every player end on the same pixel.
 * A heading ends within a pixel of its figures. Names too long for the box
 * end in "...".
 */
export function statsTable(rows: readonly { name: string; stats: ThirtyOneStats }[], width = TABLE_WIDTH): string {
  const shown = rows.slice(0, TABLE_ROWS);
  const cells = shown.map((row) => figures(row.stats));
  // Each column's right edge: past the widest of its cells and its heading,
  // a whole number of spaces from where the first player's figure would end,
  // so every player's figure (all digits one width) ends there exactly.
  const edges: number[] = [];
  let figureLine = '';
  HEADINGS.forEach((heading, i) => {
    const column = cells.map((row) => row[i] ?? '');
    const start = figureLine === '' ? 0 : sans(figureLine) + 1 + SPACE * GAP;
    const widest = Math.max(sans(heading), ...column.map(sans));
    const sample = column[0] ?? '0';
    let edge = start + sans(sample);
    while (edge < start + widest) edge += SPACE;
    edges.push(edge);
    figureLine += padTo(figureLine, sample, edge, figureLine === '' ? 0 : GAP) + sample;
  });
  const line = (texts: readonly string[], name: string): string => {
    let text = '';
    texts.forEach((cell, i) => (text += padTo(text, cell, edges[i] ?? 0, i === 0 ? 0 : GAP) + cell));
    text += ' '.repeat(NAME_GAP);
    return text + clip(name, width - sans(text) - 1, sans);
  };
  const more = rows.length - shown.length;
  return [
    line(HEADINGS, NAME_HEADING),
    ...shown.map((row, i) => line(cells[i] ?? [], row.name)),
    ...(more > 0 ? [`...and ${more} more player${more === 1 ? '' : 's'}.`] : []),
  ].join('\n');
}
