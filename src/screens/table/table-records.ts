// A table game's part of the kiosk's records, the same for Hearts, Euchre
// and Thirty-One: besides what every game keeps (game-records.ts), each
// player's statistics and the winning margins.

import type * as v from 'valibot';
import type { NewHighScore } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import type { Owned } from './kept-games';
import { GameRecords, type GameRecordsSpec } from './game-records';

/** How one game keeps its statistics and settings. */
export interface TableRecordsSpec<Stats, Settings, Kept extends Owned> extends GameRecordsSpec<Settings, Kept> {
  stats: {
    schema: v.GenericSchema<unknown, Stats>;
    empty: Stats;
    /** A finished game (or one abandoned, lost). */
    addGame(stats: Stats, won: boolean): Stats;
    /** The Statistics box's lines. */
    lines(name: string, stats: Stats): string[];
    /** The Hall of Fame entry a finished game earns, or null. */
    margin(name: string, scores: readonly number[], winners: readonly number[], hands: number): NewHighScore | null;
  };
}

export class TableRecords<Stats, Settings, Kept extends Owned> extends GameRecords<Settings, Kept, TableRecordsSpec<Stats, Settings, Kept>> {
  /** The player's statistics as last read or written (automation checks them). */
  stats: Stats | null = null;

  /** Load `player`'s statistics (null: a guest, who has none). */
  async load(player: string | null): Promise<void> {
    const { schema, empty } = this.spec.stats;
    this.stats = player === null ? null : ((await this.records.stats(this.spec.game, player, schema, empty).catch(this.warn('statistics unreadable'))) ?? null);
  }

  /** The Statistics box's text: `player`'s figures read afresh, or why a guest has none. */
  async statisticsText(player: string | null): Promise<string> {
    if (player === null) return 'You are playing as a guest. Start a game under your name to keep statistics.';
    await this.load(player);
    return this.spec.stats.lines(player, this.stats ?? this.spec.stats.empty).join('\n');
  }

  /** A game finished; a win may also earn a place among the winning margins, which is returned. */
  async addGame(player: string | null, scores: readonly number[], winners: readonly number[], hands: number): Promise<FamePlace | null> {
    if (player === null) return null;
    await this.change(player, (stats) => this.spec.stats.addGame(stats, winners.includes(0)));
    const entry = this.spec.stats.margin(player, scores, winners, hands);
    const rank = entry ? await this.records.addHighScore(this.spec.game, entry, 'higher').catch(this.warn('high score not saved')) : undefined;
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }

  /** A game left unfinished counts as lost. */
  async addLoss(player: string | null): Promise<void> {
    await this.change(player, (stats) => this.spec.stats.addGame(stats, false));
  }

  protected async change(player: string | null, change: (stats: Stats) => Stats): Promise<void> {
    if (player === null) return;
    const { schema, empty } = this.spec.stats;
    const after = await this.records.updateStats(this.spec.game, player, schema, empty, change).catch(this.warn('statistics not saved'));
    if (after) this.stats = after;
  }
}
