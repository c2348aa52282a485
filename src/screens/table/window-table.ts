// What every game in a Windows window shares at the kiosk: the window with
// its menus, the person in seat 0 and the computer players, the table
// session that runs the game, the clock of the animations, the questions
// that lose something (leave, start anew), refused moves shown with their
// reason, the replay of a finished game, and network play where the game
// has it (the same network mode for every game). A game's screen adds its
// table, its events and its menus.

import { Container } from 'pixi.js';
import { createThinker } from '../../engine/ai/thinker';
import type { Game, GameEvent, Level, Outcome, View } from '../../engine/game';
import type { Command } from '../../input/commands';
import { type ButtonSpec, type DialogHost, FocusGroup, type Look, type MenuSpec, WindowFrame, messageBox } from '../../renderer/widgets';
import { type HostStart, NetworkMode, type NetworkRules } from '../net/network-mode';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import { type Shell, seatPerson, seatedName } from '../shell-contract';
import { type GameControls, tableHelp } from './table-help';
import type { KeptGames } from './kept-games';
import { addPlayer, playerNames, warner } from './players';
import type { Replay } from '../../table/replay';
import type { Decision, LocalSeat } from '../../table/seats';
import type { Seat } from '../../engine/game';
import type { SessionGame, TableSession } from '../../table/session';
import { type KeptRunGame, type RunQuestion, TableRun } from '../../table/table-run';
import { TableClock } from './table-clock';
import { askInWindow } from './window-questions';
import { HandCover } from './hand-cover';
import { type NetworkSeat, kioskPeople, seatNetworkPeople } from './network-seats';
import { heardOnly } from './heard-only';
import { TableSeats } from './table-seats';
import { playBack, replayPanelAt } from './window-replay';
import { ChangeCancelled, whoIsPlaying } from './who-is-playing';
import { WHOLE_TREE } from '../../renderer/destroy';

export interface WindowTableSpec<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  title: string;
  menus: MenuSpec[];
  /** A game with computer players (see the engine's AI registry). */
  game: Game<S, A, O, V, E>;
  /** The least time a computer seems to think over a card, so a person can follow the play. */
  thinkMs: number;
  /** Every seat played by the computer (the attract loop's demo). */
  demo?: boolean;
  /** No animations or pauses. */
  instant: boolean;
  /** How this game is played with each device, for the help (F1, Select). */
  controls: GameControls;
  /** Which top corner of the felt the replay panel takes: the one clear of the cards. */
  replayCorner: 'left' | 'right';
  /** How far down the felt the replay panel stands, clear of what its corner holds (2 pixels when absent). */
  replayDrop?: number;
  /** The window's look, and its dialogs'; Windows 3.1 unless the original was later. */
  look?: Look;
  /** What network play needs of the game, where it has any (Game > Network). */
  network?: NetworkRules<S, A, O, V, E>;
}

export abstract class WindowTable<S, A extends { type: string }, O, V extends View, E extends GameEvent> implements Screen {
  abstract readonly id: string;
  readonly view = new Container();
  get idle(): IdleKind {
    return this.network.idle;
  }
  protected readonly frame: WindowFrame;
  protected readonly focus = new FocusGroup();
  protected readonly clock: TableClock;
  /** The game at the table, from sitting down to its end: session, seats, level, kept game, replay. */
  protected readonly run: TableRun<S, A, O, V, E>;
  /** Who decides for each seat: the kiosk's person, other people at the cabinet, computers (the menus' level where a seat names none). */
  protected readonly seats: TableSeats<V, A>;
  /** Whose cards may lie face up: with several people at the screen, only the person playing, once they show them. */
  protected readonly cover = new HandCover();
  /** Pads plugged in when the table was last drawn. */
  private padsDrawn = 0;
  /** A network game shown at this table instead of its own, while one is on. */
  protected readonly network: NetworkMode<S, A, O, V, E>;
  protected lastMessage = '';
  protected destroyed = false;
  /** The attract loop's demo: computers in every seat, nothing kept or asked. */
  protected readonly demo: boolean;
  private readonly title: string;
  private readonly replayCorner: 'left' | 'right';
  private readonly replayDrop: number;
  private readonly controls: GameControls;
  /** The window's look, which its dialogs and panels (the replay's, "Still playing?") share. */
  readonly look: Look;

