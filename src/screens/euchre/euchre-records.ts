// Euchre's part of the kiosk's records (see table/table-records.ts): the
// cabinet's options, the game in progress, each player's statistics hand by
// hand and the winning margins.

import type { EuchreEvent } from '../../engine/euchre';
import type { Records } from '../../store/records';
import { TableRecords } from '../table/table-records';
import { type EuchreStats, EuchreStatsSchema, NO_EUCHRE_STATS, addGame, addHand, statsLines, winningMargin } from './euchre-stats';
import { EuchreSettingsSchema, type EuchreSettings, STANDARD_SETTINGS } from './euchre-settings';
import { type SavedEuchre, SavedEuchreRecord } from './saved-euchre';

export class EuchreRecords extends TableRecords<EuchreStats, EuchreSettings, SavedEuchre> {
  constructor(records: Records) {
    super(records, {
      game: 'euchre',
      title: 'Euchre',
      stats: { schema: EuchreStatsSchema, empty: NO_EUCHRE_STATS, addGame, lines: statsLines, margin: winningMargin },
      settings: { schema: EuchreSettingsSchema, standard: STANDARD_SETTINGS },
      kept: SavedEuchreRecord,
    });
  }

  async addHand(player: string | null, hand: Extract<EuchreEvent, { type: 'hand' }>): Promise<void> {
    await this.change(player, (stats) => addHand(stats, hand));
  }
}
