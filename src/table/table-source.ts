// Where the moves a table shows come from. A table's own session holds the
// game and answers for any seat; a network session holds only what the
// server sent this kiosk's seat, step by step; a replay holds a finished
// game. A screen draws from whichever it is given, and never asks which.

import type { Seat } from '../engine/game';

export interface TableSource<V> {
  /** What `seat` may see now; null when there is nothing to see (no game, or none shown here). */
  view(seat: Seat): V | null;
  /** Who decides now; null between games and at the end. */
  readonly toAct: Seat | null;
}

/** No game at the table: one given up and put away shows nothing. */
export const NO_GAME: TableSource<never> = { view: () => null, toAct: null };