  constructor(
    protected readonly shell: Shell,
    spec: WindowTableSpec<S, A, O, V, E>,
  ) {
    this.title = spec.title;
    this.demo = spec.demo ?? false;
    this.replayCorner = spec.replayCorner;
    this.replayDrop = spec.replayDrop ?? 2;
    this.controls = spec.controls;
    this.look = spec.look ?? 'win31';
    this.frame = new WindowFrame({ title: spec.title, look: this.look, menus: spec.menus, onMenu: (id) => void this.fromMenu(id) });
    this.view.addChild(this.frame);
    this.clock = new TableClock(() => spec.instant, () => this.moving());
    const seats = (this.seats = new TableSeats<V, A>((decision) => this.yourTurn(decision), () => this.gameLevel));
    this.run = new TableRun({
      game: spec.game,
      thinker: createThinker(),
      person: seatedName(shell),
      nextLevel: () => this.level(),
      computer: { pace: (decision, thoughtMs) => (decision.view.phase === 'play' ? this.clock.pause(this.thinkMs(spec.thinkMs) - thoughtMs) : Promise.resolve()) },
      demo: spec.demo,
      seats: (standard) => seats.build(standard),
      firstSeed: shell.flags.seed,
      hooks: {
        present: (events) => this.present(events),
        save: (game) => this.save(game),
        finished: (outcome, game) => this.gameOver(outcome, game),
        abandoned: (game) => this.recordAbandoned(game),
        asked: (decision) => this.yourTurn(decision),
      },
      ask: (question) => this.ask(question),
    });
    // The person who chose the game sits at seat 0, the computers at the others (the demo: computers only).
    if (!this.demo) seats.set([{ kind: 'person', name: this.run.person.name, pad: null }]);
    this.network = new NetworkMode(
      {
        sit: (names, people, source) => {
          // The table's own game makes way for the network game (lost, if the person agreed to give it up).
          this.run.showElsewhere(source);
          return this.sitAtNetwork(names, people);
        },
        level: () => this.level(),
        show: (events, view) => (events.length > 0 ? this.present(events) : Promise.resolve(this.lay(view))),
        render: () => this.render(),
        leave: () => this.run.showElsewhere(null),
        replay: (game, opening, done) => this.afterEnd('replay', game, opening, () => undefined, done),
        gameOverHost: () => this.endHost(),
        makeWay: () => this.run.makeWay(),
      },
      spec.network ?? null,
      this.look,
      shell,
    );
  }

  /** The run's question in this window's words and look. */
  private ask(question: RunQuestion): Promise<boolean> {
    return askInWindow(question, this.title, this.look, (it) => this.givingUp(it));
  }

  /** The person here, in seat 0. */
  protected get person(): LocalSeat<V, A> {
    return this.run.person;
  }

  /** The game's own session (a replay has another). */
  protected get live(): TableSession<S, A, O, V, E> {
    return this.run.live;
  }

  /** The finished game being played back, while it is. */
  protected get replay(): Replay<S, A, O, V, E> | null {
    return this.run.replay;
  }

  /** Whether the finished game can be played back (one kept before moves were kept cannot). */
  protected get replayable(): boolean {
    return this.run.replayable;
  }

  /** The level the game at the table is played and recorded at. */
  protected get gameLevel(): Level {
    return this.run.gameLevel;
  }

  // ---- what each game supplies ----

  /** The cards are still moving. */
  protected abstract moving(): boolean;
  /** The level chosen for the next game (the menus' choice). */
  protected abstract level(): Level;
  /** A menu item was chosen. */
  protected abstract menu(id: string): Promise<void>;
  /** Show the events of one move. */
  protected abstract present(events: readonly E[]): Promise<void>;
  /** Keep the game in progress; null forgets it. */
  protected abstract save(game: SessionGame<S, A, O> | null): Promise<void>;
  /** The game ended: record it and say how. */
  protected abstract gameOver(outcome: Outcome, game: SessionGame<S, A, O>): Promise<void>;
  /** The game was left unfinished: record the loss. */
  protected abstract recordAbandoned(game: SessionGame<S, A, O>): Promise<void>;
  /** Draw the table as it stands. */
  protected abstract render(): void;
  /** The focus marks after a command. */
  protected abstract drawMarks(): void;

