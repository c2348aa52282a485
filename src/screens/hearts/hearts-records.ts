// Hearts' part of the kiosk's records: the table rules, the game in progress,
// each player's statistics and the winning margins. A record that cannot be
// written is reported in the console and the game plays on: a visitor should
// never lose a game because storage failed (the operator sees the notice).

import type { Records } from '../../store/records';
import type { FamePlace } from '../shell/fame';
import { KeptGames } from '../table/kept-games';
import { warner } from '../table/players';
import { type HandRecord, type HeartsStats, HeartsStatsSchema, NO_HEARTS_STATS, addGame, addHand, statsLines, winningMargin } from './hearts-stats';
import { type SavedHearts, SavedHeartsRecord } from './saved-game';
import { HeartsTableSchema, STANDARD_TABLE, type HeartsTable } from './table-rules';

const GAME = 'hearts';

const warn = warner('Hearts');

export class HeartsRecords {
  /** The player's statistics as last read or written (automation checks them). */
  stats: HeartsStats | null = null;

  /** Each player's game left unfinished. */
  readonly kept: KeptGames<SavedHearts>;

  constructor(private readonly records: Records) {
    this.kept = new KeptGames(records, GAME, SavedHeartsRecord, warn);
  }

  async table(): Promise<HeartsTable> {
    return (await this.records.rules(GAME, HeartsTableSchema, STANDARD_TABLE).catch(warn('rules unreadable'))) ?? STANDARD_TABLE;
  }

  async setTable(table: HeartsTable): Promise<void> {
    await this.records.setRules(GAME, HeartsTableSchema, table).catch(warn('rules not saved'));
  }

  /** Load `player`'s statistics (null: a guest, who has none). */
  async load(player: string | null): Promise<void> {
    this.stats = player === null ? null : ((await this.records.stats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS).catch(warn('statistics unreadable'))) ?? null);
  }

  /** The Statistics box's text: `player`'s figures read afresh, or why a guest has none. */
  async statisticsText(player: string | null): Promise<string> {
    if (player === null) return 'You are playing as a guest. Start a game under your name to keep statistics.';
    await this.load(player);
    return statsLines(player, this.stats ?? NO_HEARTS_STATS).join('\n');
  }

  async addHand(player: string | null, hand: HandRecord): Promise<void> {
    await this.change(player, (stats) => addHand(stats, hand));
  }

  /** A game finished; a win may also earn a place among the winning margins, which is returned. */
  async addGame(player: string | null, scores: readonly number[], winners: readonly number[], hands: number): Promise<FamePlace | null> {
    if (player === null) return null;
    await this.change(player, (stats) => addGame(stats, winners.includes(0)));
    const entry = winningMargin(player, scores, winners, hands);
    const rank = entry ? await this.records.addHighScore(GAME, entry, 'higher').catch(warn('high score not saved')) : undefined;
    return rank === undefined || rank < 0 ? null : { rank, board: '' };
  }

  /** A game left unfinished counts as lost. */
  async addLoss(player: string | null): Promise<void> {
    await this.change(player, (stats) => addGame(stats, false));
  }

  private async change(player: string | null, change: (stats: HeartsStats) => HeartsStats): Promise<void> {
    if (player === null) return;
    const after = await this.records.updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, change).catch(warn('statistics not saved'));
    if (after) this.stats = after;
  }
}
