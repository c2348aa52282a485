// What every game's records need of the kiosk's players: the names known so
// far, a new name added (or an old one found again), and a warning in the
// console, named for the game, when storage fails, so play goes on.

import type { Records } from '../../store/records';

export type Warn = (what: string) => (error: unknown) => undefined;

/** A `.catch` for a record that could not be read or written: say so, and carry on without it. */
export function warner(game: string): Warn {
  return (what) => (error) => {
    console.warn(`${game}: ${what}`, error);
    return undefined;
  };
}

export async function playerNames(records: Records, warn: Warn): Promise<string[]> {
  return ((await records.profiles().catch(warn('players unreadable'))) ?? []).map((p) => p.name);
}

/** The player is known from now on; null when the name is not allowed. */
export async function addPlayer(records: Records, name: string, warn: Warn): Promise<string | null> {
  const added = await records.addProfile(name).catch(warn('player not saved'));
  if (!added) return null;
  if (added.ok) return added.profile.name;
  // Taken already: that player coming back, under the name as first written.
  return (await playerNames(records, warn)).find((n) => n.toLowerCase() === name.trim().toLowerCase()) ?? null;
}
