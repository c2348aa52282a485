// Thirty-One at the kiosk, as "31 for Windows95": a Windows 95 window with
// the Game and Help menus, 2 to 4 seats round the pot on green felt, the
// marks in the upper left corner, the variation in the upper right and the
// original's buttons under the table. Any seat is a computer player or a
// person; several people share the cabinet, each with their own gamepad or
// taking turns at one device, and the hands are covered between two
// people's turns. The table session runs the game; this screen shows its
// events and turns the players' choices into actions.

import type { Card } from '../../engine/cards';
import type { Outcome, Seat } from '../../engine/game';
import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneOptions, type ThirtyOneState, type ThirtyOneView, openingDeal, thirtyone } from '../../engine/thirtyone';
import type { Command } from '../../input/commands';
import { type Focusable, messageBox } from '../../renderer/widgets';
import type { Decision } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import type { ButtonId } from './buttons';
import { thirtyOneOptions } from './options-dialog';
import { whoPlays } from './who-plays';
import type { SavedThirtyOne } from './saved-thirtyone';
import { DEMO_SEATING, type SeatPlan, type Seating, personNames } from './seating';
import { EMPTY_31, type Step, changeStep, chooseStep, dealStep, revealStep, shownOf, takePotStep, withHand } from './shown';
import { HOW_TO_PLAY, TITLE, VARIATIONS, gameOverLine } from './texts';
import { TABLE_WIDTH } from './thirtyone-stats';
import { GLIDE_MS, STANDARD_SETTINGS } from './thirtyone-settings';
import { countsAtExpert, seatNames } from './table-status';
import { ThirtyOneTable } from './thirtyone-table';

type Game31 = SessionGame<ThirtyOneState, ThirtyOneAction, ThirtyOneOptions>;

const DEMO_PAUSE_MS = 2500;

/** Whether a game at `seats` counts in anyone's statistics: at the expert level, with someone there by name. */
function countsFor(seats: readonly SeatPlan[]): boolean {
  return countsAtExpert(seats) && personNames(seats).some((name) => name !== null);
}
/** Help's long texts are read in a wide box, so they fit the screen's height. */
const HELP_WIDTH = 520;

const opening = openingDeal;

export class ThirtyOneScreen extends ThirtyOneTable {
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
    if ((await this.network.rejoin()) || this.destroyed) return;
    const lost = (kept: SavedThirtyOne) => this.records.addKeptLoss(kept.seating.seats);
    await this.arrive(this.records, (kept) => this.prepareResume(kept), lost, () => this.start(), (kept) => countsFor(kept.seating.seats));
  }

  /** The Network Game window, as the person seated here (a guest is asked a name). */
  private openNetwork(): Promise<void> {
    return this.network.open(this.person.name, this.shell.records.options().gameServer, this.settings);
  }

  /** Game > Start: who plays (the last table offered again), then a new game. */
  private async start(): Promise<void> {
    if (!(await this.network.mayLeave()) || !(await this.mayStartAnew(this.live.untouched))) return;
    const seating = await whoPlays(this.shell, this.settings, this.person.name);
    if (seating === 'network') return this.openNetwork();
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
    this.sitAt(seating.seats, seatNames(seating.seats, this.settings.names));
    this.deal({ options: { variation: this.settings.variation }, players: seating.seats.length, seed: this.live.nextSeed() }, opening);
    void this.records.load(this.person.name);
  }

  private prepareResume(saved: SavedThirtyOne): void {
    this.sitAt(saved.seating.seats, saved.names);
    const view = thirtyone.view(saved.state, this.cover.viewer);
    this.shown = shownOf(view, this.handsSeen(view));
    this.moves.reset(view, this.names);
  }

  protected async save(game: Game31 | null): Promise<void> {
    await this.keepGame(this.records.kept, game, { seating: { seats: [...this.seats.seating] }, names: this.names });
  }

  protected override givingUp(it: string): string {
    return countsFor(this.seats.seating) ? super.givingUp(it) : `${it} ends unfinished (only games with expert computers count in the statistics).`;
  }

  protected async recordAbandoned(): Promise<void> {
    if (this.counts) await this.records.addLosses(this.statNames);
  }

  protected async gameOver(outcome: Outcome, game: Game31): Promise<void> {
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.begin({ seats: DEMO_SEATING.seats }))) return;
    const winner = outcome.winners[0] ?? null;
    const persons = this.seats.personSeats;
    this.shell.sfx.play(winner !== null && persons.includes(winner) ? 'win' : 'lose');
    const fame = this.counts ? await this.records.addResults(this.statNames, winner) : [];
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
    const host = this.gameOverHost();
    const answer = await messageBox('Game Over', text, buttons, { look: 'win95', host });
    if (this.destroyed) return;
    if (answer === 'no') {
      this.render();
      return;
    }
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

  // ---- the flow of play ----

  protected async present(events: readonly ThirtyOneEvent[]): Promise<void> {
    for (const event of events) {
      await this.animate(event);
      if (this.destroyed) return;
    }
    this.render();
  }

  private async animate(event: ThirtyOneEvent): Promise<void> {
    // The move goes into the log as its cards move (a deal once Deal is pressed).
    if (event.type !== 'deal') this.moves.add(event, this.names);
    switch (event.type) {
      case 'deal':
        await this.waitForDeal();
        this.roundEnd = null;
        this.moves.add(event, this.names);
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
  protected showCards(): void {
    const waiting = this.seats.waiting();
    if (!waiting || !this.cover.uncover()) return;
    this.shown = withHand(this.shown, waiting.seat, waiting.decision.view.hand);
    this.shell.sfx.play('flip');
    this.render();
    this.focus.focus(this.firstChoice(waiting.decision));
    this.drawMarks();
  }

  protected press(id: ButtonId): void {
    if (id === 'deal') {
      const dealt = this.dealt;
      this.dealt = null;
      if (dealt === null) return;
      this.shell.sfx.play('click');
      this.network.dealt();
      dealt();
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
  protected chooseCard(card: Card, inPot: boolean): void {
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

  protected override async leave(): Promise<void> {
    if (await this.network.mayLeave()) await super.leave();
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    switch (id) {
      case 'start':
        await this.start();
        return;
      case 'network':
        if ((await this.network.mayLeave()) && (await this.mayStartAnew(this.live.untouched, 'Leave this game for network play?', 'It'))) await this.openNetwork();
        return;
      case 'options':
        await this.options();
        return;
      case 'variations':
        await messageBox('Variations', VARIATIONS, undefined, { look: 'win95', width: HELP_WIDTH });
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
    // A network game's names are the players' own, from the server: the kiosk's names for its computers stay out of it.
    if (this.live.state && !this.network.on) this.names = seatNames(this.seats.seating, next.names);
    this.render();
    if (variationWaits) await messageBox(TITLE, 'The new variation applies from the next game; this one goes on as it began.', undefined, { look: 'win95' });
  }
}
