// What every game in a Windows window shares at the kiosk: the window with
// its menus, the person in seat 0 and the computer players, the table
// session that runs the game, the clock of the animations, the questions
// that lose something (leave, start anew), refused moves shown with their
// reason, and the replay of a finished game. A game's screen adds its table,
// its events and its menus.

import { Container } from 'pixi.js';
import { isThinkingGame } from '../../engine/ai/registry';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import type { Game, GameEvent, Level, Outcome, View } from '../../engine/game';
import type { Command } from '../../input/commands';
import type { Point } from '../../renderer/glide';
import { type ButtonSpec, FocusGroup, type Look, type MenuSpec, WindowFrame, confirmBox, messageBox } from '../../renderer/widgets';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import { type Shell, seatPerson, seatedName } from '../shell-contract';
import { ComputerSeat } from '../../table/computer-seat';
import { type GameControls, tableHelp } from './table-help';
import type { KeptGames } from './kept-games';
import { addPlayer, playerNames, warner } from './players';
import type { Replay } from '../../table/replay';
import { type Controller, type Decision, LocalSeat } from '../../table/seats';
import { type SessionGame, TableSession } from '../../table/session';
import { TableClock } from './table-clock';
import { REPLAY_PANEL_SIZE } from './replay-panel';
import { playBack } from './window-replay';
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
  /**
   * Who decides for each seat, when the game seats more than the one person
   * and computers at the level of the menus: given the kiosk's person (seat
   * 0) and a maker of computer players at a level read at each decision.
   */
  seats?: (standard: { person: LocalSeat<V, A>; computer: (level: () => Level) => Controller<V, A> }) => Controller<V, A>[];
}

/** A kept game as every Windows table keeps it: the session's part, who played, at which level. */
export interface KeptWindowGame<S, A, O> {
  state: S;
  player: string | null;
  level: Level;
  seed: number;
  moves: number;
  decisionKey?: number;
  setup?: SessionGame<S, A, O>['setup'];
  actions?: A[];
}

export abstract class WindowTable<S, A extends { type: string }, O, V extends View, E extends GameEvent> implements Screen {
  abstract readonly id: string;
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  protected readonly frame: WindowFrame;
  protected readonly focus = new FocusGroup();
  protected readonly clock: TableClock;
  protected readonly person: LocalSeat<V, A>;
  protected readonly live: TableSession<S, A, O, V, E>;
  /** The finished game being played back, while it is. */
  protected replay: Replay<S, A, O, V, E> | null = null;
  /** A game resumed from a record kept before moves were kept cannot be played back. */
  protected replayable = true;
  /**
   * The level the game at the table is played and recorded at: the one in
   * force when it began. A level chosen during a game waits for the next, so
   * a novice game can never be recorded as an expert's.
   */
  protected gameLevel: Level = 'novice';
  protected lastMessage = '';
  protected destroyed = false;
  private readonly thinker: Thinker;
  private readonly game: WindowTableSpec<S, A, O, V, E>['game'];
  private readonly title: string;
  private readonly replayCorner: 'left' | 'right';
  private readonly replayDrop: number;
  private readonly controls: GameControls;
  /** The window's look, which its dialogs and panels (the replay's, "Still playing?") share. */
  readonly look: Look;
  /**
   * The person agreed to give up the game under way for another that is not
   * set up yet (who plays is still being asked): it counts as lost only once
   * the new game is, and not at all if the person cancels.
   */
  private replacing = false;
  /** The live game was given up for another and put away: nothing of it is played or recorded any more. */
  protected putAway = false;

