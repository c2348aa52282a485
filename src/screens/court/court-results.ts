// Whose records a game of the Court goes into. Against the computer: the
// person at seat 0's History at the computer's level, the legendary games
// and the Hall of Fame, as always. Two people head to head: each named
// person's History, from their own side, in its own column (a win there is
// no win against the computer: never in the legends or the Hall of Fame). A
// guest keeps none; a tournament's games count only in the tournament; a
// game given up is a loss for each person who played it.

import type { CourtState } from '../../engine/court';
import type { Level } from '../../engine/game';
import type { FamePlace } from '../shell/fame';
import { fameLine } from '../shell/fame';
import { HEAD_TO_HEAD } from './court-history';
import { type CourtRecords, gameRecord } from './court-records';

/** The names a game is recorded under, by seat (null: a guest, or the computer), and whether people played each other. */
export interface RecordedTable {
  names: readonly (string | null)[];
  headToHead: boolean;
}

/** Record a finished (or given up: `abandoned`) game; the place won in the Hall of Fame, if any. */
export async function recordCourtGame(records: CourtRecords, table: RecordedTable, state: CourtState, level: Level, abandoned: boolean): Promise<FamePlace | null> {
  if (state.options.roundLimit > 0) return null;
  if (!table.headToHead) return records.addGame(table.names[0] ?? null, gameRecord(state, level, abandoned));
  for (const [seat, name] of table.names.entries()) await records.addGame(name, gameRecord(state, HEAD_TO_HEAD, abandoned, seat));
  return null;
}

/** Whether anyone keeps a record of a game at `table`. */
export function anyoneRecords(table: RecordedTable): boolean {
  return table.names.some((name) => name !== null);
}

/** The Game Over box's last words: a place won in the Hall of Fame, where the game was kept, or why not. */
export function keptNote(table: RecordedTable, state: CourtState, place: FamePlace | null): string | null {
  // A game without Must Follow Suit is not counted (option 4.4): the end says so.
  if (!state.options.mustFollowSuit) return 'Played without Must Follow Suit, so it is not kept in the History.';
  if (!table.headToHead) return fameLine(place);
  const named = table.names.filter((name) => name !== null);
  return named.length === 0 ? null : `Kept in the History of ${named.join(' and ')} as a game between people.`;
}

/** What giving up a game between people costs, said of `it`; null against the computer (the table's usual words). */
export function givingUpText(table: RecordedTable, it: string): string | null {
  if (!table.headToHead) return null;
  const named = table.names.filter((name) => name !== null);
  return named.length === 0 ? `${it} ends unfinished (a guest's games are not counted).` : `${it} will count as a loss for ${named.join(' and ')}.`;
}
