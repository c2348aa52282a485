// Thirty-One at the kiosk, as "31 for Windows95": a Windows 95 window with
// the Game and Help menus, 2 to 4 seats round the pot on green felt, the
// marks in the upper left corner, the variation in the upper right and the
// original's buttons under the table. Any seat is a computer player or a
// person; several people share the cabinet, each with their own gamepad or
// taking turns at one device, and the hands are covered between two
// people's turns. The table run holds the game (its own, or a network
// game's, through the shared network mode); this screen shows its events
// and turns the players' choices into actions.

import type { NetworkSeat } from '../table/network-seats';
import { toNetwork } from '../table/players-dialog';
import type { Card } from '../../engine/cards';
import type { Level, Outcome, Seat } from '../../engine/game';
import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneOptions, type ThirtyOneState, type ThirtyOneView, openingDeal as opening, thirtyone, variationSymbol } from '../../engine/thirtyone';
import type { SfxName } from '../../audio/effects';
import { type DialogHost, type Focusable, hostAbove, messageBox } from '../../renderer/widgets';
import type { Decision, LocalSeat } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import type { Shell } from '../shell-contract';
import { WindowTable } from '../table/window-table';
import { type ButtonId, ButtonRow } from './buttons';
import { ChangeChoice } from './change-choice';
import { BELOW_SYMBOL, ThirtyOneFelt } from './felt';
import { MoveLog } from './move-log';
import { thirtyOneOptions } from './options-dialog';
import type { SavedThirtyOne } from './saved-thirtyone';
import { DEMO_SEATING } from './seating';
import { type SeatPlan, type Seating, personNames } from '../table/seat-plan';
import { EMPTY_31, type Shown31, type Step, eventStep, shownOf, slotOf, withHand } from './shown';
import { roundFacts } from './table-facts';
import { litButtons, seatNotes, tableStatus } from './table-status';
import { countsAtExpert, seatNames } from '../table/seat-plan';
import { HOW_TO_PLAY, THIRTYONE_CONTROLS, THIRTYONE_MENUS, TITLE, VARIATIONS, gameOverLine, marksLines, roundLine } from './texts';
import { coverText } from '../table/cover-panel';
import { THIRTYONE_NETWORK } from './thirtyone-network';
import { networkTally, tallyLine } from '../net/network-tally';
import { ThirtyOneRecords } from './thirtyone-records';
import { GLIDE_MS, STANDARD_SETTINGS, THINK_MS, type ThirtyOneSettings } from './thirtyone-settings';
import type { ThirtyOneSnapshot } from './thirtyone-snapshot';
import { TABLE_WIDTH } from './thirtyone-stats';
import { whoPlays } from './who-plays';
import { windowSnapshot } from '../table/window-snapshot';

type Game31 = SessionGame<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions>;
type RoundEnd = Extract<ThirtyOneEvent, { type: 'round-end' }>;

const DEMO_PAUSE_MS = 2500;
/** The sound each move makes (a round's end sounds for the person marked, or not). */
const EVENT_SOUNDS: Partial<Record<ThirtyOneEvent['type'], SfxName>> = { deal: 'deal', choose: 'flip', change: 'flip', 'take-pot': 'flip', pass: 'click' };
/** Help's long texts are read in a wide box, so they fit the screen's height. */
const HELP_WIDTH = 520;

/** Whether a game at `seats` counts in anyone's statistics: at the expert level, with someone there by name. */
function countsFor(seats: readonly SeatPlan[]): boolean {
  return countsAtExpert(seats) && personNames(seats).some((name) => name !== null);
}

