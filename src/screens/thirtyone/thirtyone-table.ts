// What the Thirty-One table is and how it is drawn, apart from the flow of
// play (thirtyone-screen.ts): the window, the felt with its seats, the row
// of buttons, who sits where and whose cards lie face up, the table drawn
// from what the seat being shown sees (its own session's game, or a
// network game's), and what automation reads of it.

import type { Card } from '../../engine/cards';
import type { Level, Seat } from '../../engine/game';
import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneOptions, type ThirtyOneState, type ThirtyOneView, openingDeal, thirtyone, variationSymbol } from '../../engine/thirtyone';
import type { DialogHost, Focusable } from '../../renderer/widgets';
import type { ThirtyOneSnapshot } from './thirtyone-snapshot';
import type { Shell } from '../shell-contract';
import type { Decision } from '../../table/seats';
import { windowSnapshot } from '../table/window-snapshot';
import { WindowTable } from '../table/window-table';
import { type ButtonId, ButtonRow } from './buttons';
import { BELOW_SYMBOL, ThirtyOneFelt } from './felt';
import { type SeatPlan, personNames } from './seating';
import { EMPTY_31, type Shown31, type Step, shownOf, slotOf } from './shown';
import { TableSeats } from './table-seats';
import { THIRTYONE_CONTROLS, THIRTYONE_MENUS, TITLE, coverText, marksLines, roundLine } from './texts';
import { HandCover } from './hand-cover';
import { ThirtyOneRecords } from './thirtyone-records';
import { STANDARD_SETTINGS, THINK_MS, type ThirtyOneSettings } from './thirtyone-settings';
import { countsAtExpert, litButtons, tableLevel, seatNotes, tableStatus } from './table-status';
import { ChangeChoice } from './change-choice';
import { roundFacts } from './table-facts';
import { NetworkMode } from './network-mode';
import { MoveLog } from './move-log';

type RoundEnd = Extract<ThirtyOneEvent, { type: 'round-end' }>;

