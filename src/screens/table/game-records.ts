// What every game keeps in the kiosk's records whatever its figures are: the
// cabinet's settings for the game, each player's unfinished game, and the
// list of players to choose from. A record that cannot be read or written
// is reported in the console and play goes on: a visitor never loses a game
// because storage failed (the operator sees the notice).

import type * as v from 'valibot';
import type { Records } from '../../store/records';
import { KeptGames, type Owned } from './kept-games';
import { type Warn, addPlayer, playerNames, warner } from './players';

export interface GameRecordsSpec<Settings, Kept extends Owned> {
  /** The game's key in the records ('hearts'). */
  game: string;
  /** The game's name in console notices. */
  title: string;
  settings: { schema: v.GenericSchema<unknown, Settings>; standard: Settings };
  kept: v.GenericSchema<unknown, Kept>;
}

export class GameRecords<Settings, Kept extends Owned, Spec extends GameRecordsSpec<Settings, Kept> = GameRecordsSpec<Settings, Kept>> {
  /** Each player's game left unfinished. */
  readonly kept: KeptGames<Kept>;
  protected readonly warn: Warn;

  constructor(
    protected readonly records: Records,
    protected readonly spec: Spec,
  ) {
    this.warn = warner(spec.title);
    this.kept = new KeptGames(records, spec.game, spec.kept, this.warn);
  }

  async settings(): Promise<Settings> {
    const { schema, standard } = this.spec.settings;
    return (await this.records.rules(this.spec.game, schema, standard).catch(this.warn('settings unreadable'))) ?? standard;
  }

  async setSettings(settings: Settings): Promise<void> {
    await this.records.setRules(this.spec.game, this.spec.settings.schema, settings).catch(this.warn('settings not saved'));
  }

  /** The players known at the kiosk, to choose from. */
  names(): Promise<string[]> {
    return playerNames(this.records, this.warn);
  }

  /** The player is known from now on; null when the name is not allowed. */
  addPlayer(name: string): Promise<string | null> {
    return addPlayer(this.records, name, this.warn);
  }
}
