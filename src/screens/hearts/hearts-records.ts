// Hearts' part of the kiosk's records (see table/table-records.ts): the
// table rules and the last table, the game in progress, each player's
// statistics hand by hand and the winning margins. Every named person at
// the table keeps their own: against the computers, their totals for every
// level together (as the kiosk always kept them) and their figures for the
// level of the table apart; among people only, those figures alone, never
// a game against the computers nor a place in the Hall of Fame. A guest
// keeps nothing.

import type { Seat } from '../../engine/game';
import type { NewHighScore, Records } from '../../store/records';
import { type FamePlace, fameLine } from '../shell/fame';
import { samePlayer } from '../table/kept-games';
import { TableRecords } from '../table/table-records';
import {
  type HandRecord,
  type HeartsStats,
  HeartsStatsSchema,
  type HeartsTables,
  HeartsTablesSchema,
  NO_HEARTS_STATS,
  NO_HEARTS_TABLES,
  type TableKind,
  addGame,
  addHand,
  atTable,
  seatMargin,
  statisticsLines,
  statsLines,
  winningMargin,
} from './hearts-stats';
import { type SavedHearts, SavedHeartsRecord } from './saved-game';
import { HeartsTableSchema, STANDARD_TABLE, type HeartsTable } from './table-rules';

const GAME = 'hearts';
/** Where each person's figures by kind of table are kept, beside their totals. */
const BY_TABLE = 'hearts-tables';

/** One hand's end as the table saw it: each seat's points, who shot the moon, who took the queen. */
export interface HandEnd {
  points: readonly number[];
  moon: Seat | null;
  queenTaker: Seat | null;
}

export class HeartsRecords extends TableRecords<HeartsStats, HeartsTable, SavedHearts> {
  /** The loaded person's figures by kind of table (automation checks them). */
  tables: HeartsTables | null = null;
  /** Whose statistics `stats` and `tables` hold: the person seated at the kiosk (undefined until loaded). */
  private owner: string | null | undefined = undefined;

  constructor(records: Records) {
    super(records, {
      game: GAME,
      title: 'Hearts',
      stats: { schema: HeartsStatsSchema, empty: NO_HEARTS_STATS, addGame, lines: statsLines, margin: winningMargin },
      settings: { schema: HeartsTableSchema, standard: STANDARD_TABLE },
      kept: SavedHeartsRecord,
    });
  }

  override async load(player: string | null): Promise<void> {
    this.owner = player;
    await super.load(player);
    this.tables = player === null ? null : ((await this.records.stats(BY_TABLE, player, HeartsTablesSchema, NO_HEARTS_TABLES).catch(this.warn('statistics unreadable'))) ?? null);
  }

  override async statisticsText(player: string | null): Promise<string> {
    if (player === null) return super.statisticsText(player);
    await this.load(player);
    return statisticsLines(player, this.stats ?? NO_HEARTS_STATS, this.tables ?? NO_HEARTS_TABLES).join('\n');
  }

  async addHand(player: string | null, hand: HandRecord): Promise<void> {
    await this.change(player, (stats) => addHand(stats, hand));
  }

  /** A hand ended: each named person at the table (by seat; null for a guest or a computer) adds theirs at a table of `kind`. */
  async addHands(players: readonly (string | null)[], kind: TableKind, end: HandEnd): Promise<void> {
    for (const [seat, player] of players.entries()) {
      const hand = { points: end.points[seat] ?? 0, shotMoon: end.moon === seat, tookQueen: end.queenTaker === seat };
      await this.record(player, kind, (stats) => addHand(stats, hand));
    }
  }

  /**
   * A game finished at a table of `kind`: a game won or lost for each named
   * person, and a win against the computers among the winning margins. The
   * end box's lines for those who made the Hall of Fame (one person `alone`
   * at the table is "You").
   */
  async addResults(players: readonly (string | null)[], kind: TableKind, scores: readonly number[], winners: readonly Seat[], hands: number, alone: boolean): Promise<string[]> {
    const lines: string[] = [];
    for (const [seat, player] of players.entries()) {
      if (player === null) continue;
      await this.record(player, kind, (stats) => addGame(stats, winners.includes(seat)));
      const entry = kind === 'people' ? null : seatMargin(seat, player, scores, winners, hands, kind);
      const line = entry && fameLine(await this.addToFame(entry), alone ? null : player);
      if (line) lines.push(line);
    }
    return lines;
  }

  /** A game left unfinished at a table of `kind`: lost, for each named person at it. */
  async addLosses(players: readonly (string | null)[], kind: TableKind): Promise<void> {
    for (const player of players) await this.record(player, kind, (stats) => addGame(stats, false));
  }

  /** `player`'s figures at a table of `kind` changed, and their totals too when it was against the computers. */
  private async record(player: string | null, kind: TableKind, change: (stats: HeartsStats) => HeartsStats): Promise<void> {
    if (player === null) return;
    const theirs = this.owner === undefined || samePlayer(player, this.owner);
    if (kind !== 'people') {
      if (theirs) await this.change(player, change);
      else await this.records.updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, change).catch(this.warn('statistics not saved'));
    }
    const tables = await this.records.updateStats(BY_TABLE, player, HeartsTablesSchema, NO_HEARTS_TABLES, (t) => atTable(t, kind, change)).catch(this.warn('statistics not saved'));
    if (tables && theirs) this.tables = tables;
  }

  private async addToFame(entry: NewHighScore): Promise<FamePlace | null> {
    const rank = await this.records.addHighScore(GAME, entry, 'higher').catch(this.warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }
}
