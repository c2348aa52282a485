// A game at a table, from sitting down to the end, with nothing drawn: the
// table session and its seats (the person here, computer players thinking
// through one thinker), the level the game is played and recorded at, the
// game kept after every move and offered again to its player, giving a game
// up (counted once, and only once the game replacing it is set up), leaving,
// and playing a finished game back. Every look composes one: the Windows
// tables, the Windows 95 table and the Spectrum table draw what it holds and
// put its questions to the person in their own boxes.

import { isThinkingGame } from '../engine/ai/registry';
import type { Thinker } from '../engine/ai/thinker';
import type { Game, GameEvent, Level, Outcome, Setup, View } from '../engine/game';
import { ComputerSeat, type ComputerSeatOptions } from './computer-seat';
import { Replay, type ReplayHooks } from './replay';
import { type Controller, type Decision, LocalSeat } from './seats';
import { type Move, type SessionGame, TableSession } from './session';
import { NO_GAME, type TableSource } from './table-source';

/** A kept game as every table keeps it: the session's part, whose it is, at which level. */
export interface KeptRunGame<S, A, O> {
  state: S;
  player: string | null;
  level: Level;
  seed: number;
  moves: number;
  decisionKey?: number;
  setup?: Setup<O>;
  actions?: A[];
}

/** Where a table's unfinished games are kept, one per player (null: a guest's). */
export interface KeptStore<K> {
  of(player: string | null): Promise<K | null>;
  keep(game: K | null, player: string | null): Promise<void>;
}

/** What the run asks the person; each look words it and draws its own box. */
export type RunQuestion =
  /** `player`'s game was left unfinished: carry on with it? No `counts` as a loss (or only gives it up). Yes loses nothing. */
  | { kind: 'resume'; player: string | null; counts: boolean }
  /** Give up the game under way (`question`, said of it as `it`)? No is the default. */
  | { kind: 'give-up'; question: string; it: string };

export interface TableRunHooks<S, A, O, V, E> {
  /** Show the events of one move (or the opening deal); the next decision waits for it. */
  present(events: readonly E[], move: Move<A> | null): Promise<void>;
  /** Keep the game after every move; null forgets it. */
  save(game: SessionGame<S, A, O> | null): Promise<void>;
  /** The game ended: record it and say how. */
  finished(outcome: Outcome, game: SessionGame<S, A, O>): Promise<void>;
  /** The game was left unfinished: record the loss. */
  abandoned(game: SessionGame<S, A, O>): Promise<void>;
  /** The person here is asked to act. */
  asked(decision: Decision<V, A>): void;
}

export interface TableRunOptions<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  game: Game<S, A, O, V, E>;
  /** Where the computer players think; the run disposes of it. */
  thinker: Thinker;
  /** The person sitting down (null: a guest). */
  person: string | null;
  /** The level chosen for the next game (the menus'). */
  nextLevel(): Level;
  /** The computers' pace and forced moves, as their seats take them. */
  computer: Omit<ComputerSeatOptions<V, A>, 'level'>;
  /** Every seat a computer (the attract loop's demo). */
  demo?: boolean;
  /** Who decides for each seat when the game seats more than one person, given the person here and a maker of computer players. */
  seats?: (standard: { person: LocalSeat<V, A>; computer: (level: () => Level) => Controller<V, A> }) => Controller<V, A>[];
  /** The first game's seed (`?seed=N`); null: from the browser's randomness. */
  firstSeed: number | null;
  hooks: TableRunHooks<S, A, O, V, E>;
  ask(question: RunQuestion): Promise<boolean>;
}

