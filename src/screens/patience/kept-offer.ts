// The games left unfinished at the Spectrum table, and who is offered one:
// the person seated when the kiosk opens, and whoever names himself at the
// menu. A game only dealt (PLAY pressed, nothing moved) is nobody's: it is
// never offered or charged, and it passes to whoever names himself next,
// unless his own kept game is carried on instead. The offer itself (the
// question, the loss on No, the game carried on on Yes) is the table run's.

import { samePlayer } from '../table/kept-games';
import type { PatienceRecords } from './patience-records';
import { type SavedPatience, movedIn } from './saved-patience';

/** What the offer needs of the table. */
export interface KeptTable {
  /** The game on the table, while one is under way: whose it is and whether anyone has moved in it. */
  game(): { player: string | null; untouched: boolean } | null;
  /** `saved`, offered to its player: carried on (true), or counted as lost and forgotten. */
  offer(saved: SavedPatience): Promise<boolean>;
  /** The game on the table (only dealt) is `name`'s now, and kept as theirs. */
  handTo(name: string | null): Promise<void>;
  /** The screen has gone: nothing more is asked. */
  gone(): boolean;
}

export class KeptOffer {
  constructor(
    private readonly records: PatienceRecords,
    private readonly table: KeptTable,
  ) {}

  /** `player`'s kept game when it is worth offering: unfinished, and moved in. One only dealt is forgotten, at no cost. */
  async of(player: string | null): Promise<SavedPatience | null> {
    const saved = await this.records.kept.of(player);
    if (saved === null || saved.state.phase === 'over') return null;
    if (movedIn(saved)) return saved;
    await this.records.kept.keep(null, saved.player);
    return null;
  }

  /** The person just named at the menu: their own game left unfinished is offered; true when it was carried on. */
  async seated(name: string | null): Promise<boolean> {
    const game = this.table.game();
    // A game played on has been given up before a player is chosen.
    if (game !== null && !game.untouched) return false;
    const theirs = await this.of(name);
    if (this.table.gone()) return false;
    if (game !== null && !samePlayer(game.player, name)) await this.records.kept.keep(null, game.player);
    if (theirs !== null && (await this.table.offer(theirs))) return true;
    if (game !== null && !this.table.gone()) await this.table.handTo(name);
    return false;
  }
}
