// Affairs of the Court's part of the kiosk's records: the settings of the
// Options and Difficulty menus, each player's History, the legendary games,
// the game in progress, and the spreads shown in the Hall of Fame; beside
// them, read only, the player's network games (counted apart by the
// network mode, never in the History). A record
// that cannot be written is reported in the console; play goes on.

import { type CourtState, court } from '../../engine/court';
import type { Level, Seat } from '../../engine/game';
import type { ScoreBoard } from '../../store/highscores';
import type { NewHighScore, Records } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import { courtBoard } from './court-boards';
import { TOURNAMENT_ROUNDS } from './tournament';
import { GameRecords } from '../table/game-records';
import { type SavedCourt, SavedCourtRecord } from './saved-court';
import { type CourtGameRecord, type CourtHistory, CourtHistorySchema, HEAD_TO_HEAD, type HistoryKey, type Legends, LegendsSchema, NO_HISTORY, NO_LEGENDS, addGame, addLegend } from './court-history';
import { CourtSettingsSchema, type CourtSettings, STANDARD_SETTINGS } from './court-menus';
import { type NetworkTally, networkTally } from '../net/network-tally';

const GAME = 'court';

export class CourtRecords extends GameRecords<CourtSettings, SavedCourt> {
  history: CourtHistory | null = null;
  legends: Legends = NO_LEGENDS;
  /** The seated player's network games, played and won; null for a guest. */
  network: NetworkTally | null = null;

  constructor(records: Records) {
    super(records, { game: GAME, title: 'Affairs of the Court', settings: { schema: CourtSettingsSchema, standard: STANDARD_SETTINGS }, kept: SavedCourtRecord });
  }

  /** Whose History `history` is. */
  private player: string | null = null;

  /** Read a player's History (a guest has none) and the legendary games. */
  async load(player: string | null): Promise<void> {
    this.player = player;
    this.history = player === null ? null : ((await this.records.stats(GAME, player, CourtHistorySchema, NO_HISTORY).catch(this.warn('history unreadable'))) ?? NO_HISTORY);
    this.legends = (await this.records.shared(GAME, 'legends', LegendsSchema, NO_LEGENDS).catch(this.warn('legendary games unreadable'))) ?? NO_LEGENDS;
    this.network = player === null ? null : ((await networkTally(this.records, GAME, player).catch(this.warn('network games unreadable'))) ?? null);
  }

  /**
   * A finished game: the player's History, the legends, and the Hall of Fame
   * for a win; the place won there, if any. A game between two people goes
   * into the History alone: the legends and the Hall of Fame are of wins
   * against the computer.
   */
  async addGame(player: string | null, game: CourtGameRecord): Promise<FamePlace | null> {
    if (player === null || !game.mustFollowSuit) return null;
    const history = await this.records.updateStats(GAME, player, CourtHistorySchema, NO_HISTORY, (h) => addGame(h, game)).catch(this.warn('history not saved'));
    // The History shown is the person's seated here; the other person's is only written.
    if (history && this.player === player) this.history = history;
    if (game.level === HEAD_TO_HEAD) return null;
    const date = new Date().toISOString();
    const legends = await this.records.updateShared(GAME, 'legends', LegendsSchema, NO_LEGENDS, (l) => addLegend(l, player, game, date)).catch(this.warn('legends not saved'));
    if (legends) this.legends = legends;
    const spread = Math.round(game.scores[0] - game.scores[1]);
    if (game.result !== 'win' || spread <= 0) return null;
    const rounds = `${game.rounds} round${game.rounds === 1 ? '' : 's'}, ${game.bonusPoints} bonus`;
    return this.addToBoard(courtBoard('spread', game.level), { name: player, score: spread, detail: rounds });
  }

  /** A tournament player's difference, for the Hall of Fame at the tournament's level; the place won, if any. */
  async addTournamentResult(player: string, difference: number, level: Level, players: number): Promise<FamePlace | null> {
    const detail = `${TOURNAMENT_ROUNDS} rounds, ${players} player${players === 1 ? '' : 's'}`;
    return this.addToBoard(courtBoard('tournament', level), { name: player, score: Math.round(difference), detail });
  }

  private async addToBoard(board: ScoreBoard, entry: NewHighScore): Promise<FamePlace | null> {
    const rank = await this.records.addHighScore(board.key, entry, board.order).catch(this.warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: board.name ?? '' };
  }
}

/** A game as the History keeps it for the player at `seat`: its level (or head to head), totals, rounds and bonus points; abandoned, a loss. */
export function gameRecord(state: CourtState, level: HistoryKey, abandoned: boolean, seat: Seat = 0): CourtGameRecord {
  const outcome = court.outcome(state);
  const result = abandoned || !outcome ? 'loss' : outcome.draw ? 'draw' : outcome.winners.includes(seat) ? 'win' : 'loss';
  return {
    level,
    scores: [state.scores[seat] ?? 0, state.scores[1 - seat] ?? 0],
    result,
    rounds: state.round,
    bonusPoints: state.bonusPoints[seat] ?? 0,
    mustFollowSuit: state.options.mustFollowSuit,
  };
}
