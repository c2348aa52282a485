// Which game the Spectrum table shows, and from which seat: a finished game
// played back (from the first seat, or the network seat it was played
// from), a network game (from the seat of the person here), or the table's
// own (from the person playing, head to head; the first seat against the
// computer). A game put away for a network game is kept, not shown.

import type { Outcome, Seat } from '../../engine/game';
import type { PatienceAction, PatienceEvent, PatienceOptions, PatienceState, PatienceView } from '../../engine/patience';
import type { TableRun } from '../../table/table-run';
import type { PatienceNetwork } from './network-table';
import type { TableReplay } from './patience-replay';
import type { Sides } from './sides';
import type { TablePeople } from './table-people';

/** What the table shows of a game now. */
export interface Shown {
  view: PatienceView | null;
  toAct: Seat | null;
  outcome: Outcome | null;
}

export class ShownGame {
  constructor(
    private readonly run: TableRun<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>,
    private readonly people: TablePeople,
    private readonly net: () => PatienceNetwork,
    private readonly replays: () => TableReplay,
  ) {}

  /** The seat the table is drawn for. */
  get viewer(): Seat {
    if (this.net().on) return this.net().viewer;
    return this.replays().current ? 0 : this.people.viewer;
  }

  /** How the table names its two seats. */
  sides(): Sides {
    return this.net().on ? this.net().sides : this.people.sides(this.viewer);
  }

  now(): Shown {
    const replaying = this.replays().current !== null;
    if (this.net().on && !replaying) return this.net().shown();
    if (this.run.putAway && !replaying) return { view: null, toAct: null, outcome: null };
    const session = this.run.session;
    return { view: session.view(this.viewer), toAct: session.toAct, outcome: session.outcome };
  }

  /** The finished game's points, seat by seat; null while it is played. */
  points(): [number, number] | null {
    const outcome = this.now().outcome;
    return outcome ? [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0] : null;
  }

  /** How many cards each pile shows. */
  lengths(): number[] {
    return this.now().view?.piles.map((p) => p.length) ?? [];
  }
}