  /** The least time a computer seems to think over a card now: the game's own, unless it has a speed setting. */
  protected thinkMs(standard: number): number {
    return standard;
  }

  /** Back at the table closes what is open first (a half-made choice), so only a second back asks to leave; true when something was closed. */
  protected dismiss(): boolean {
    return false;
  }

  /** What giving up the game under way costs, said of `it` ("It", "The one in progress"): a loss, unless the game says otherwise. */
  protected givingUp(it: string): string {
    // A guest's games are kept in nobody's statistics: nothing is lost but the game.
    if (this.person.name === null) return `${it} ends unfinished (a guest's games are not counted).`;
    return `${it} will count as a loss.`;
  }

  /** The person is asked to act: the screen offers the choice. */
  protected yourTurn(_decision: Decision<V, A>): void {
    this.render();
  }

  // ---- shared behaviour ----

  /** The session shown: the game, or its replay. */
  protected get session(): TableSession<S, A, O, V, E> {
    return this.run.session;
  }

  /** What the seat shown at the table sees now (seat 0, or the person playing when several share the cabinet); only asked while a game is at the table. */
  protected myView(): V {
    const view = this.session.view(this.cover.viewer);
    if (view === null) throw new RangeError('No game at the table.');
    return view;
  }

  /** Seat `name` (null: a guest) at the table and in the shell's list; a game being replaced is settled first, as its player's. */
  protected seat(name: string | null): void {
    this.run.seat(name);
    seatPerson(this.shell, 0, name);
  }

  /**
   * Who sits down: asked at every arrival at the table (the list starts on
   * whoever is seated, which is nobody, a guest, once a table or the title
   * has been left), so the next person at the cabinet is never taken for the last. Then their own
   * unfinished game, and only theirs, is offered by name. True when it was
   * carried on.
   */
  private async sitDown<K extends KeptRunGame<S, A, O>>(
    kept: KeptGames<K>,
    prepare: (kept: K) => void,
    lost: (kept: K) => Promise<void>,
    /** Whether giving up a kept game costs a loss (every game counts unless the game says otherwise). */
    counts: (kept: K) => boolean = () => true,
  ): Promise<boolean> {
    const records = this.shell.records;
    const warn = warner(this.title);
    let name: string | null;
    try {
      name = await whoIsPlaying(this.title, await playerNames(records, warn), seatedName(this.shell), (typed) => addPlayer(records, typed, warn), this.look);
    } catch (error) {
      if (!(error instanceof ChangeCancelled)) throw error;
      // Nobody sat down: back to the games, where the person came from.
      if (!this.destroyed) this.shell.show('select');
      return true;
    }
    if (this.destroyed) return true;
    this.seat(name);
    const resumed = await this.run.offerKept(kept, prepare, lost, counts);
    if (resumed && !this.destroyed) this.render();
    return resumed;
  }

  /**
   * Arriving at the table: who sits down and their kept game (`sitDown`),
   * the menus brought up to date (a game carried on is played by its own
   * rules), their records read, then a new game (`fresh`) unless one was
   * carried on.
   */
  protected async arrive<K extends KeptRunGame<S, A, O>>(
    records: { kept: KeptGames<K>; load(player: string | null): Promise<void> },
    prepare: (kept: K) => void,
    lost: (kept: K) => Promise<void>,
    fresh: () => unknown,
    counts?: (kept: K) => boolean,
  ): Promise<void> {
    const resumed = await this.sitDown(records.kept, prepare, lost, counts);
    if (this.destroyed) return;
    this.refreshMenus();
    await records.load(this.person.name);
    if (!resumed && !this.destroyed) await fresh();
  }

  /** The menus' ticks, for the settings and the game under way (the Windows tables whose menus tick settings say how). */
  protected refreshMenus(): void {}

  /** Keep the game under way with the table's own `extras`, as `owner`'s (a demo keeps nothing); null forgets it. */
  protected async keepGame<K extends KeptRunGame<S, A, O>>(kept: KeptGames<K>, game: SessionGame<S, A, O> | null, extras: Omit<K, keyof KeptRunGame<S, A, O>>, owner = this.person.name): Promise<void> {
    if (this.demo) return;
    await kept.keep(game && ({ ...game, actions: [...game.actions], ...extras, player: owner, level: this.gameLevel } as K), owner);
  }

