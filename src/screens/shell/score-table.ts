// What the Hall of Fame shows, worked out apart from drawing it: the rows of
// a high-score table as the player reads them, the tables of every game in
// the order they are shown, and which comes next when the player steps on.

import type { ScoreBoard, ScoreKeeping } from '../../store/highscores';
import { MAX_HIGH_SCORES, type HighScore } from '../../store/schemas';

export interface ScoreRow {
  /** 1 for the best score. */
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  /** What the game noted with it ("3 rounds", "expert"); empty when nothing was. */
  readonly detail: string;
  /** The day it was set, as shown: "23 Nov 2026". */
  readonly date: string;
}

/** The text of each cell of a row, in column order. */
export interface ScoreCells {
  readonly rank: string;
  readonly name: string;
  readonly score: string;
  readonly detail: string;
  readonly date: string;
}

/** One table of one game, as a page of the Hall of Fame. */
export interface HallPage {
  readonly game: string;
  readonly title: string;
  readonly board: ScoreBoard;
}

/** Every game's tables in turn, in the order the games are listed. */
export function hallPages(games: readonly { id: string; title: string; highScores: readonly ScoreBoard[] }[]): HallPage[] {
  return games.flatMap((game) => game.highScores.map((board) => ({ game: game.id, title: game.title, board })));
}

/** The window's caption: the game, and which of its tables when it has several. */
export function pageTitle(page: HallPage): string {
  return page.board.name ? `${page.title} - ${page.board.name}` : page.title;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "23 Nov 2026": the day in the kiosk's own time zone, since that is the day
 * the player remembers playing. Empty for a date that cannot be read.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A score with thousands grouped by commas ("12,345", "-1,200"). Written out
 * by hand rather than through the browser's locale, which may use spaces or
 * characters the bitmap fonts do not have.
 */
export function formatScore(score: number): string {
  const sign = score < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(score).toFixed(Number.isInteger(score) ? 0 : 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // Trailing zeros of a fraction say nothing (1.50 reads as 1.5).
  const tail = fraction?.replace(/0+$/, '') ?? '';
  return `${sign}${grouped}${tail ? `.${tail}` : ''}`;
}

/** The table as shown: at most ten entries, ranked in the order the store keeps them. */
export function scoreRows(entries: readonly HighScore[]): ScoreRow[] {
  return entries.slice(0, MAX_HIGH_SCORES).map((entry, i) => ({
    rank: i + 1,
    name: entry.name,
    score: entry.score,
    detail: entry.detail ?? '',
    date: formatDate(entry.date),
  }));
}

export function cells(row: ScoreRow): ScoreCells {
  return { rank: `${row.rank}.`, name: row.name, score: formatScore(row.score), detail: row.detail, date: row.date };
}

/** The game `step` places from `index` among `count`, wrapping at both ends; -1 when there are none. */
export function stepGame(index: number, count: number, step: number): number {
  if (count <= 0) return -1;
  return (((index + step) % count) + count) % count;
}

/** The line under the table: where this table sits among them, which end of the scale wins, and whether a player holds one place only. */
export function standing(index: number, count: number, order: 'higher' | 'lower', keeping: ScoreKeeping = 'every-score'): string {
  const each = keeping === 'best-per-player' ? ', one place each' : '';
  return `Table ${index + 1} of ${count}  -  ${order === 'lower' ? 'lowest' : 'highest'} score wins${each}`;
}

/** The columns of the table, left to right, and which edge of its column each keeps to. */
export interface Column {
  readonly key: keyof ScoreCells;
  readonly heading: string;
  readonly x: number;
  readonly width: number;
  readonly align: 'left' | 'right';
}

/**
 * Lay the five columns out across `width`: rank and score right-aligned, so
 * the digits line up, and each column as wide as its widest cell (measured
 * with `measure`), with `pad` at either edge. The details take what is left.
 */
export function layoutColumns(
  width: number,
  scoreHeading: string,
  rows: readonly ScoreCells[],
  measure: (text: string) => number,
  pad = 8,
): Column[] {
  const spec: { key: keyof ScoreCells; heading: string; align: 'left' | 'right'; sample: string }[] = [
    { key: 'rank', heading: '#', align: 'right', sample: '10.' },
    // The widest names and dates the table can hold, so columns stay put from game to game.
    { key: 'name', heading: 'Name', align: 'left', sample: 'WWWWWWWWWWWW' },
    { key: 'score', heading: scoreHeading, align: 'right', sample: '000,000' },
    { key: 'detail', heading: 'Details', align: 'left', sample: '' },
    { key: 'date', heading: 'Date', align: 'left', sample: '30 May 2026' },
  ];
  const widths = spec.map(({ key, heading, sample }) => (key === 'detail' ? 0 : Math.max(measure(heading), measure(sample), ...rows.map((row) => measure(row[key])))));
  const fixed = widths.reduce((sum, w) => sum + w, 0);
  // The rank sits close to its name; the details column takes the room left
  // between the score and the date, a gap either side.
  widths[3] = Math.max(measure('Details'), width - fixed - 8 * pad);
  const gaps = [pad, 2 * pad, 2 * pad, pad];
  let x = pad;
  return spec.map(({ key, heading, align }, i) => {
    const column = { key, heading, x, width: widths[i] ?? 0, align };
    x += column.width + (gaps[i] ?? 0);
    return column;
  });
}


/** `text` cut to `width` with "..." when it is wider (a long detail in its column). */
export function clip(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  for (let n = text.length - 1; n > 0; n--) {
    const cut = `${text.slice(0, n).trimEnd()}...`;
    if (measure(cut) <= width) return cut;
  }
  return '';
}
