// Thirty-One at the kiosk, as "31 for Windows95": a Windows 95 window with
// the Game and Help menus, 2 to 4 seats round the pot on green felt, the
// marks in the upper left corner, the variation in the upper right and the
// original's buttons under the table. Any seat is a computer player or a
// person; several people share the cabinet, each with their own gamepad or
// taking turns at one device, and the hands are covered between two
// people's turns. The table session runs the game; this screen shows its
// events and turns the players' choices into actions.

import type { Card } from '../../engine/cards';
import type { Level, Outcome, Seat } from '../../engine/game';
import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneOptions, type ThirtyOneState, type ThirtyOneView, thirtyone, variationSymbol } from '../../engine/thirtyone';
import type { Command } from '../../input/commands';
import { type Focusable, messageBox } from '../../renderer/widgets';
import type { ThirtyOneSnapshot } from '../automation';
import type { Shell } from '../shell';
import type { Decision } from '../table/seats';
import type { SessionGame } from '../table/session';
import { windowSnapshot } from '../table/window-snapshot';
import { WindowTable } from '../table/window-table';
import { type ButtonId, ButtonRow } from './buttons';
import { ThirtyOneFelt } from './felt';
import { thirtyOneOptions } from './options-dialog';
import { whoPlays } from './who-plays';
import type { SavedThirtyOne } from './saved-thirtyone';
import { DEMO_SEATING, type Seating, personNames } from './seating';
import { EMPTY_31, type Shown31, type Step, changeStep, chooseStep, dealStep, revealStep, shownOf, slotOf, takePotStep, withHand } from './shown';
import { TableSeats } from './table-seats';
import { HOW_TO_PLAY, THIRTYONE_CONTROLS, THIRTYONE_MENUS, TITLE, coverText, gameOverLine, marksLines, roundLine } from './texts';
import { HandCover } from './hand-cover';
import { ThirtyOneRecords } from './thirtyone-records';
import { TABLE_WIDTH } from './thirtyone-stats';
import { GLIDE_MS, STANDARD_SETTINGS, THINK_MS, type ThirtyOneSettings } from './thirtyone-settings';
import { countsAtExpert, litButtons, tableLevel, seatNames, seatNotes, tableStatus } from './table-status';
import { ChangeChoice } from './change-choice';
import { roundFacts } from './table-facts';

type Game31 = SessionGame<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions>;
type RoundEnd = Extract<ThirtyOneEvent, { type: 'round-end' }>;

const DEMO_PAUSE_MS = 2500;

/** The deal that opens a game, as the table shows it. */
const opening = (view: ThirtyOneView): ThirtyOneEvent[] => [{ type: 'deal', round: view.round, dealer: view.dealer, seats: view.handSizes.flatMap((n, seat) => (n > 0 ? [seat] : [])) }];

