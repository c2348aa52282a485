// Chinese Patience's part of the kiosk's records: the settings, the game in
// progress, each player's games won and lost, and the high-score table of the
// most points won in one game. A record that cannot be written is reported in
// the console and play goes on.

import type { Records } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import { KeptGames } from '../table/kept-games';
import { addPlayer, playerNames, warner } from '../table/players';
import { type PatienceSettings, PatienceSettingsSchema, STANDARD_SETTINGS } from './patience-settings';
import { type GameResult, NO_PATIENCE_STATS, type PatienceStats, PatienceStatsSchema, addGame } from './patience-stats';
import { type SavedPatience, SavedPatienceRecord } from './saved-patience';

export const GAME = 'patience';

const warn = warner('Chinese Patience');

export class PatienceRecords {
  /** The player's figures as last read or written (automation checks them). */
  stats: PatienceStats | null = null;

  /** Each player's game left unfinished. */
  readonly kept: KeptGames<SavedPatience>;

  constructor(private readonly records: Records) {
    this.kept = new KeptGames(records, GAME, SavedPatienceRecord, warn);
  }

  async settings(): Promise<PatienceSettings> {
    return (await this.records.rules(GAME, PatienceSettingsSchema, STANDARD_SETTINGS).catch(warn('settings unreadable'))) ?? STANDARD_SETTINGS;
  }

  async setSettings(settings: PatienceSettings): Promise<void> {
    await this.records.setRules(GAME, PatienceSettingsSchema, settings).catch(warn('settings not saved'));
  }

  names(): Promise<string[]> {
    return playerNames(this.records, warn);
  }

  /** The player is known from now on; null when the name is not allowed. */
  addPlayer(name: string): Promise<string | null> {
    return addPlayer(this.records, name, warn);
  }

  async load(player: string | null): Promise<void> {
    this.stats = player === null ? null : ((await this.records.stats(GAME, player, PatienceStatsSchema, NO_PATIENCE_STATS).catch(warn('figures unreadable'))) ?? null);
  }

  /** A finished or abandoned game; a win's points may earn a place in the Hall of Fame, which is returned. */
  async addGame(player: string | null, game: GameResult, level: string): Promise<FamePlace | null> {
    if (player === null) return null;
    const after = await this.records.updateStats(GAME, player, PatienceStatsSchema, NO_PATIENCE_STATS, (s) => addGame(s, game)).catch(warn('figures not saved'));
    if (after) this.stats = after;
    const points = game.points[0];
    if (game.result !== 'won' || points <= 0) return null;
    const rank = await this.records.addHighScore(GAME, { name: player, score: points, detail: level }, 'higher').catch(warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }
}
