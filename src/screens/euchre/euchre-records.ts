// Euchre's part of the kiosk's records (see table/table-records.ts): the
// cabinet's options and last table, the game in progress, each player's
// statistics hand by hand and the winning margins. At a table of several
// people each named person keeps their own, from their own seat, under the
// level of the computers at the table; a game among people only is kept as
// such, apart from the games with computers, and wins no place in the Hall
// of Fame. A guest keeps none.

import type { EuchreEvent } from '../../engine/euchre';
import type { Outcome, Seat } from '../../engine/game';
import type { Records } from '../../store/records';
import { fameLine } from '../shell/fame';
import { TableRecords } from '../table/table-records';
import type { RecordedAs, Sitter } from './euchre-seating';
import { type EuchreStats, EuchreStatsSchema, NO_EUCHRE_STATS, addGame, addGameAs, addHand, statsLines, winningMargin } from './euchre-stats';
import { EuchreSettingsSchema, type EuchreSettings, STANDARD_SETTINGS } from './euchre-settings';
import { type SavedEuchre, SavedEuchreRecord } from './saved-euchre';

const GAME = 'euchre';

export class EuchreRecords extends TableRecords<EuchreStats, EuchreSettings, SavedEuchre> {
  constructor(records: Records) {
    super(records, {
      game: GAME,
      title: 'Euchre',
      stats: { schema: EuchreStatsSchema, empty: NO_EUCHRE_STATS, addGame, lines: statsLines, margin: winningMargin },
      settings: { schema: EuchreSettingsSchema, standard: STANDARD_SETTINGS },
      kept: SavedEuchreRecord,
    });
  }

  async addHand(player: string | null, hand: Extract<EuchreEvent, { type: 'hand' }>, seat: Seat = 0): Promise<void> {
    await this.change(player, (stats) => addHand(stats, hand, seat));
  }

  /** A scored hand for each person at the table, from their own seat: kept with the games with computers only. */
  async addHands(people: readonly Sitter[], hand: Extract<EuchreEvent, { type: 'hand' }>, as: RecordedAs): Promise<void> {
    if (as === 'people') return;
    for (const { name, seat } of people) await this.addHand(name, hand, seat);
  }

  /**
   * A finished game for each named person at it, won or lost with their
   * team, recorded `as` its table was; a win with computers at the table may
   * place its margin in the Hall of Fame. The lines of the places won,
   * naming each person when several played.
   */
  async addResults(people: readonly Sitter[], outcome: Outcome, hands: number, as: RecordedAs): Promise<string[]> {
    const lines: string[] = [];
    for (const { name, seat } of people) {
      if (name === null) continue;
      const won = outcome.winners.includes(seat);
      await this.change(name, (stats) => addGameAs(stats, won, as));
      const entry = as === 'people' ? null : winningMargin(name, outcome.scores, outcome.winners, hands, seat, as);
      const rank = entry ? await this.records.addHighScore(GAME, entry, 'higher').catch(this.warn('high score not saved')) : undefined;
      const line = rank === undefined || rank < 0 ? null : fameLine({ rank, board: '' }, people.length > 1 ? name : null);
      if (line) lines.push(line);
    }
    return lines;
  }

  /** A game given up: a loss for each named person at it, recorded `as` its table was. */
  async addLosses(people: readonly Sitter[], as: RecordedAs): Promise<void> {
    for (const { name } of people) await this.change(name, (stats) => addGameAs(stats, false, as));
  }

  /** The Statistics box's pages: each named person's figures (a guest's words when nobody at the table has a name). */
  async statisticsPages(people: readonly (string | null)[]): Promise<string[]> {
    const named = people.filter((name): name is string => name !== null);
    if (named.length === 0) return [await this.statisticsText(null)];
    const pages: string[] = [];
    for (const name of named) pages.push(await this.statisticsText(name));
    return pages;
  }
}