export class ThirtyOneScreen extends WindowTable<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> {
  readonly id = 'thirtyone';
  private readonly felt: ThirtyOneFelt;
  private readonly row: ButtonRow;
  private readonly seats: TableSeats<ThirtyOneView, ThirtyOneAction>;
  private readonly records: ThirtyOneRecords;
  private readonly demo: boolean;
  private settings: ThirtyOneSettings = STANDARD_SETTINGS;
  private names: string[] = [];
  private shown: Shown31 = EMPTY_31;
  /** Whose cards may lie face up: with several people at the screen, only the person playing, once they show them. */
  private readonly cover = new HandCover();
  /** The cards chosen for a change, and the hand's and pot's cards as controls. */
  private readonly choice: ChangeChoice;
  /** The round just ended, shown with every hand until Deal is pressed. */
  private roundEnd: RoundEnd | null = null;
  /** Resolves the wait for Deal. */
  private dealt: (() => void) | null = null;
  /** Pads plugged in when the table was last drawn. */
  private pads = 0;

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
      seats: (standard) => seats.build(standard),
    });
    this.seats = seats;
    asked = (decision) => this.yourTurn(decision);
    this.demo = demo;
    this.records = new ThirtyOneRecords(shell.records);
    const client = this.frame.clientRect;
    this.row = new ButtonRow(client.width, this.focus, (id) => this.press(id));
    this.felt = new ThirtyOneFelt(client.width, client.height, () => instant, this.row);
    this.felt.coverButton.onActivate = () => this.showCards();
    this.choice = new ChangeChoice(this.focus, (seat, card) => this.felt.cardBounds(seat, slotOf(this.shown, seat, card)), (card, inPot) => this.chooseCard(card, inPot));
    this.focus.add(this.felt.coverButton);
    this.frame.client.addChild(this.felt);
  }

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

  show(): void {
    if (this.demo) {
      this.settings = { ...STANDARD_SETTINGS, speed: 'fast' };
      this.begin({ seats: DEMO_SEATING.seats });
      return;
    }
    void this.open();
  }

  // ---- starting, saving, resuming ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.render();
    const resumed = await this.sitDown(this.records.kept, (kept) => this.prepareResume(kept), (kept) => this.keptLost(kept));
    if (this.destroyed) return;
    await this.records.load(this.person.name);
    if (this.destroyed || resumed) return;
    await this.start();
  }

  /** Game > Start: who plays (the last table offered again), then a new game. */
  private async start(): Promise<void> {
    if (!(await this.mayStartAnew(this.live.untouched))) return;
    const seating = await whoPlays(this.shell, this.settings, this.person.name);
    if (seating === null || this.destroyed) {
      this.render();
      return;
    }
    const visitor = seating.seats[0];
    this.seat(visitor?.kind === 'person' ? visitor.name : null);
    this.settings = { ...this.settings, seating };
    await this.records.setSettings(this.settings);
    if (this.destroyed) return;
    this.begin(seating);
  }

  private begin(seating: Seating): void {
    this.seats.set(seating.seats);
    this.names = seatNames(seating.seats, this.settings.names);
    this.shown = EMPTY_31;
    this.roundEnd = null;
    this.choice.chosen = [];
    this.cover.seat(this.seats.personSeats.length, this.seats.personSeats[0] ?? 0);
    this.deal({ options: { variation: this.settings.variation }, players: seating.seats.length, seed: this.live.nextSeed() }, opening);
    void this.records.load(this.person.name);
  }

  private prepareResume(saved: SavedThirtyOne): void {
    this.seats.set(saved.seating.seats);
    this.names = saved.names;
    this.cover.seat(this.seats.personSeats.length, this.seats.personSeats[0] ?? 0);
    const view = thirtyone.view(saved.state, this.cover.viewer);
    this.shown = shownOf(view, this.handsSeen(view));
  }

  protected async save(game: Game31 | null): Promise<void> {
    if (this.demo) return;
    const player = this.person.name;
    const kept = game === null ? null : { ...game, actions: [...game.actions], seating: { seats: [...this.seats.seating] }, names: this.names, player, level: this.gameLevel };
    await this.records.kept.keep(kept, player);
  }

  /** Whether the game's statistics are kept: at the expert level, as the original. */
  private get counts(): boolean {
    return !this.demo && !this.replay && countsAtExpert(this.seats.seating);
  }

  /** The persons' names by seat (null for a computer or a guest), for the statistics. */
  private get statNames(): (string | null)[] {
    return personNames(this.seats.seating);
  }

  protected async recordAbandoned(): Promise<void> {
    if (this.counts) await this.records.addLosses(this.statNames);
  }

  /** A kept game given up: a loss for each person who sat at it, if it counted. */
  private async keptLost(kept: SavedThirtyOne): Promise<void> {
    if (countsAtExpert(kept.seating.seats)) await this.records.addLosses(personNames(kept.seating.seats));
  }

  protected async gameOver(outcome: Outcome, game: Game31): Promise<void> {
    if (this.demo) {
      await this.clock.pause(DEMO_PAUSE_MS * 2);
      if (!this.destroyed) this.begin({ seats: DEMO_SEATING.seats });
      return;
    }
    const winner = outcome.winners[0] ?? null;
    const persons = this.seats.personSeats;
    this.shell.sfx.play(winner !== null && persons.includes(winner) ? 'win' : 'lose');
    const fame = this.counts ? await this.records.addResults(this.statNames, winner) : [];
    await this.showEnd(winner, game, fame);
  }

  private async showEnd(winner: Seat | null, game: Game31, fame: readonly string[]): Promise<void> {
    this.felt.cards.settle();
    const text = [`The game is over. ${gameOverLine(winner, this.names)}`, ...fame, `Dealt from seed ${game.seed}.`, '', 'Another game?'].join('\n');
    const buttons = [{ id: 'new', label: '&Yes' }, { id: 'exit', label: '&No' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : [])];
    const answer = await messageBox('Game Over', text, buttons, { look: 'win95' });
    if (answer === 'replay') this.shown = EMPTY_31;
    this.afterEnd(answer, game, opening, () => this.begin({ seats: [...this.seats.seating] }), () => {
      this.render();
      void this.showEnd(winner, game, fame);
    });
  }

  // ---- the flow of play ----

  protected async present(events: readonly ThirtyOneEvent[]): Promise<void> {
    for (const event of events) {
      await this.animate(event);
      if (this.destroyed) return;
    }
    this.render();
  }

  private async animate(event: ThirtyOneEvent): Promise<void> {
    switch (event.type) {
      case 'deal':
        await this.waitForDeal();
        this.roundEnd = null;
        this.shell.sfx.play('deal');
        await this.step(dealStep(event, this.players, this.handsSeen(this.seen())), GLIDE_MS[this.settings.speed] / 2);
        break;
      case 'choose':
        this.shell.sfx.play('flip');
        await this.step(chooseStep(this.shown, event, this.handsSeen(this.seen())[event.seat] ?? null));
        break;
      case 'change':
        this.shell.sfx.play('flip');
        await this.step(changeStep(this.shown, event));
        break;
      case 'take-pot':
        this.shell.sfx.play('flip');
        await this.step(takePotStep(this.shown, event));
        break;
      case 'pass':
        this.shell.sfx.play('click');
        this.render();
        await this.clock.pause(this.thinkMs() / 2);
        break;
      case 'round-end':
        this.roundEnd = event;
        this.shell.sfx.play(event.marked.some((seat) => this.seats.personSeats.includes(seat)) ? 'lose' : 'win');
        await this.step(revealStep(this.shown, event.hands));
        if (this.counts) await this.records.addRound(this.statNames, event);
        break;
      default:
        break;
    }
  }

  /** Before each round the cards wait for Deal (the demo and a replay deal on their own after a pause). */
  private async waitForDeal(): Promise<void> {
    if (this.demo || this.replay) {
      if (this.roundEnd) await this.clock.pause(DEMO_PAUSE_MS);
      return;
    }
    await new Promise<void>((done) => {
      this.dealt = done;
      this.render();
      this.focus.focus(this.row.button('deal'));
      this.drawMarks();
    });
  }

  /** Show `step` and wait for its cards to land. */
  private async step(step: Step, duration = GLIDE_MS[this.settings.speed]): Promise<void> {
    this.shown = step.shown;
    this.render({ from: step.from, duration });
    await this.clock.settled();
  }

  private get players(): number {
    return this.session.state?.players ?? this.seats.seating.length;
  }

  /** The view of the seat being shown. */
  private seen(): ThirtyOneView | null {
    return this.session.view(this.cover.viewer);
  }

  /** The hands the table may show by name: the uncovered person's, or every hand in a replay. */
  private handsSeen(view: ThirtyOneView | null): (Card[] | null)[] {
    const players = this.players;
    if (this.replay) return Array.from({ length: players }, (_, seat) => this.session.view(seat)?.hand ?? null);
    return Array.from({ length: players }, (_, seat) => (this.cover.open(seat) && view ? view.hand : null));
  }

  // ---- the players' choices ----

  protected override yourTurn(decision: Decision<ThirtyOneView, ThirtyOneAction>): void {
    if (this.cover.turn(decision.seat)) this.shown = withHand(this.shown, decision.seat, decision.view.hand);
    this.choice.chosen = [];
    this.render();
    this.focus.focus(this.cover.shown ? this.firstChoice(decision) : this.felt.coverButton);
    this.drawMarks();
  }

  /** The control a turn starts on: Hand for the dealer, else the first card of the hand. */
  private firstChoice(decision: Decision<ThirtyOneView, ThirtyOneAction>): Focusable {
    if (decision.view.phase === 'choose') return this.row.button('hand');
    return this.choice.cards[0]?.control ?? this.row.button('pass');
  }

  /** The person named on the cover shows their cards. */
  private showCards(): void {
    const waiting = this.seats.waiting();
    if (!waiting || !this.cover.uncover()) return;
    this.shown = withHand(this.shown, waiting.seat, waiting.decision.view.hand);
    this.shell.sfx.play('flip');
    this.render();
    this.focus.focus(this.firstChoice(waiting.decision));
    this.drawMarks();
  }

  private press(id: ButtonId): void {
    if (id === 'deal') {
      const dealt = this.dealt;
      this.dealt = null;
      this.shell.sfx.play('click');
      dealt?.();
      return;
    }
    const waiting = this.seats.waiting();
    if (!waiting || !this.cover.shown) return;
    const action = id === 'change' ? this.choice.change(waiting.decision.view) : { type: id };
    if (action === null) return;
    this.shell.sfx.play('click');
    if (!this.offer(action, waiting.person)) return;
    this.choice.chosen = [];
    // With several people at the table, the cards turn face down as soon as the move is made.
    this.cover.moved();
    this.render();
  }

  /** A card of the hand or the pot was pressed: it is chosen (or no longer), one of each at most. */
  private chooseCard(card: Card, inPot: boolean): void {
    const waiting = this.seats.waiting();
    if (!waiting || !this.cover.shown || waiting.decision.view.phase !== 'play') {
      this.shell.sfx.play('error');
      return;
    }
    const view = waiting.decision.view;
    this.choice.toggle(view, card, inPot);
    this.shell.sfx.play('click');
    this.render();
    // The pot's card chosen after the hand's: Change is the next thing to press.
    if (inPot && !this.choice.pair(view).includes(null)) this.focus.focus(this.row.button('change'));
    this.drawMarks();
  }

  override handle(command: Command): void {
    // The menus are everyone's (the mouse on the menu bar too); at the table, with several people, a press acts
    // only for the person whose turn it is: their own pad, or the shared devices.
    if (this.frame.handle(command)) return;
    const waiting = this.seats.waiting();
    const table = command.type === 'press' || command.type === 'pointer' || command.type === 'char';
    if (table && waiting && this.cover.shared && !this.mayAct(waiting.seat, command)) return;
    super.handle(command);
  }

  private mayAct(seat: Seat, command: Command): boolean {
    // Menus, help and back stay with everyone.
    if (command.type === 'press' && (command.button === 'menu' || command.button === 'help' || command.button === 'back')) return true;
    return this.seats.mayAct(seat, command, this.shell.input.padSlots());
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    switch (id) {
      case 'start':
        await this.start();
        return;
      case 'options':
        await this.options();
        return;
      case 'statistics':
        await messageBox('Statistics', await this.records.statisticsTable(), undefined, { look: 'win95', width: TABLE_WIDTH });
        return;
      default:
        await this.windowMenu(id, HOW_TO_PLAY);
    }
  }

  /** Game > Options: speed and card back at once; the variation from the next game. */
  private async options(): Promise<void> {
    const next = await thirtyOneOptions(this.settings);
    if (next === null || this.destroyed) return;
    const variationWaits = this.live.inProgress && this.live.state?.options.variation !== next.variation;
    this.settings = next;
    await this.records.setSettings(next);
    if (this.destroyed) return;
    if (this.live.state) this.names = seatNames(this.seats.seating, next.names);
    this.render();
    if (variationWaits) await messageBox(TITLE, 'The new variation applies from the next game; this one goes on as it began.', undefined, { look: 'win95' });
  }

  // ---- drawing ----

  protected render(options: { from?: Step['from']; duration?: number } = {}): void {
    if (this.destroyed) return;
    const state = this.session.state;
    const view = this.seen();
    const waiting = this.replay ? null : this.seats.waiting();
    const players = this.players;
    const open = this.faceUp(players);
    const cover = waiting && !this.cover.shown ? { text: coverText(this.names[waiting.seat] ?? '', this.seats.plan(waiting.seat), this.shell.input.padSlots()) } : null;
    const status = tableStatus({ view, names: this.names, waiting: waiting?.seat ?? null, covered: cover !== null, dealing: this.dealt !== null, roundEnd: this.roundEnd, demo: this.demo, replay: this.replay ? this.replayStatus() : null, device: this.shell.input.lastDevice });
    this.felt.draw(
      {
        players,
        shown: this.shown,
        open,
        chosen: this.choice.chosen,
        names: this.names.slice(0, players),
        notes: seatNotes(this.names, view, this.roundEnd),
        lit: this.dealt || this.roundEnd ? null : (state ? this.session.toAct : null),
        marks: view ? marksLines(this.names.slice(0, players), view.scores, view.limits, view.out) : [],
        symbol: variationSymbol(state?.options.variation ?? this.settings.variation),
        back: this.settings.back,
        caption: this.roundEnd ? roundLine(this.roundEnd, this.names) : null,
        status,
        cover,
      },
      options,
    );
    const decision = this.cover.shown ? (waiting?.decision ?? null) : null;
    this.row.light(litButtons({ dealing: this.dealt !== null, legal: decision?.legal ?? null, bothChosen: decision !== null && !this.choice.pair(decision.view).includes(null) }));
    this.choice.sync(decision?.seat ?? 0, decision?.view.phase === 'play' ? decision.view : null);
    this.drawMarks();
  }

  /** Which seats' cards lie face up: every hand at a round's end and in a replay, else the uncovered person's. */
  private faceUp(players: number): boolean[] {
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
      if (this.session.state) this.render();
    }
    super.update(dtMs);
  }

  // ---- automation ----

  snapshot(): ThirtyOneSnapshot {
    const view = this.seen();
    const waiting = this.seats.waiting();
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.choice.cards.map(({ id, control }) => ({ id, label: control.label, item: control as Focusable })),
      ...this.row.buttons.map(({ id, button }) => ({ id, label: button.label, item: button as Focusable })),
      { id: 'show-cards', label: this.felt.coverButton.label, item: this.felt.coverButton },
    ]);
    const players = this.players;
    return {
      ...window,
      ...this.sessionSnapshot(),
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
      variation: this.session.state?.options.variation ?? null,
      names: this.names.slice(0, players),
      seating: [...this.seats.seating],
      settings: this.settings,
      stats: this.records.stats,
      status: this.felt.statusText,
      back: this.felt.back,
    };
  }
}
