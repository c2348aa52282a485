// A table chosen in the lobby that is another game's: the kiosk goes to that
// game's table, which joins it as it arrives. What to join waits here, in
// the page's memory only, between the one table and the other (a reload
// forgets it: nothing was joined yet).

import type { KioskPerson } from './companion';

export interface HandOff {
  /** The game of the table, whose screen takes it. */
  game: string;
  roomId: string;
  /** Watch the game rather than sit at it. */
  watch: boolean;
  /** The person's name at the network table (a guest's, as given). */
  name: string;
  /** The operator's game server setting the lobby was opened with. */
  setting: string;
  /** The people of the table the lobby was opened at, who go to the table together (the first is the person above). */
  people: readonly KioskPerson[];
}

let pending: HandOff | null = null;

/** Leave `join` for the table of its game. */
export function handOff(join: HandOff | null): void {
  pending = join;
}

/** The join left for `game`'s table, taken (once); null when none waits for it. */
export function takeHandOff(game: string): HandOff | null {
  const join = pending;
  if (join === null || join.game !== game) return null;
  pending = null;
  return join;
}
