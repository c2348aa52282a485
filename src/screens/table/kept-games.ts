// The games left unfinished at a table, one for each player: a person coming
// back finds their own game waiting, and the next person at the cabinet
// neither inherits it nor overwrites it. A guest's game waits for the next
// guest.

import type * as v from 'valibot';
import type { Records } from '../../store/records';
import type { Warn } from './players';

/** What every kept game says: whose it is (null: a guest's). */
export interface Owned {
  player: string | null;
}

export function samePlayer(a: string | null, b: string | null): boolean {
  return a === b || (a !== null && b !== null && a.toLowerCase() === b.toLowerCase());
}

export class KeptGames<T extends Owned> {
  constructor(
    private readonly records: Records,
    private readonly game: string,
    private readonly schema: v.GenericSchema<unknown, T>,
    private readonly warn: Warn,
  ) {}

  /** `player`'s unfinished game, or null. */
  async of(player: string | null): Promise<T | null> {
    const own = await this.read(player);
    if (own !== null || player === null) return own && samePlayer(own.player, player) ? own : null;
    // Before each player had a key of their own, every game was kept under the
    // guest's: one there that names this player is theirs, and moves to their key.
    const older = await this.read(null);
    if (older === null || older.player === null || !samePlayer(older.player, player)) return null;
    await this.keep(older, player);
    await this.keep(null, null);
    return older;
  }

  /** Keep `player`'s game in progress; null forgets it. */
  async keep(game: T | null, player: string | null): Promise<void> {
    await this.records.saveGame(this.game, this.schema, game, player).catch(this.warn('the game in progress could not be saved'));
  }

  private async read(player: string | null): Promise<T | null> {
    return (await this.records.savedGame(this.game, this.schema, player).catch(this.warn('saved game unreadable'))) ?? null;
  }
}