  constructor(
    protected readonly shell: Shell,
    spec: WindowTableSpec<S, A, O, V, E>,
  ) {
    const id = spec.game.id;
    if (!isThinkingGame(id)) throw new RangeError(`${spec.title} has no computer players.`);
    this.game = spec.game;
    this.title = spec.title;
    this.replayCorner = spec.replayCorner;
    this.replayDrop = spec.replayDrop ?? 2;
    this.controls = spec.controls;
    this.look = spec.look ?? 'win31';
    this.thinker = createThinker();
    this.frame = new WindowFrame({ title: spec.title, look: this.look, menus: spec.menus, onMenu: (id) => void this.fromMenu(id) });
    this.view.addChild(this.frame);
    this.clock = new TableClock(() => spec.instant, () => this.moving());
    this.person = new LocalSeat(seatedName(shell), null, (decision) => this.yourTurn(decision));
    const computer = (level: () => Level = () => this.gameLevel) =>
      new ComputerSeat<V, A>(this.thinker, id, {
        level,
        pace: (decision, thoughtMs) => (decision.view.phase === 'play' ? this.clock.pause(this.thinkMs(spec.thinkMs) - thoughtMs) : Promise.resolve()),
      });
    const seats: Controller<V, A>[] =
      spec.seats?.({ person: this.person, computer }) ?? Array.from({ length: spec.game.players.max }, (_, seat) => (seat === 0 && !spec.demo ? this.person : computer()));
    this.live = new TableSession(spec.game, seats, {
      present: (events) => this.present(events),
      save: (game) => this.save(game),
      finished: (outcome, game) => this.gameOver(outcome, game),
      abandoned: (game) => this.recordAbandoned(game),
    }, shell.flags.seed);
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

  /**
   * Back at the table closes what is open first (a half-made choice), so
   * only a second back asks to leave; true when something was closed.
   */
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
    return this.replay?.session ?? this.live;
  }

  /** What the player's seat sees now; only asked while a game is at the table. */
  protected myView(): V {
    const view = this.session.view(0);
    if (view === null) throw new RangeError('No game at the table.');
    return view;
  }

  /** A game is on at the table: under way, its result not yet recorded, and not put away. */
  protected get playing(): boolean {
    return this.live.inProgress && !this.putAway;
  }

  /** Seat `name` (null: a guest) at the table and in the shell's list; a game being replaced is settled first, as its player's. */
  protected seat(name: string | null): void {
    if (this.replacing) this.giveUp();
    seatPerson(this.shell, 0, name);
    this.person.name = name;
  }

  /**
   * Who sits down: asked at every arrival at the table (the list starts on
   * whoever is seated, which is nobody, a guest, once a table or the title
   * has been left), so the next person at the cabinet is never taken for the last. Then their own
   * unfinished game, and only theirs, is offered by name. True when it was
   * carried on.
   */
  protected async sitDown<K extends KeptWindowGame<S, A, O>>(
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
    const theirs = await kept.of(name);
    if (this.destroyed) return true;
    return this.offerKept(theirs, prepare, counts, async (game) => {
      await lost(game);
      await kept.keep(null, game.player);
    });
  }

  /**
   * The seated person's game left unfinished: carried on (`prepare` sets the
   * table as it was left first), or, refused, it counts as lost and is
   * forgotten. True when it was carried on.
   */
  private async offerKept<K extends KeptWindowGame<S, A, O>>(kept: K | null, prepare: (kept: K) => void, counts: (kept: K) => boolean, forget: (kept: K) => Promise<void>): Promise<boolean> {
    if (!kept || this.game.toAct(kept.state) === null) return false;
    const whose = kept.player === null ? "A guest's game" : `${kept.player}, your game`;
    // Yes loses nothing here (No gives the game up), so Yes is the default.
    const cost = counts(kept) ? 'No counts it as lost.' : 'No gives it up.';
    const resume = await confirmBox('Unfinished Game', `${whose} was left unfinished. Carry on with it? (${cost})`, { defaultAnswer: 'yes', look: this.look });
    if (this.destroyed) return true;
    if (!resume) {
      await forget(kept);
      return false;
    }
    this.gameLevel = kept.level;
    this.putAway = false;
    prepare(kept);
    this.replayable = kept.actions !== undefined;
    const setup = kept.setup ?? { seed: kept.seed, options: (kept.state as { options?: O }).options };
    void this.live.resume({ setup, actions: kept.actions ?? [], state: kept.state, seed: kept.seed, moves: kept.moves, decisionKey: kept.decisionKey });
    this.render();
    return true;
  }