export abstract class ThirtyOneTable extends WindowTable<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> {
  readonly id = 'thirtyone';
  protected readonly felt: ThirtyOneFelt;
  protected readonly row: ButtonRow;
  protected readonly seats: TableSeats<ThirtyOneView, ThirtyOneAction>;
  protected readonly records: ThirtyOneRecords;
  protected settings: ThirtyOneSettings = STANDARD_SETTINGS;
  protected names: string[] = [];
  protected shown: Shown31 = EMPTY_31;
  /** Whose cards may lie face up: with several people at the screen, only the person playing, once they show them. */
  protected readonly cover = new HandCover();
  /** The cards chosen for a change, and the hand's and pot's cards as controls. */
  protected readonly choice: ChangeChoice;
  /** The round just ended, shown with every hand until Deal is pressed. */
  protected roundEnd: RoundEnd | null = null;
  /** Resolves the wait for Deal. */
  protected dealt: (() => void) | null = null;
  /** Pads plugged in when the table was last drawn. */
  protected pads = 0;
  /** A network game shown at this table instead of its own, while one is on. */
  protected readonly network: NetworkMode;
  /** The last moves, in words, for the table's log. */
  protected readonly moves = new MoveLog();

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    const demo = options.demo ?? false;
    const instant = shell.flags.instant && !demo;
    let asked: (decision: Decision<ThirtyOneView, ThirtyOneAction>) => void = () => undefined;
    const seats = new TableSeats<ThirtyOneView, ThirtyOneAction>((decision) => asked(decision));
    super(shell, {
      title: TITLE,
      look: 'win95',
      menus: THIRTYONE_MENUS,
      game: thirtyone,
      thinkMs: THINK_MS.medium,
      demo,
      instant,
      controls: THIRTYONE_CONTROLS,
      replayCorner: 'right',
      replayDrop: BELOW_SYMBOL,
      seats: (standard) => seats.build(standard),
    });
    this.seats = seats;
    asked = (decision) => this.yourTurn(decision);
    this.records = new ThirtyOneRecords(shell.records);
    const client = this.frame.clientRect;
    this.row = new ButtonRow(client.width, this.focus, (id) => this.press(id), () => void this.network.game?.openChat());
    this.felt = new ThirtyOneFelt(client.width, client.height, () => instant, this.row);
    this.felt.coverButton.onActivate = () => this.showCards();
    this.choice = new ChangeChoice(this.focus, (seat, card) => this.felt.cardBounds(seat, slotOf(this.shown, seat, card)), (card, inPot) => this.chooseCard(card, inPot));
    this.focus.add(this.felt.coverButton);
    this.frame.client.addChild(this.felt);
    this.network = new NetworkMode({
      sit: (plans, names, viewer, watching, source) => {
        // The table's own game makes way for the network game (lost, if the person agreed to give it up).
        this.run.showElsewhere(source);
        this.sitAt(plans, names, viewer);
        if (watching) this.cover.watch(viewer);
        this.render();
        return this.seats.person(viewer);
      },
      show: (events, view) => (events.length > 0 ? this.present(events) : Promise.resolve(this.lay(view))),
      render: () => this.render(),
      leave: () => this.run.showElsewhere(null),
      replay: (game, done) => this.afterEnd('replay', game, openingDeal, () => undefined, done),
      gameOverHost: () => this.gameOverHost(),
    });
  }

  /** A button of the row was pressed. */
  protected abstract press(id: ButtonId): void;
  /** A card of the hand or the pot was pressed. */
  protected abstract chooseCard(card: Card, inPot: boolean): void;
  /** The person named on the cover shows their cards. */
  protected abstract showCards(): void;

  /** The level a game is recorded at: its weakest computer player's (expert among people only). */
  protected level(): Level {
    return tableLevel(this.seats.seating);
  }

  protected moving(): boolean {
    return this.felt.cards.busy;
  }

  protected override thinkMs(): number {
    return THINK_MS[this.settings.speed];
  }

  /** Seat `plans` at a cleared table, called `names`; the cards shown are the first person's (or, over a network, `viewer`'s). */
  protected sitAt(plans: readonly SeatPlan[], names: string[], viewer?: Seat): void {
    this.seats.set(plans);
    this.names = names;
    this.shown = EMPTY_31;
    this.roundEnd = null;
    // A deal the table waited for belongs to the game it leaves: its button goes grey.
    this.dealt = null;
    this.choice.chosen = [];
    this.moves.reset();
    const persons = this.seats.personSeats;
    this.cover.seat(viewer === undefined ? persons.length : 1, viewer ?? persons[0] ?? 0);
  }

  /** Whether the game's statistics are kept: at the expert level, as the original. */
  protected get counts(): boolean {
    return !this.demo && !this.replay && !this.network.on && countsAtExpert(this.seats.seating);
  }

  /** The persons' names by seat (null for a computer or a guest), for the statistics. */
  protected get statNames(): (string | null)[] {
    return personNames(this.seats.seating);
  }

  protected get players(): number {
    return this.seen()?.players ?? this.seats.seating.length;
  }

  /** The view of the seat being shown, from whichever source the table has (a game given up for another shows nothing). */
  protected seen(): ThirtyOneView | null {
    return this.run.source.view(this.cover.viewer);
  }

  /** Where the Game Over box opens: above the last round's line, so both are read. */
  protected gameOverHost(): DialogHost {
    const host = this.shell.nav;
    const bottom = this.felt.captionBounds().y - 4;
    return {
      open: (dialog) => {
        dialog.view.y = Math.max(0, Math.min(dialog.view.y, bottom - Math.ceil(dialog.view.height)));
        host.open(dialog);
      },
      close: (dialog) => host.close(dialog),
    };
  }

  /** Lay the table out as `view` has it, with no move under way (joining a network game, or coming back to it). */
  protected lay(view: ThirtyOneView): void {
    this.shown = shownOf(view, this.handsSeen(view));
    this.moves.reset(view, this.names);
    this.render();
  }

  /** The hands the table may show by name: the uncovered person's, or every hand in a replay. */
  protected handsSeen(view: ThirtyOneView | null): (Card[] | null)[] {
    const players = this.players;
    if (this.replay) return Array.from({ length: players }, (_, seat) => this.session.view(seat)?.hand ?? null);
    return Array.from({ length: players }, (_, seat) => (this.cover.open(seat) && view ? view.hand : null));
  }

  // ---- drawing ----

  protected render(options: { from?: Step['from']; duration?: number } = {}): void {
    if (this.destroyed) return;
    const view = this.seen();
    const waiting = this.replay ? null : this.seats.waiting();
    const players = this.players;
    const open = this.faceUp(players);
    const cover = waiting && !this.cover.shown ? { text: coverText(this.names[waiting.seat] ?? '', this.seats.plan(waiting.seat), this.shell.input.padSlots()) } : null;
    const notice = this.network.notice;
    const status = tableStatus({ view, names: this.names, waiting: waiting?.seat ?? null, covered: cover !== null, dealing: this.dealt !== null, roundEnd: this.roundEnd, thinkers: this.network.on ? [] : this.seats.computerSeats, demo: this.demo, replay: this.replay ? this.replayStatus() : null, device: this.shell.input.lastDevice });
    this.felt.draw(
      {
        players,
        shown: this.shown,
        open,
        chosen: this.choice.chosen,
        names: this.names.slice(0, players),
        notes: seatNotes(this.names, view, this.roundEnd),
        lit: this.dealt || this.roundEnd ? null : (view?.toAct ?? null),
        marks: view ? marksLines(this.names.slice(0, players), view.scores, view.limits, view.out) : [],
        symbol: variationSymbol(view?.variation ?? this.settings.variation),
        back: this.settings.back,
        caption: this.roundEnd ? roundLine(this.roundEnd, this.names) : null,
        log: view ? this.moves.lines : [],
        status: notice ? [notice] : status,
        cover,
        // Over a network everyone sits at the bottom of their own table, as at the original's.
        bottom: this.network.game?.you ?? 0,
      },
      options,
    );
    const decision = this.cover.shown ? (waiting?.decision ?? null) : null;
    this.row.light(litButtons({ dealing: this.dealt !== null, legal: decision?.legal ?? null, bothChosen: decision !== null && !this.choice.pair(decision.view).includes(null) }));
    this.choice.sync(decision?.seat ?? 0, decision?.view.phase === 'play' ? decision.view : null);
    this.row.showChat(this.network.game ? this.network.game.chat.unread : null);
    this.drawMarks();
  }

  /** Which seats' cards lie face up: every hand at a round's end and in a replay, else the uncovered person's. */
  protected faceUp(players: number): boolean[] {
    const reveal = this.roundEnd !== null || this.replay !== null;
    return Array.from({ length: players }, (_, seat) => reveal || (!this.demo && this.cover.open(seat)));
  }

  protected drawMarks(): void {
    this.felt.markCard(this.choice.focused?.bounds() ?? null);
  }

  override update(dtMs: number): void {
    this.felt.cards.update(dtMs);
    // A pad plugged in or pulled out changes who may lift the cover, and its words.
    const pads = this.shell.input.gamepadsConnected;
    if (pads !== this.pads) {
      this.pads = pads;
      if (this.seen()) this.render();
    }
    super.update(dtMs);
  }

  dropConnection(): boolean {
    this.network.game?.drop();
    return this.network.on;
  }

  override destroy(): void {
    this.network.leave();
    super.destroy();
  }

  // ---- automation ----

  snapshot(): ThirtyOneSnapshot {
    const view = this.seen();
    const waiting = this.seats.waiting();
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.choice.cards.map(({ id, control }) => ({ id, label: control.label, item: control as Focusable })),
      ...this.row.buttons.map(({ id, button }) => ({ id, label: button.label, item: button as Focusable })),
      { id: 'show-cards', label: this.felt.coverButton.label, item: this.felt.coverButton },
      { id: 'chat', label: this.row.chat.label, item: this.row.chat },
    ]);
    const players = this.players;
    return {
      ...window,
      ...this.sessionSnapshot(),
      toAct: view?.toAct ?? null,
      ...roundFacts(view, this.shown, this.faceUp(players), this.cover.viewer, this.roundEnd, this.names),
      busy: waiting === null && this.dealt === null,
      players,
      viewer: this.cover.viewer,
      waiting: waiting?.seat ?? null,
      covered: this.felt.covered,
      cover: this.felt.coverWords,
      awaitingDeal: this.dealt !== null,
      chosen: [...this.choice.chosen],
      legal: waiting ? [...waiting.decision.legal] : [],
      variation: this.seen()?.variation ?? null,
      network: this.network.snapshot(),
      names: this.names.slice(0, players),
      seating: [...this.seats.seating],
      settings: this.settings,
      stats: this.records.stats,
      status: this.felt.statusText,
      back: this.felt.back,
    };
  }
}
