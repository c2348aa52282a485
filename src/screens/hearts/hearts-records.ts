// Hearts' part of the kiosk's records (see table/table-records.ts): the
// table rules and the last table, the game in progress, each player's
// statistics hand by hand and the winning margins. Every named person at
// the table keeps their own, in one record: against the computers, their
// totals for every level together (as the kiosk always kept them) and their
// figures for the level of the table apart; among people only, those
// figures alone, never a game against the computers nor a place in the Hall
// of Fame. A guest keeps nothing.

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
  NO_HEARTS_STATS,
  type TableKind,
  addGame,
  addHand,
  atTable,
  seatMargin,
  statisticsLines,
  statsLines,
  tablesOf,
  totalsOf,
  winningMargin,
} from './hearts-stats';
import { type SavedHearts, SavedHeartsRecord } from './saved-game';
import { HeartsTableSchema, STANDARD_TABLE, type HeartsTable } from './table-rules';

const GAME = 'hearts';

/** One hand's end as the table saw it: each seat's points, who shot the moon, who took the queen. */
export interface HandEnd {
  points: readonly number[];
  moon: Seat | null;
  queenTaker: Seat | null;
}

export class HeartsRecords extends TableRecords<HeartsStats, HeartsTable, SavedHearts> {
  /** Whose statistics `stats` holds: the person seated at the kiosk (undefined until loaded). */
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

  /** The loaded person's figures at each kind of table (automation checks them). */
  get tables(): HeartsTables | null {
    return this.stats && tablesOf(this.stats);
  }

  /** The loaded person's totals against the computers, every level together. */
  get totals(): HeartsStats | null {
    return this.stats && totalsOf(this.stats);
  }

  override async load(player: string | null): Promise<void> {
    this.owner = player;
    await super.load(player);
  }

  override async statisticsText(player: string | null): Promise<string> {
    if (player === null) return super.statisticsText(player);
    const stats = (await this.records.stats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS).catch(this.warn('statistics unreadable'))) ?? NO_HEARTS_STATS;
    if (samePlayer(player, this.owner ?? null)) this.stats = stats;
    return statisticsLines(player, totalsOf(stats), tablesOf(stats)).join('\n');
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
  private async record(player: string | null, kind: TableKind, change: (figures: HeartsStats) => HeartsStats): Promise<void> {
    if (player === null) return;
    const update = (stats: HeartsStats) => atTable(stats, kind, change);
    // The person seated here: their figures as written are the ones shown.
    if (this.owner === undefined || samePlayer(player, this.owner)) await this.change(player, update);
    else await this.records.updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, update).catch(this.warn('statistics not saved'));
  }

  private async addToFame(entry: NewHighScore): Promise<FamePlace | null> {
    const rank = await this.records.addHighScore(GAME, entry, 'higher').catch(this.warn('high score not saved'));
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }
}