  /** A new game from `setup`, opened by the events `opening` makes (the deal). */
  protected deal(setup: SessionGame<S, A, O>['setup'], opening: (view: V) => readonly E[]): void {
    if (this.replacing) this.giveUp();
    this.putAway = false;
    this.replayable = true;
    this.gameLevel = this.level();
    void this.live.start({ setup, opening });
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

  /**
   * Whether a new game may replace the one on: a game under way counts as
   * lost, if the person agrees (`question` asks it). Nothing is lost yet: the
   * game stays on the table, and is given up only when the new one is set up
   * (a new person seated, or a new deal). Should the person cancel on the way
   * ("Who is playing?", the Players dialog, the lobby), it plays on as it was.
   */
  protected async mayStartAnew(untouched: boolean, question = 'Start a new game?', it = 'The one in progress'): Promise<boolean> {
    const inProgress = this.playing && !untouched;
    if (inProgress && !(await confirmBox(this.title, `${question} ${this.givingUp(it)}`, { look: this.look }))) return false;
    if (this.destroyed) return false;
    this.replacing = inProgress;
    return true;
  }

  /**
   * The game on the table makes way for another: recorded as lost and
   * forgotten when the person agreed to give it up, and in every case
   * stopped and put away, so it is never left on screen, half played.
   */
  protected giveUp(): void {
    const lost = this.replacing && this.playing;
    this.replacing = false;
    if (this.live.state === null) return;
    if (lost) {
      // Recorded for whoever played it, before anyone else is seated.
      const game = this.live.record();
      void this.recordAbandoned(game);
      void this.save(null);
    }
    this.live.stop();
    this.putAway = true;
  }

  /** A menu item, start to end: a change the person cancelled on the way leaves the table as it was. */
  private async fromMenu(id: string): Promise<void> {
    try {
      await this.menu(id);
    } catch (error) {
      if (!(error instanceof ChangeCancelled)) throw error;
    } finally {
      this.replacing = false;
      if (!this.destroyed) this.render();
    }
  }

  /** Leave for the game select; a game under way counts as lost, if the person agrees (one nobody has played yet costs nothing). */
  protected async leave(): Promise<void> {
    const inProgress = this.playing && !this.live.untouched;
    if (inProgress && !(await confirmBox(this.title, `Leave this game? ${this.givingUp('It')}`, { look: this.look }))) return;
    if (this.destroyed) return;
    if (!this.putAway) await this.live.abandon('if-played');
    this.shell.show('select');
  }

  /** Walked away: the game counts as lost and is not offered again. */
  async abandon(): Promise<void> {
    if (!this.putAway) await this.live.abandon();
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
    this.replay = playBack({
      nav: this.shell.nav,
      game: this.game,
      recorded: game,
      seats: this.game.players.max,
      at: this.replayPanelAt(),
      present: (events) => this.present(events),
      pause: (ms) => this.clock.pause(ms),
      onEnd: () => {
        this.replay = null;
        this.render();
        shown();
      },
    });
    void this.replay.start(opening);
  }

  /** The replay panel's top left on the stage: just inside its corner of the felt. */
  private replayPanelAt(): Point {
    const client = this.frame.clientRect;
    const x = this.replayCorner === 'left' ? client.x + 4 : client.x + client.width - REPLAY_PANEL_SIZE.width - 4;
    return { x, y: client.y + this.replayDrop };
  }

  /** The line under the table while a game is played back. */
  protected replayStatus(): string {
    return this.replay ? `Replay: every hand face up. Move ${this.replay.position} of ${this.replay.length}.` : '';
  }

  handle(command: Command): void {
    if (this.frame.handle(command)) return;
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
  }

  /** What every Windows table reports to automation beside its own. */
  protected sessionSnapshot() {
    return {
      toAct: this.session.toAct,
      busy: this.person.waiting === null,
      player: this.person.name,
      message: this.lastMessage,
      outcome: this.session.outcome,
      seed: this.live.state ? this.live.seed : null,
      gameLevel: this.gameLevel,
      replay: this.replay ? { position: this.replay.position, length: this.replay.length, running: this.replay.isRunning } : null,
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.live.stop();
    this.replay?.stop();
    this.thinker.dispose();
    this.view.destroy(WHOLE_TREE);
  }
}
