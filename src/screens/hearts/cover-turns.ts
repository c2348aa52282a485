// The cover of the Hearts table when several people share the screen: the
// "Pass to ANNE" panel over the middle of the felt, up whenever a person is
// to act and their cards are face down, and the steps a person takes alone
// outside any move of the game: after the pass, each person in turn comes to
// the screen, lifts the cover and sees the cards passed to them, standing up
// until OK, and the cards turn face down again before the next person comes.

import type { Seat } from '../../engine/game';
import { COVER_SIZE, CoverPanel } from '../table/cover-panel';
import type { TableView } from '../table/table-view';
import { tableCentre } from '../table/layout';

/** What the exchange shown under the cover asks of the table. */
export interface ExchangeSteps {
  /** Whether the game it belongs to is still at the table. */
  showing(): boolean;
  /** Turn the table to `seat`, its cards face down, the cover naming it. */
  coverFor(seat: Seat): void;
  /** The person shows their cards: the ones passed to them stand up until OK, which resolves it. */
  showReceived(seat: Seat): Promise<void>;
  /** The cards go face down again. */
  turnDown(seat: Seat): void;
}

export class CoverTurns {
  readonly panel = new CoverPanel('win31');
  /** The person looking at the cards passed to them, who alone may act until OK; null otherwise. */
  viewing: Seat | null = null;
  /** A game resumed with the received cards still to be seen: they are shown to everyone again once it is under way. */
  resumed = false;
  private lift: (() => void) | null = null;
  private shown: Promise<void> | null = null;

  constructor(table: TableView) {
    const centre = tableCentre(table.size);
    this.panel.position.set(centre.x - Math.floor(COVER_SIZE.width / 2), centre.y - Math.floor(COVER_SIZE.height / 2));
    table.addChild(this.panel);
  }

  /** What the game's next events wait for: the exchange still being shown to everyone. */
  get pending(): Promise<void> | null {
    return this.shown;
  }

  /** The person named on the cover lifted it: true when the exchange was waiting for it. */
  lifted(): boolean {
    const lift = this.lift;
    this.lift = null;
    lift?.();
    return lift !== null;
  }

  /** A new game, or the screen closing: nothing waits any more. */
  stop(): void {
    this.resumed = false;
    this.lifted();
  }

  /** The cards passed shown to each of `people` in turn, under the cover. */
  showExchange(people: readonly Seat[], steps: ExchangeSteps): Promise<void> {
    const each = async () => {
      for (const seat of people) {
        if (!steps.showing()) return;
        this.viewing = seat;
        const lifted = new Promise<void>((resolve) => (this.lift = resolve));
        steps.coverFor(seat);
        await lifted;
        if (!steps.showing()) return;
        await steps.showReceived(seat);
        if (!steps.showing()) return;
        steps.turnDown(seat);
      }
    };
    this.shown = each().finally(() => {
      this.viewing = null;
      this.shown = null;
    });
    return this.shown;
  }
}
