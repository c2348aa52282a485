// Chinese Patience's part of the kiosk's records: the settings, the game in
// progress, each player's games won and lost against the computer and, kept
// apart, head to head against another person here, and the high-score table
// of the most points won from the computer in one game (a game between two
// people never enters it). A guest keeps nothing. A record that cannot be
// written is reported in the console and play goes on.

import type { Level } from '../../engine/game';
import { type PatienceState, cardsLeft } from '../../engine/patience';
import type { Records } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import { GameRecords } from '../table/game-records';
import { type PatienceSettings, PatienceSettingsSchema, STANDARD_SETTINGS } from './patience-settings';
import { samePlayer } from '../table/kept-games';
import { type GameResult, NO_PATIENCE_STATS, type PatienceStats, PatienceStatsSchema, addGame, addHeadToHead } from './patience-stats';
import { type SavedPatience, SavedPatienceRecord } from './saved-patience';

export const GAME = 'patience';

export class PatienceRecords extends GameRecords<PatienceSettings, SavedPatience> {
  /** The player's figures as last read or written (automation checks them). */
  stats: PatienceStats | null = null;
  /** Whose figures `stats` are. */
  private player: string | null = null;

  constructor(records: Records) {
    super(records, { game: GAME, title: 'Chinese Patience', settings: { schema: PatienceSettingsSchema, standard: STANDARD_SETTINGS }, kept: SavedPatienceRecord });
  }

  async load(player: string | null): Promise<void> {
    this.player = player;
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

  /** A game head to head, for `player` (a guest keeps none): counted apart from the games against the computer, and never in the Hall of Fame. */
  async addHeadToHead(player: string | null, game: GameResult): Promise<void> {
    if (player === null) return;
    const after = await this.records.updateStats(GAME, player, PatienceStatsSchema, NO_PATIENCE_STATS, (s) => addHeadToHead(s, game)).catch(this.warn('figures not saved'));
    if (after && samePlayer(player, this.player)) this.stats = after;
  }

  /** A game head to head given up or refused: lost for each of `people` (seat by seat), by the cards each still held. */
  async loseHeadToHead(people: readonly (string | null)[], state: PatienceState): Promise<void> {
    await Promise.all(people.map((player, seat) => this.addHeadToHead(player, { result: 'lost', points: [0, cardsLeft(state, seat)] })));
  }
}