export class TableRun<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  readonly person: LocalSeat<V, A>;
  readonly live: TableSession<S, A, O, V, E>;
  /** The finished game being played back, while it is. */
  replay: Replay<S, A, O, V, E> | null = null;
  /** A game resumed from a record kept before its moves were kept cannot be played back. */
  replayable = true;
  /**
   * The level the game at the table is played and recorded at: the one in
   * force when it began. A level chosen during a game waits for the next, so
   * a novice game can never be recorded as an expert's.
   */
  gameLevel: Level = 'novice';
  /** The live game was given up for another and put away: nothing of it is played or recorded any more. */
  putAway = false;
  /**
   * The person agreed to give up the game under way for another that is not
   * set up yet: it counts as lost only once the new game is, and not at all
   * if the person cancels on the way.
   */
  private replacing = false;
  private gone = false;
  /** A game held elsewhere (a network game) shown at this table in place of its own. */
  private elsewhere: TableSource<V> | null = null;
  private readonly game: Game<S, A, O, V, E>;
  private readonly thinker: Thinker;
  private readonly ask: (question: RunQuestion) => Promise<boolean>;
  private readonly hooks: TableRunHooks<S, A, O, V, E>;
  private readonly nextLevel: () => Level;

  constructor(options: TableRunOptions<S, A, O, V, E>) {
    const id = options.game.id;
    if (!isThinkingGame(id)) throw new RangeError(`${id} has no computer players.`);
    this.game = options.game;
    this.thinker = options.thinker;
    this.ask = options.ask;
    this.nextLevel = options.nextLevel;
    const hooks = (this.hooks = options.hooks);
    this.person = new LocalSeat(options.person, null, (decision) => hooks.asked(decision));
    const computer = (level: () => Level = () => this.gameLevel) => new ComputerSeat<V, A>(this.thinker, id, { ...options.computer, level });
    const seats = options.seats?.({ person: this.person, computer }) ?? Array.from({ length: options.game.players.max }, (_, seat) => (seat === 0 && !options.demo ? this.person : computer()));
    this.live = new TableSession(options.game, seats, hooks, options.firstSeed);
  }

  /** The session shown: the game, or its replay. */
  get session(): TableSession<S, A, O, V, E> {
    return this.replay?.session ?? this.live;
  }

  /** Where the moves shown come from: a replay, a game held elsewhere, or the table's own game (nothing once it is put away). */
  get source(): TableSource<V> {
    return this.replay?.session ?? this.elsewhere ?? (this.putAway ? NO_GAME : this.live);
  }

  /** Show a game held elsewhere in place of the table's own (its own makes way first, kept to carry on later if `keep`); null: back to its own. */
  showElsewhere(source: TableSource<V> | null, keep = false): void {
    if (source !== null) this.makeWay(keep);
    this.elsewhere = source;
  }

  /** A game is on at the table: under way, its result not yet recorded, and not put away. */
  get playing(): boolean {
    return this.live.inProgress && !this.putAway;
  }

  /** The rules and level the game under way is played by (changes made meanwhile wait for the next game); null between games. */
  terms(): { options: O; level: Level } | null {
    const options = this.live.inProgress ? (this.live.state as { options?: O } | null)?.options : undefined;
    return options === undefined ? null : { options, level: this.gameLevel };
  }

  /** `name` (null: a guest) sits down; a game being replaced is settled first, as its player's. */
  seat(name: string | null): void {
    if (this.replacing) this.giveUp();
    this.person.name = name;
  }

  /** The seated person's game left unfinished, read from `kept` and offered (`offer`). True when it was carried on. */
  async offerKept<K extends KeptRunGame<S, A, O>>(
    kept: KeptStore<K>,
    prepare: (kept: K) => void,
    lost: (kept: K) => Promise<void>,
    counts: (kept: K) => boolean = () => true,
  ): Promise<boolean> {
    const theirs = await kept.of(this.person.name);
    return this.gone || this.offer(theirs, kept, prepare, lost, counts);
  }

  /**
   * `theirs`, a game left unfinished that the table has read by its own
   * rules (before anyone is seated, or for whoever names himself), offered
   * to its player: carried on (`prepare` sets the table as it was left
   * first), or, refused, forgotten (`lost` records it first when it
   * `counts`). True when it was carried on.
   */
  async offer<K extends KeptRunGame<S, A, O>>(
    theirs: K | null,
    kept: Pick<KeptStore<K>, 'keep'>,
    prepare: (kept: K) => void,
    lost: (kept: K) => Promise<void>,
    counts: (kept: K) => boolean = () => true,
  ): Promise<boolean> {
    if (!theirs || this.game.toAct(theirs.state) === null) return false;
    const resume = await this.ask({ kind: 'resume', player: theirs.player, counts: counts(theirs) });
    if (this.gone) return true;
    if (!resume) {
      await lost(theirs);
      await kept.keep(null, theirs.player);
      return false;
    }
    this.resume(theirs, prepare);
    return true;
  }

  /** Carry on `kept` in place of whatever is at the table. */
  resume<K extends KeptRunGame<S, A, O>>(kept: K, prepare: (kept: K) => void = () => undefined): void {
    this.gameLevel = kept.level;
    this.putAway = false;
    prepare(kept);
    this.replayable = kept.actions !== undefined;
    const setup = kept.setup ?? { seed: kept.seed, options: (kept.state as { options?: O }).options };
    void this.live.resume({ setup, actions: kept.actions ?? [], state: kept.state, seed: kept.seed, moves: kept.moves, decisionKey: kept.decisionKey });
  }

  /** A new game from `setup` at the level chosen now, opened by the events `opening` makes (the deal). */
  deal(setup: Setup<O>, opening?: (view: V) => readonly E[]): void {
    if (this.replacing) this.giveUp();
    this.putAway = false;
    this.replayable = true;
    this.gameLevel = this.nextLevel();
    void this.live.start({ setup, opening });
  }

  /**
   * Whether a new game may replace the one on: a game under way counts as
   * lost, if the person agrees. Nothing is lost yet: the game stays on the
   * table, and is given up only when the new one is set up. Should the
   * person cancel on the way, it plays on as it was (`settle`).
   */
  async mayStartAnew(untouched: boolean, question = 'Start a new game?', it = 'The one in progress'): Promise<boolean> {
    const inProgress = this.playing && !untouched;
    if (inProgress && !(await this.ask({ kind: 'give-up', question, it }))) return false;
    if (this.gone) return false;
    this.replacing = inProgress;
    return true;
  }

  /** A change of games was cancelled or made: nothing waits to be given up any more. */
  settle(): void {
    this.replacing = false;
  }

  /**
   * The game on the table makes way for another: recorded as lost and
   * forgotten when the person agreed to give it up, and in every case
   * stopped and put away, so it is never left half played.
   */
  giveUp(): void {
    const lost = this.replacing && this.playing;
    this.replacing = false;
    if (this.live.state === null) return;
    if (lost) {
      void this.hooks.abandoned(this.live.record());
      void this.hooks.save(null);
    }
    this.live.stop();
    this.putAway = true;
  }

  /**
   * The game on the table makes way for a game elsewhere (a network game,
   * another game's table): given up as above, and forgotten even when nobody
   * had played it, so it is not offered again, unless the table `keep`s it
   * to carry on later (Patience does).
   */
  makeWay(keep = false): void {
    const had = this.live.state !== null && !this.putAway;
    this.giveUp();
    if (had && !keep) void this.hooks.save(null);
  }

  /** Leave the table: a game under way counts as lost, if the person agrees (one nobody has played yet costs nothing). True when left. */
  async leave(): Promise<boolean> {
    const inProgress = this.playing && !this.live.untouched;
    if (inProgress && !(await this.ask({ kind: 'give-up', question: 'Leave this game?', it: 'It' }))) return false;
    if (this.gone) return false;
    if (!this.putAway) await this.live.abandon('if-played');
    return true;
  }

  /** Walked away: the game counts as lost and is not offered again. */
  async abandon(): Promise<void> {
    if (!this.putAway) await this.live.abandon();
  }

  /** Play `recorded` back from its seed through a session of its own; not started (the screen shows it first, then starts it). */
  playBack(recorded: SessionGame<S, A, O>, hooks: ReplayHooks<E, A>): Replay<S, A, O, V, E> {
    this.replay = new Replay(this.game, recorded, this.game.players.max, hooks);
    return this.replay;
  }

  /** The replay is over: the live game is shown again. */
  endReplay(): void {
    this.replay?.stop();
    this.replay = null;
  }

  /** What every table reports to automation beside its own. */
  snapshot() {
    const replay = this.replay;
    return {
      toAct: this.session.toAct,
      busy: this.person.waiting === null,
      player: this.person.name,
      outcome: this.session.outcome,
      seed: this.live.state ? this.live.seed : null,
      gameLevel: this.gameLevel,
      replay: replay ? { position: replay.position, length: replay.length, running: replay.isRunning } : null,
    };
  }

  /** The screen has gone: the game stops (kept as it was), and nothing more is asked. */
  dispose(): void {
    this.gone = true;
    this.live.stop();
    this.replay?.stop();
    this.thinker.dispose();
  }
}