export class ThirtyOneScreen extends WindowTable<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions, ThirtyOneView, ThirtyOneEvent> {
  readonly id = 'thirtyone';
  private readonly felt: ThirtyOneFelt;
  private readonly row: ButtonRow;
  private readonly records: ThirtyOneRecords;
  private settings: ThirtyOneSettings = STANDARD_SETTINGS;
  private names: string[] = [];
  private shown: Shown31 = EMPTY_31;
  /** The cards chosen for a change, and the hand's and pot's cards as controls. */
  private readonly choice: ChangeChoice;
  /** The round just ended, shown with every hand until Deal is pressed. */
  private roundEnd: RoundEnd | null = null;
  /** Resolves the wait for Deal. */
  private dealt: (() => void) | null = null;
  /** The last moves, in words, for the table's log. */
  private readonly moves = new MoveLog();

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    const demo = options.demo ?? false;
    const instant = shell.flags.instant && !demo;
    const spec = { title: TITLE, look: 'win95', menus: THIRTYONE_MENUS, game: thirtyone, thinkMs: THINK_MS.medium, demo, instant, controls: THIRTYONE_CONTROLS, replayCorner: 'right', replayDrop: BELOW_SYMBOL } as const;
    super(shell, { ...spec, network: THIRTYONE_NETWORK });
    this.records = new ThirtyOneRecords(shell.records);
    const client = this.frame.clientRect;
    this.row = new ButtonRow(client.width, this.focus, (id) => this.press(id), () => void this.network.game?.openChat());
    this.felt = new ThirtyOneFelt(client.width, client.height, () => instant, this.row);
    this.felt.coverButton.onActivate = () => this.showCards();
    this.choice = new ChangeChoice(this.focus, (seat, card) => this.felt.cardBounds(seat, slotOf(this.shown, seat, card)), (card, inPot) => this.chooseCard(card, inPot));
    this.focus.add(this.felt.coverButton);
    this.frame.client.addChild(this.felt);
  }

  show(): void {
    if (this.demo) {
      this.settings = { ...STANDARD_SETTINGS, speed: 'fast' };
      this.begin({ seats: DEMO_SEATING.seats });
      return;
    }
    void this.open();
  }

  protected level(): Level {
    return this.seats.level;
  }

  protected moving(): boolean {
    return this.felt.cards.busy;
  }

  protected override thinkMs(): number {
    return THINK_MS[this.settings.speed];
  }

  /** Whether the game's statistics are kept: at the expert level, as the original. */
  private get counts(): boolean {
    return !this.demo && !this.replay && !this.network.on && countsAtExpert(this.seats.seating);
  }

  private get players(): number {
    return this.seen()?.players ?? this.seats.seating.length;
  }

  /** The view of the seat being shown, from whichever source the table has (a game given up for another shows nothing). */
  private seen(): ThirtyOneView | null {
    return this.run.source.view(this.cover.viewer);
  }

  // ---- starting, saving, resuming ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.render();
    if ((await this.network.rejoin(this.person.name)) || this.destroyed) return;
    const lost = (kept: SavedThirtyOne) => this.records.addKeptLoss(kept.seating.seats);
    await this.arrive(this.records, (kept) => this.prepareResume(kept), lost, () => this.start(), (kept) => countsFor(kept.seating.seats));
  }

  /** Game > Start: who plays (the last table offered again), then a new game. */
  private async start(): Promise<void> {
    if (!(await this.network.mayLeave()) || !(await this.mayStartAnew(this.live.untouched))) return;
    const seating = await whoPlays(this.shell, this.settings, this.person.name);
    if (seating !== null && toNetwork(seating)) return this.openNetwork({ variation: this.settings.variation }, seating.network.seats);
    if (seating === null || this.destroyed) return this.render();
    const visitor = seating.seats[0];
    this.seat(visitor?.kind === 'person' ? visitor.name : null);
    this.settings = { ...this.settings, seating };
    await this.records.setSettings(this.settings);
    if (!this.destroyed) this.begin(seating);
  }

  private begin(seating: Seating): void {
    this.sitAt(seating.seats, seatNames(seating.seats, this.settings.names));
    this.deal({ options: { variation: this.settings.variation }, players: seating.seats.length, seed: this.live.nextSeed() }, opening);
    void this.records.load(this.person.name);
  }

  /** Seat `plans` at a cleared table, called `names`; the cards shown are the first person's. */
  private sitAt(plans: readonly SeatPlan[], names: string[]): void {
    this.seats.set(plans);
    this.clearTable(names);
    const persons = this.seats.personSeats;
    this.cover.seat(persons.length, persons[0] ?? 0);
  }

  /** Nothing of the last game on the table, its players now called `names`. */
  private clearTable(names: string[]): void {
    this.names = names;
    this.shown = EMPTY_31;
    this.roundEnd = null;
    // A deal the table waited for belongs to the game it leaves: its button goes grey.
    this.dealt = null;
    this.choice.chosen = [];
    this.moves.reset();
  }

  protected override sitAtNetwork(names: string[], people: readonly NetworkSeat[]): (LocalSeat<ThirtyOneView, ThirtyOneAction> | null)[] {
    this.clearTable(names);
    return super.sitAtNetwork(names, people);
  }

  private prepareResume(saved: SavedThirtyOne): void {
    this.sitAt(saved.seating.seats, saved.names);
    this.lay(thirtyone.view(saved.state, this.cover.viewer), false);
  }

  protected async save(game: Game31 | null): Promise<void> {
    await this.keepGame(this.records.kept, game, { seating: { seats: [...this.seats.seating] }, names: this.names });
  }

  protected override givingUp(it: string): string {
    return countsFor(this.seats.seating) ? super.givingUp(it) : `${it} ends unfinished (only games with expert computers count in the statistics).`;
  }

  protected async recordAbandoned(): Promise<void> {
    if (this.counts) await this.records.addLosses(this.seats.statNames);
  }

  protected async gameOver(outcome: Outcome, game: Game31): Promise<void> {
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.begin({ seats: DEMO_SEATING.seats }))) return;
    const winner = outcome.winners[0] ?? null;
    this.shell.sfx.play(winner !== null && this.seats.personSeats.includes(winner) ? 'win' : 'lose');
    const fame = this.counts ? await this.records.addResults(this.seats.statNames, winner) : [];
    await this.showEnd(winner, game, fame);
  }

  /**
   * "Another game?" over the finished table, placed above the last round's
   * line so both are read. No keeps the table as it ended, with the menus
   * (Game > Start plays again, Statistics shows the figures).
   */
  private async showEnd(winner: Seat | null, game: Game31, fame: readonly string[]): Promise<void> {
    this.felt.cards.settle();
    const text = [`The game is over. ${gameOverLine(winner, this.names)}`, ...fame, `Dealt from seed ${game.seed}.`, '', 'Another game?'].join('\n');
    const buttons = [{ id: 'new', label: '&Yes' }, { id: 'no', label: '&No' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : [])];
    // The table as the game ended, brought back after a replay.
    const ended = { shown: this.shown, roundEnd: this.roundEnd, moves: this.moves.lines };
    const answer = await messageBox('Game Over', text, buttons, { look: 'win95', host: this.endHost() });
    if (this.destroyed) return;
    if (answer === 'no') return this.render();
    if (answer === 'replay') {
      this.shown = EMPTY_31;
      this.moves.reset();
    }
    this.afterEnd(answer, game, opening, () => this.begin({ seats: [...this.seats.seating] }), () => {
      this.shown = ended.shown;
      this.roundEnd = ended.roundEnd;
      this.moves.restore(ended.moves);
      this.render();
      void this.showEnd(winner, game, fame);
    });
  }

  /** Where the Game Over box opens: above the last round's line, so both are read. */
  protected override endHost(): DialogHost {
    return hostAbove(this.shell.nav, this.felt.captionBounds().y - 4);
  }

  // ---- the flow of play ----

  /** Lay the table out as `view` has it, with no move under way (resuming, joining a network game, or coming back to it). */
  protected override lay(view: ThirtyOneView, draw = true): void {
    this.shown = shownOf(view, this.handsSeen(view));
    this.moves.reset(view, this.names);
    if (draw) this.render();
  }

  /** The hands the table may show by name: the uncovered person's, or every hand in a replay. */
  private handsSeen(view: ThirtyOneView | null): (Card[] | null)[] {
    const players = this.players;
    if (this.replay) return Array.from({ length: players }, (_, seat) => this.session.view(seat)?.hand ?? null);
    return Array.from({ length: players }, (_, seat) => (this.cover.open(seat) && view ? view.hand : null));
  }

  protected async present(events: readonly ThirtyOneEvent[]): Promise<void> {
    for (const event of events) {
      await this.animate(event);
      if (this.destroyed) return;
    }
    this.render();
  }

  private async animate(event: ThirtyOneEvent): Promise<void> {
    if (event.type === 'deal') {
      await this.waitForDeal();
      this.roundEnd = null;
    } else if (event.type === 'round-end') this.roundEnd = event;
    // The move goes into the log as its cards move (a deal once Deal is pressed).
    this.moves.add(event, this.names);
    const sound = event.type === 'round-end' ? (event.marked.some((seat) => this.seats.personSeats.includes(seat)) ? 'lose' : 'win') : EVENT_SOUNDS[event.type];
    if (sound) this.shell.sfx.play(sound);
    if (event.type === 'pass') {
      this.render();
      await this.clock.pause(this.thinkMs() / 2);
    }
    const step = eventStep(this.shown, event, this.players, this.handsSeen(this.seen()));
    if (step) await this.step(step, GLIDE_MS[this.settings.speed] / (event.type === 'deal' ? 2 : 1));
    if (event.type === 'round-end' && this.counts) await this.records.addRound(this.seats.statNames, event);
  }

  /** Before each round the cards wait for Deal (the demo and a replay deal on their own after a pause). */
  private async waitForDeal(): Promise<void> {
    // A network game's first deal comes as the host presses Play: nobody here need deal it.
    if (this.demo || this.replay || (this.network.on && !this.roundEnd)) {
      if (this.roundEnd) await this.clock.pause(DEMO_PAUSE_MS);
      return;
    }
    await new Promise<void>((done) => {
      this.dealt = done;
      this.render();
      this.focus.focus(this.row.button('deal'));
      this.drawMarks();
      // Over a network the server deals for everyone once the round's end has been shown a while:
      // Deal here only hurries it, and a kiosk whose person walked away holds nobody up.
      if (this.network.on) void this.network.roundShown(this.clock).then(() => this.dealt === done && this.press('deal'));
    });
  }

  /** Show `step` and wait for its cards to land. */
  private async step(step: Step, duration = GLIDE_MS[this.settings.speed]): Promise<void> {
    this.shown = step.shown;
    this.render({ from: step.from, duration });
    await this.clock.settled();
  }

  // ---- the players' choices ----

  protected override yourTurn(decision: Decision<ThirtyOneView, ThirtyOneAction>): void {
    if (this.cover.turn(decision.seat)) this.shown = withHand(this.shown, decision.seat, decision.view.hand);
    this.choice.chosen = [];
    this.render();
    this.focus.focus(this.cover.shown ? this.firstChoice(decision) : this.felt.coverButton);
    this.drawMarks();
  }

  /** Back with a card chosen for a change puts it down again: only a second back asks to leave. */
  protected override dismiss(): boolean {
    if (this.choice.chosen.length === 0) return false;
    this.choice.chosen = [];
    this.shell.sfx.play('click');
    this.render();
    return true;
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
      if (dealt === null) return;
      this.shell.sfx.play('click');
      this.network.dealt();
      return dealt();
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
    if (!waiting || !this.cover.shown || waiting.decision.view.phase !== 'play') return this.shell.sfx.play('error');
    const view = waiting.decision.view;
    this.choice.toggle(view, card, inPot);
    this.shell.sfx.play('click');
    this.render();
    // The pot's card chosen after the hand's: Change is the next thing to press.
    if (inPot && !this.choice.pair(view).includes(null)) this.focus.focus(this.row.button('change'));
    this.drawMarks();
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    if (id === 'start') await this.start();
    else if (id === 'network') await this.toNetwork({ variation: this.settings.variation });
    else if (id === 'options') await this.options();
    else if (id === 'variations') await messageBox('Variations', VARIATIONS, undefined, { look: 'win95', width: HELP_WIDTH });
    else if (id === 'statistics') await this.statistics();
    else await this.windowMenu(id, HOW_TO_PLAY);
  }

  /** Game > Statistics: the table of games against the computers, and the person's network games apart. */
  private async statistics(): Promise<void> {
    const name = this.person.name;
    const network = name === null ? null : tallyLine(await networkTally(this.shell.records, this.id, name));
    const table = await this.records.statisticsTable();
    await messageBox('Statistics', network === null ? table : `${table}\n\n${network}`, undefined, { look: 'win95', width: TABLE_WIDTH });
  }

  /** Game > Options: speed and card back at once; the variation from the next game. */
  private async options(): Promise<void> {
    const next = await thirtyOneOptions(this.settings);
    if (next === null || this.destroyed) return;
    const variationWaits = this.live.inProgress && this.live.state?.options.variation !== next.variation;
    this.settings = next;
    await this.records.setSettings(next);
    if (this.destroyed) return;
    // A network game's names are the players' own, from the server: the kiosk's names for its computers stay out of it.
    if (this.live.state && !this.network.on) this.names = seatNames(this.seats.seating, next.names);
    this.render();
    if (variationWaits) await messageBox(TITLE, 'The new variation applies from the next game; this one goes on as it began.', undefined, { look: 'win95' });
  }

  // ---- drawing ----

  protected render(options: { from?: Step['from']; duration?: number } = {}): void {
    if (this.destroyed) return;
    const view = this.seen();
    const waiting = this.replay ? null : this.seats.waiting();
    const players = this.players;
    const cover = waiting && !this.cover.shown ? { text: coverText(this.names[waiting.seat] ?? '', this.seats.plan(waiting.seat), this.shell.input.padSlots()) } : null;
    const notice = this.network.notice;
    const status = tableStatus({ view, names: this.names, waiting: waiting?.seat ?? null, covered: cover !== null, dealing: this.dealt !== null, roundEnd: this.roundEnd, thinkers: this.network.on ? [] : this.seats.computerSeats, demo: this.demo, replay: this.replay ? this.replayStatus() : null, device: this.shell.input.lastDevice });
    const names = this.names.slice(0, players);
    // Over a network everyone sits at the bottom of their own table, as at the original's.
    const bottom = this.network.game?.you ?? 0;
    const symbol = variationSymbol(view?.variation ?? this.settings.variation);
    const marks = view ? marksLines(names, view.scores, view.limits, view.out) : [];
    const lit = this.dealt || this.roundEnd ? null : (view?.toAct ?? null);
    const caption = this.roundEnd ? roundLine(this.roundEnd, this.names) : null;
    const table = { players, shown: this.shown, open: this.faceUp(players), chosen: this.choice.chosen, names, notes: seatNotes(this.names, view, this.roundEnd), lit, marks, symbol, back: this.settings.back, caption, log: view ? this.moves.lines : [], status: notice ? [notice] : status, cover, bottom };
    this.felt.draw(table, options);
    const decision = this.cover.shown ? (waiting?.decision ?? null) : null;
    this.row.light(litButtons({ dealing: this.dealt !== null, legal: decision?.legal ?? null, bothChosen: decision !== null && !this.choice.pair(decision.view).includes(null) }));
    this.choice.sync(decision?.seat ?? 0, decision?.view.phase === 'play' ? decision.view : null);
    this.row.showChat(this.network.game ? this.network.game.chat.unread : null);
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
    super.update(dtMs);
  }

  snapshot(): ThirtyOneSnapshot {
    const view = this.seen();
    const waiting = this.seats.waiting();
    const window = windowSnapshot(this.frame, this.shell.nav, [...this.choice.controls(), ...this.row.controls(), { id: 'show-cards', label: this.felt.coverButton.label, item: this.felt.coverButton }]);
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
      variation: view?.variation ?? null,
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
