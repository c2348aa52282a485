// Thirty-One's part of the kiosk's records (see table/table-records.ts): the
// cabinet's options and last table, each player's game in progress, the
// statistics of every named person at the table round by round, and the
// Hall of Fame's games won. Which games count (the original kept expert
// games only) is the screen's to decide; these are the calls it makes.

import type { Records } from '../../store/records';
import { type FamePlace, fameLine } from '../shell/fame';
import { playerNames } from '../table/players';
import { TableRecords } from '../table/table-records';
import { type SavedThirtyOne, SavedThirtyOneRecord } from './saved-thirtyone';
import { THIRTYONE_BOARD } from './thirtyone-board';
import { type SeatPlan, personNames } from '../table/seat-plan';
import { countsAtExpert } from '../table/seat-plan';
import { STANDARD_SETTINGS, type ThirtyOneSettings, ThirtyOneSettingsSchema } from './thirtyone-settings';
import {
  NO_THIRTYONE_STATS,
  type RoundEnd,
  type ThirtyOneStats,
  ThirtyOneStatsSchema,
  addGame,
  addRound,
  statsTable,
} from './thirtyone-stats';

const GAME = 'thirtyone';

export const NO_STATISTICS = "Nobody has Thirty-One statistics yet. They are kept for players who sit at the table under their own name in games at the expert level.";

export class ThirtyOneRecords extends TableRecords<ThirtyOneStats, ThirtyOneSettings, SavedThirtyOne> {
  constructor(records: Records) {
    super(records, {
      game: GAME,
      title: 'Thirty-One',
      stats: {
        schema: ThirtyOneStatsSchema,
        empty: NO_THIRTYONE_STATS,
        addGame,
        lines: (name, stats) => statsTable([{ name, stats }]).split('\n'),
        // The Hall of Fame counts games won, not margins: see `addResult`.
        margin: () => null,
      },
      settings: { schema: ThirtyOneSettingsSchema, standard: STANDARD_SETTINGS },
      kept: SavedThirtyOneRecord,
    });
  }

  /** A round ended: each seat's player by name (null: a guest or a computer, who keep none) adds it to their statistics. */
  async addRound(players: readonly (string | null)[], round: RoundEnd): Promise<void> {
    for (const [seat, player] of players.entries()) await this.change(player, (stats) => addRound(stats, seat, round));
  }

  /** One finished game for `player`; a win puts their new total of games won on the Hall of Fame's board, whose place is returned. */
  async addResult(player: string | null, won: boolean): Promise<FamePlace | null> {
    if (player === null) return null;
    const after = await this.records.updateStats(GAME, player, ThirtyOneStatsSchema, NO_THIRTYONE_STATS, (stats) => addGame(stats, won)).catch(this.warn('statistics not saved'));
    if (!after) return null;
    this.stats = after;
    if (!won) return null;
    const { key, order, keeping } = THIRTYONE_BOARD;
    const entry = { name: player, score: after.wins, detail: `${after.games} played` };
    const rank = await this.records.addHighScore(key, entry, order, keeping).catch(this.warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: THIRTYONE_BOARD.name ?? '' };
  }

  /** A game given up: a loss for each named person at it (by seat, null for a guest or a computer). */
  async addLosses(players: readonly (string | null)[]): Promise<void> {
    for (const player of players) if (player !== null) await this.addLoss(player);
  }

  /** A kept game given up: a loss for each person who sat at it, if it counted (at the expert level). */
  async addKeptLoss(seats: readonly SeatPlan[]): Promise<void> {
    if (countsAtExpert(seats)) await this.addLosses(personNames(seats));
  }

  /** A finished game for each named person at it; the Hall of Fame lines of those who made it. */
  async addResults(players: readonly (string | null)[], winner: number | null): Promise<string[]> {
    const lines: string[] = [];
    for (const [seat, player] of players.entries()) {
      const line = player === null ? null : fameLine(await this.addResult(player, seat === winner), player);
      if (line) lines.push(line);
    }
    return lines;
  }

  /** The Statistics box's text: every player who has played, the most games won first. */
  async statisticsTable(): Promise<string> {
    const rows: { name: string; stats: ThirtyOneStats }[] = [];
    for (const name of await playerNames(this.records, this.warn)) {
      const stats = await this.records.stats(GAME, name, ThirtyOneStatsSchema, NO_THIRTYONE_STATS).catch(this.warn('statistics unreadable'));
      if (stats && (stats.games > 0 || stats.rounds > 0)) rows.push({ name, stats });
    }
    if (rows.length === 0) return NO_STATISTICS;
    // Players come sorted by name, and the sort keeps that order among equals.
    rows.sort((a, b) => b.stats.wins - a.stats.wins || b.stats.games - a.stats.games);
    return statsTable(rows);
  }
}