  /**
   * Settings that belong to a game from its start were `changed` in the
   * menus: a game nobody has touched is dealt again (`redeal`) under them;
   * otherwise they wait for the next game, and the person is told how the
   * next differs (`note`; null: it does not).
   */
  protected async nextGameTerms(note: string | null, untouched: boolean, redeal: () => void, changed = note !== null): Promise<void> {
    if (!changed || this.destroyed) return;
    if (untouched && this.person.waiting) {
      redeal();
      return;
    }
    this.render();
    if (note !== null) await messageBox('Next Game', note, undefined, { look: this.look });
  }

  /** A demo's game is over: after `pauseMs`, `again` deals the next. True when the table is a demo. */
  protected async demoAgain(pauseMs: number, again: () => void): Promise<boolean> {
    if (!this.demo) return false;
    await this.clock.pause(pauseMs);
    if (!this.destroyed) again();
    return true;
  }

  /** A new game from `setup`, opened by the events `opening` makes (the deal). */
  protected deal(setup: SessionGame<S, A, O>['setup'], opening: (view: V) => readonly E[]): void {
    this.run.deal(setup, opening);
  }

  /** A person's action (the kiosk's person unless `seat` says): taken, or refused with the rule's reason in a message box. */
  protected offer(action: A, seat: LocalSeat<V, A> = this.person): boolean {
    const refused = seat.offer(action);
    this.lastMessage = refused ?? '';
    if (refused === null) return true;
    this.shell.sfx.play('error');
    void messageBox(this.title, refused, undefined, { look: this.look });
    return false;
  }

  /** Whether a new game may replace the one on (see TableRun.mayStartAnew). */
  protected mayStartAnew(untouched: boolean, question?: string, it?: string): Promise<boolean> {
    return this.run.mayStartAnew(untouched, question, it);
  }

  /** The game on the table makes way for another (see TableRun.giveUp). */
  protected giveUp(): void {
    this.run.giveUp();
  }

  /** A menu item, start to end: a change the person cancelled on the way leaves the table as it was. */
  private async fromMenu(id: string): Promise<void> {
    try {
      await this.menu(id);
    } catch (error) {
      if (!(error instanceof ChangeCancelled)) throw error;
    } finally {
      this.run.settle();
      if (!this.destroyed) this.render();
    }
  }

  /** Leave for the game select: a network game, or a game under way here (which counts as lost), if the person agrees. */
  protected async leave(): Promise<void> {
    if ((await this.network.mayLeave()) && (await this.run.leave()) && !this.destroyed) this.shell.show('select');
  }

  /** The Network Game window, as the person seated here (a guest is asked a name) with the other people of `plans` (the table set up here), a host starting from `start`. */
  protected openNetwork(start: HostStart, plans = this.seats.own): Promise<void> {
    return this.network.open(this.person.name, this.shell.records.options().gameServer, start, plans === null ? undefined : kioskPeople(plans));
  }

  /** Game > Network: the game here is left (if the person agrees, unless nobody has touched it: `untouched`) for the Network Game window. */
  protected async toNetwork(start: HostStart, untouched = this.live.untouched): Promise<void> {
    if ((await this.network.mayLeave()) && (await this.mayStartAnew(untouched, 'Leave this game for network play?', 'It'))) await this.openNetwork(start);
  }

  /** Seat the players of a network game (`names`): this kiosk's `people` at their seats, the first at the bottom (none: watching). Who decides for each. */
  protected sitAtNetwork(names: string[], people: readonly NetworkSeat[]): (LocalSeat<V, A> | null)[] {
    return seatNetworkPeople({ seats: this.seats, cover: this.cover, kiosk: this.person }, names, people);
  }

  /** Lay the table out as `view` has it, with no move under way (joining a network game, or coming back to it). */
  protected lay(_view: V): void {
    this.render();
  }

  /** Where the box at a game's end opens. */
  protected endHost(): DialogHost {
    return this.shell.nav;
  }

