// What a table of a game needs beyond its rules, for anyone who seats people
// at it (the kiosk's cabinet and the game server alike): the options a host
// may choose, checked strictly because a network client's are hostile; who
// is out of a game that goes on; where a round ends, so every screen can
// show it a while before play goes on; who deals the next round; and which
// seats are partners; and what a host chose, in a few words for the lobby.

import type * as v from 'valibot';
import type { Seat } from './game';

export interface TableTerms<O, V, E> {
  /** The options a host may choose, exactly as the game takes them: nothing more in them. */
  readonly options: v.GenericSchema<unknown, O>;
  /** The events that open a game as every table shows it (its first deal, which setting it up makes without events). */
  opening(view: V): E[];
  /** Whether the player at `seat` is out of a game that goes on without them. */
  out(view: V, seat: Seat): boolean;
  /** Whether `event` ends a round (a hand): every table shows its end a while before play goes on. */
  endsRound(event: E): boolean;
  /** Who deals the next round, and so may deal it sooner; null where nobody does. */
  dealer(view: V): Seat | null;
  /** The seats that play as partners (Euchre's 0 and 2 against 1 and 3); empty where each plays for himself. */
  readonly partners: readonly (readonly Seat[])[];
  /** The host's options in a few words, for the lobby's line and the waiting room ('' where there is nothing to choose). */
  describe(options: O): string;
}
