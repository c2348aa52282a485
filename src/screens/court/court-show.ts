// A move of the Court shown on the table one event at a time, from the table
// as it was last drawn (see `table-shown.ts`): the drawn card going to a hand
// or a pile, a card played, a settled turn held up with its Rule Cue Card
// while it is read and then gathered, the bonus cards, and a round's end
// under its box. A press meanwhile hurries the showing (CourtPresses); a
// game replaced meanwhile stops it at once (ShownGame). At a network table,
// where the next round goes on for everyone without waiting for anyone's
// OK, the End of Round box goes by itself once it has been shown its time.

import type { Card } from '../../engine/cards';
import type { CourtEvent, CourtView } from '../../engine/court';
import type { Seat } from '../../engine/game';
import type { SfxName } from '../../audio/effects';
import type { Point } from '../../renderer/glide';
import { Dialog, Label, messageBox, theme } from '../../renderer/widgets';
import { dialogHost } from '../../renderer/widgets/dialogs';
import type { ShowOptions } from '../table/card-layer';
import type { ShownGame } from '../table/shown-game';
import type { TableClock } from '../table/table-clock';
import type { CourtPresses } from './court-presses';
import type { CourtTable } from './court-table';
import { bonusSummary, ruleCue, turnSummary } from './court-texts';
import type { CourtTurns } from './court-turns';
import { afterEvent, turnSettling } from './table-shown';

/** Long enough to read what the turn did while its two cards are still up. */
export const TURN_HOLD_MS = 1500;
const DRAW_MS = 250;

type RoundOver = Extract<CourtEvent, { type: 'round-over' }>;

/** What the showing needs of the Court's table. */
export interface ShowingTable {
  readonly table: CourtTable;
  readonly presses: CourtPresses;
  readonly clock: TableClock;
  readonly games: ShownGame;
  /** Who sits where: the seat drawn at the bottom, the people's names. */
  readonly turns: Pick<CourtTurns, 'bottom' | 'people'>;
  sfx(name: SfxName): void;
  /** The game's own view of the seat drawn at the bottom; null with no game. */
  view(): CourtView | null;
  render(options?: ShowOptions): void;
  replaying(): boolean;
  ruleCues(): boolean;
  /** `seat` put the card it drew into its hand or on its pile. */
  drew(seat: Seat): void;
  /** The End of Round box's words; null when the round ended the game (no box). */
  roundText(event: RoundOver): string | null;
  /** Resolves when the next round goes on without this kiosk's OK (a network game's), closing the box; null: only OK closes it. */
  roundGoes(): Promise<void> | null;
  /** Someone watches a network game: the view holds no hand. */
  watching(): boolean;
}

/** The End of Round box, until OK is pressed or `goes` resolves. */
async function endOfRoundBox(text: string, goes: Promise<void> | null): Promise<void> {
  if (goes === null) {
    await messageBox('End of Round', text);
    return;
  }
  const look = theme('win31');
  const dialog = new Dialog<string>('End of Round', 'win31', { body: [new Label(text, { wrap: 300, font: look.font, colour: look.text })], buttons: [{ id: 'ok', label: 'OK' }], answer: (id) => id, cancel: () => 'ok' });
  await Promise.race([dialog.open(dialogHost()).result, goes]);
  dialog.finish('ok');
}

export class CourtShow {
  /** The table as the players are watching it while a move's events play out; null: the game's own view. */
  shown: CourtView | null = null;
  /** The view drawn last: where the next move's events start from. */
  seen: CourtView | null = null;
  /** The next view once a settled turn's cards are gathered. */
  private gathered: CourtView | null = null;
  /** Bonus cards said no to in this bonus round. */
  declined = new Set<Card>();
  /** The Rule Cue Card: what the last turn did, then its rule. */
  cue: string[] = [];

  constructor(private readonly t: ShowingTable) {}

  /** A new game at the table: nothing of the last is shown. */
  reset(): void {
    this.shown = null;
    this.cue = [];
  }

  /** Each event from the table as last drawn; the game's own view once they are shown. */
  async present(events: readonly CourtEvent[]): Promise<void> {
    const { games, presses } = this.t;
    const game = games.current;
    await presses.during(async () => {
      let before = this.seen;
      for (const event of events) {
        if (!games.showing(game)) return;
        const after = before && afterEvent(before, event, this.t.watching());
        // A settled turn first shows its new totals beside its two cards; they are gathered after.
        this.shown = event.type === 'turn' && before ? turnSettling(before, event) : after;
        this.gathered = after;
        await this.animate(event, game);
        before = after ?? this.t.view();
      }
    });
    if (!games.showing(game)) return;
    this.shown = null;
    this.t.render();
  }

  /** Whether `seat`'s cards lie along the top of the table (they come from and go to its hand there). */
  private atTop(seat: Seat): boolean {
    return seat !== this.t.turns.bottom();
  }

  /** One event of `game` on the table (while it is still the game on). */
  private async animate(event: CourtEvent, game: number): Promise<void> {
    const { table, clock, presses, games } = this.t;
    switch (event.type) {
      case 'round': {
        this.t.sfx('deal');
        this.t.render({ duration: 300 });
        await clock.settled();
        break;
      }
      case 'keep':
      case 'discard': {
        this.t.drew(event.seat);
        this.t.sfx('deal');
        const view = this.t.view();
        if (view) this.t.render(table.drawGlides(event.type, this.atTop(event.seat) ? 1 : 0, view));
        await clock.settled();
        if (this.atTop(event.seat)) await presses.pause(DRAW_MS);
        break;
      }
      case 'play-begins':
        this.t.render();
        break;
      case 'play': {
        const from = new Map<string, Point>();
        if (this.atTop(event.seat) && !this.t.replaying()) from.set(event.card, table.theirHandPoint());
        this.t.sfx('flip');
        this.t.render({ from, duration: 240 });
        await clock.settled();
        break;
      }
      case 'turn': {
        // What the turn did, and the rule behind it, while both cards are still up.
        this.cue = [turnSummary(event, this.t.turns.people()), ...(this.t.ruleCues() ? [ruleCue(event.rule)] : [])];
        this.t.render();
        await presses.pause(TURN_HOLD_MS);
        if (!games.showing(game)) break;
        this.shown = this.gathered;
        if (event.rule === '4.321' || event.capture) this.t.sfx('broken');
        this.t.render(table.turnGlides(event, event.capture ? (this.atTop(event.capture.seat) ? 1 : 0) : null));
        await clock.settled();
        break;
      }
      case 'bonus-round':
        this.declined = new Set();
        break;
      case 'bonus': {
        this.t.sfx('flip');
        this.cue = [bonusSummary(event, this.t.turns.people())];
        this.t.render();
        await presses.pause(DRAW_MS);
        break;
      }
      case 'round-over':
        if (games.showing(game)) await this.roundOver(event);
        break;
      default:
        break;
    }
  }

  private async roundOver(event: RoundOver): Promise<void> {
    const text = this.t.roundText(event);
    if (text === null) return;
    // The finished round stays on the table under the box.
    this.t.render();
    this.t.table.cards.settle();
    if (this.t.replaying()) return this.t.presses.pause(TURN_HOLD_MS);
    await endOfRoundBox(text, this.t.roundGoes());
  }
}