  /** Automation: a network game's connection fails, as a failing network does. True when one was on. */
  dropConnection(): boolean {
    this.network.game?.drop();
    return this.network.on;
  }

  /** Walked away: the game counts as lost and is not offered again. */
  async abandon(): Promise<void> {
    await this.run.abandon();
  }

  /** The menu items every Windows table has: Exit, How to Play (`howToPlay`), Controls. */
  protected async windowMenu(id: string, howToPlay: string): Promise<void> {
    if (id === 'exit') await this.leave();
    else if (id === 'how') await messageBox('How to Play', howToPlay, undefined, { look: this.look });
    else if (id === 'controls') await this.help();
  }

  protected async help(): Promise<void> {
    this.shell.sfx.play('click');
    await messageBox('Controls', tableHelp(this.controls, this.shell.input.lastDevice), undefined, { look: this.look });
  }

  /** The buttons under a finished game: another, its replay (when it can be played back), or leave. */
  protected endButtons(): ButtonSpec[] {
    return [{ id: 'new', label: '&New Game' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : []), { id: 'exit', label: 'E&xit' }];
  }

  /** Act on the finished game's button: `again` deals anew, `shown` brings the end back after a replay. */
  protected afterEnd(answer: string | null, game: SessionGame<S, A, O>, opening: (view: V) => readonly E[], again: () => void, shown: () => void): void {
    if (this.destroyed) return;
    if (answer === 'exit') this.shell.show('select');
    else if (answer === 'replay') this.playBack(game, opening, shown);
    else again();
  }

  private playBack(game: SessionGame<S, A, O>, opening: (view: V) => readonly E[], shown: () => void): void {
    const replay = playBack({
      nav: this.shell.nav,
      run: this.run,
      recorded: game,
      at: replayPanelAt(this.frame.clientRect, this.replayCorner, this.replayDrop),
      present: (events) => this.present(events),
      pause: (ms) => this.clock.pause(ms),
      onEnd: () => {
        this.render();
        shown();
      },
    });
    void replay.start(opening);
  }

  /** The line under the table while a game is played back. */
  protected replayStatus(): string {
    return this.replay ? `Replay: every hand face up. Move ${this.replay.position} of ${this.replay.length}.` : '';
  }

  /** Where a dialog asked of the person at `seat` opens: with others sharing the screen, it hears only that person's device. */
  protected askedOf(seat: Seat): DialogHost | undefined {
    return this.cover.shared ? heardOnly(this.shell.nav, (command) => this.seats.mayAct(seat, command, this.shell.input.padSlots())) : undefined;
  }

  /** The seat whose person alone may act at the table now: the one asked to decide (a game may name another, for a step of its own). */
  protected actingSeat(): Seat | null {
    return this.seats.waiting()?.seat ?? null;
  }

  handle(command: Command): void {
    // The menus are everyone's (the mouse on the menu bar too); at the table, with several people, a press acts
    // only for the person whose turn it is: their own pad, or the shared devices.
    if (this.frame.handle(command)) return;
    const acting = this.actingSeat();
    if (acting !== null && this.cover.shared && !this.seats.mayAct(acting, command, this.shell.input.padSlots())) return;
    if (command.type === 'press') {
      if (command.button === 'help') {
        void this.help();
        return;
      }
      if (command.button === 'back') {
        if (this.dismiss()) this.drawMarks();
        else void this.leave();
        return;
      }
    }
    this.focus.handle(command);
    this.drawMarks();
  }

  update(dtMs: number): void {
    this.clock.update(dtMs);
    // A pad plugged in or pulled out changes who may lift the cover, and its words.
    const pads = this.shell.input.gamepadsConnected;
    if (pads !== this.padsDrawn) {
      this.padsDrawn = pads;
      if (this.run.source.view(this.cover.viewer) !== null) this.render();
    }
  }

  /** What every Windows table reports to automation beside its own. */
  protected sessionSnapshot() {
    // Busy: no person at the table is being asked (with several people, any of them may be).
    return { ...this.run.snapshot(), busy: this.seats.waiting() === null, message: this.lastMessage };
  }

  destroy(): void {
    this.network.leave();
    this.destroyed = true;
    this.run.dispose();
    this.view.destroy(WHOLE_TREE);
  }
}
