// What a game's end box says when the game just put a score in the Hall of
// Fame: the place won, and in which of the game's tables. Every game calls
// `fameLine` with the place its records report, so the celebration reads the
// same at every table.

/** A place won in a high-score table: 0 for the top; `board` names the table, empty for a game's only one. */
export interface FamePlace {
  rank: number;
  board: string;
}

/** "1st", "2nd", "3rd", "4th" ... "11th", "12th", "13th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The same in a few words, for a screen with little room (the Spectrum's 32 columns): "Hall of Fame: 1st place!". */
export function fameShort(place: FamePlace | null): string | null {
  if (place === null || place.rank < 0) return null;
  return `Hall of Fame: ${ordinal(place.rank + 1)} place!`;
}

/** The end box's line for a new entry, or null when the score did not get in. `who` is the player's name, or null for "You". */
export function fameLine(place: FamePlace | null, who: string | null = null): string | null {
  if (place === null || place.rank < 0) return null;
  const where = place.board === '' ? '' : ` in ${place.board}`;
  return `${who ?? 'You'} made the Hall of Fame: ${ordinal(place.rank + 1)} place${where}!`;
}
