// Chinese Patience's part of the kiosk's records: the settings, the game in
// progress, each player's games won and lost, and the high-score table of the
// most points won in one game. A record that cannot be written is reported in
// the console and play goes on.

import type { Level } from '../../engine/game';
import { type PatienceState, cardsLeft } from '../../engine/patience';
import type { Records } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import { GameRecords } from '../table/game-records';
import { type PatienceSettings, PatienceSettingsSchema, STANDARD_SETTINGS } from './patience-settings';
import { type GameResult, NO_PATIENCE_STATS, type PatienceStats, PatienceStatsSchema, addGame } from './patience-stats';
import { type SavedPatience, SavedPatienceRecord } from './saved-patience';

export const GAME = 'patience';

export class PatienceRecords extends GameRecords<PatienceSettings, SavedPatience> {
  /** The player's figures as last read or written (automation checks them). */
  stats: PatienceStats | null = null;

  constructor(records: Records) {
    super(records, { game: GAME, title: 'Chinese Patience', settings: { schema: PatienceSettingsSchema, standard: STANDARD_SETTINGS }, kept: SavedPatienceRecord });
  }

  async load(player: string | null): Promise<void> {
    this.stats = player === null ? null : ((await this.records.stats(GAME, player, PatienceStatsSchema, NO_PATIENCE_STATS).catch(this.warn('figures unreadable'))) ?? null);
  }

  /** A finished or abandoned game; a win's points may earn a place in the Hall of Fame, which is returned. */
  async addGame(player: string | null, game: GameResult, level: string): Promise<FamePlace | null> {
    if (player === null) return null;
    const after = await this.records.updateStats(GAME, player, PatienceStatsSchema, NO_PATIENCE_STATS, (s) => addGame(s, game)).catch(this.warn('figures not saved'));
    if (after) this.stats = after;
    const points = game.points[0];
    if (game.result !== 'won' || points <= 0) return null;
    const rank = await this.records.addHighScore(GAME, { name: player, score: points, detail: level }, 'higher').catch(this.warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }

  /** A game given up or refused: lost, by as many points as the player still held cards. */
  async lose(player: string | null, state: PatienceState, level: Level): Promise<void> {
    await this.addGame(player, { result: 'lost', points: [0, cardsLeft(state, 0)] }, level);
  }
}
