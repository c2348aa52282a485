// Hearts' part of the kiosk's records (see table/table-records.ts): the
// table rules, the game in progress, each player's statistics hand by hand
// and the winning margins.

import type { Records } from '../../store/records';
import { TableRecords } from '../table/table-records';
import { type HandRecord, type HeartsStats, HeartsStatsSchema, NO_HEARTS_STATS, addGame, addHand, statsLines, winningMargin } from './hearts-stats';
import { type SavedHearts, SavedHeartsRecord } from './saved-game';
import { HeartsTableSchema, STANDARD_TABLE, type HeartsTable } from './table-rules';

export class HeartsRecords extends TableRecords<HeartsStats, HeartsTable, SavedHearts> {
  constructor(records: Records) {
    super(records, {
      game: 'hearts',
      title: 'Hearts',
      stats: { schema: HeartsStatsSchema, empty: NO_HEARTS_STATS, addGame, lines: statsLines, margin: winningMargin },
      settings: { schema: HeartsTableSchema, standard: STANDARD_TABLE },
      kept: SavedHeartsRecord,
    });
  }

  async addHand(player: string | null, hand: HandRecord): Promise<void> {
    await this.change(player, (stats) => addHand(stats, hand));
  }
}
