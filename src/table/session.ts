// One table session runs every game at the kiosk. It holds the game's state,
// asks the controller of the seat whose turn it is (a person here, a
// computer, a person elsewhere) for an action, applies it, hands the events
// to the screen to show, keeps the game after every move, and records its
// end once, whether played out or abandoned. It draws nothing: a screen only
// shows what the session hands it and turns presses into offered actions.

import { type Game, type GameEvent, type Outcome, RuleError, type Seat, type Setup, type View } from '../engine/game';
import { GameSeeds } from './game-seeds';
import { Cancelled, type Controller, type Decision } from './seats';

/** Everything needed to carry on a game, or to play it back from the start. */
export interface SessionGame<S, A, O> {
  readonly setup: Setup<O>;
  /** Every action taken since the setup, in order. */
  readonly actions: readonly A[];
  readonly state: S;
  /** The seed of the computers' decisions in this game (see GameSeeds). */
  readonly seed: number;
  /** Computer decisions taken so far. */
  readonly moves: number;
  /** The key of the computers' decision seeds, drawn apart from the deal; absent from games kept before it was kept. */
  readonly decisionKey?: number;
}

/** An action taken, and by whom. */
export interface Move<A> {
  readonly seat: Seat;
  readonly action: A;
}

export interface SessionHooks<S, A, O, E> {
  /** Show what happened; the next decision waits until this resolves. `move` is null for a game's opening. */
  present(events: readonly E[], move: Move<A> | null): Promise<void>;
  /** Keep the game after every move; null forgets it (it ended or was abandoned). */
  save(game: SessionGame<S, A, O> | null): Promise<void>;
  /** The game came to its end: record it. Called once per game. */
  finished(outcome: Outcome, game: SessionGame<S, A, O>): Promise<void>;
  /** The game was left before its end: record it as lost. Called once per game. */
  abandoned(game: SessionGame<S, A, O>): Promise<void>;
  /** A controller's action was refused (a computer's or a remote person's); the seat is asked again. */
  refused?(seat: Seat, reason: string): void;
}

export interface StartOptions<O, V, E> {
  setup: Setup<O>;
  /** Events to show before the first decision (the deal), made from what seat 0 sees of the new game. */
  opening?: (view: V) => readonly E[];
  /** The computers' decision seed; the setup's seed when absent. */
  seed?: number;
}

export class TableSession<S, A extends { type: string }, O, V extends View = View, E extends GameEvent = GameEvent> {
  private current: { setup: Setup<O>; state: S; actions: A[] } | null = null;
  /** Whether this game's end (or abandonment) has been recorded. */
  private recorded = false;
  /** Whether a person (not a computer) has acted in this game. */
  private personMoved = false;
  /** Replaced on every new game and on leaving: an older game's loop stops at its next step. */
  private abort = new AbortController();
  private readonly seeds: GameSeeds;
  /** The last action checked for a person, with its result, so it is not applied twice. */
  private checked: { action: A; state: S; events: E[] } | null = null;

  constructor(
    readonly game: Game<S, A, O, V, E>,
    /** One controller per seat. */
    readonly controllers: readonly Controller<V, A>[],
    private readonly hooks: SessionHooks<S, A, O, E>,
    firstSeed: number | null = null,
  ) {
    this.seeds = new GameSeeds(firstSeed);
  }

  /** The game as it stands; null before the first game. */
  get state(): S | null {
    return this.current?.state ?? null;
  }

  get actions(): readonly A[] {
    return this.current?.actions ?? [];
  }

  /** The seed shown at the end of a game, from which its deals can be checked. */
  get seed(): number {
    return this.seeds.game;
  }

  /** A game is on and its result not yet recorded. */
  get inProgress(): boolean {
    return this.current !== null && this.game.toAct(this.current.state) !== null && !this.recorded;
  }

  /**
   * No person has moved yet in this game (computers may have: their bids
   * before the person's first turn do not make a game begun, so leaving it or
   * changing its options at once costs nobody anything).
   */
  get untouched(): boolean {
    return this.current !== null && !this.personMoved;
  }

  get outcome(): Outcome | null {
    return this.current === null ? null : this.game.outcome(this.current.state);
  }

  /** Who decides now; null between games and at the end. */
  get toAct(): Seat | null {
    return this.current === null ? null : this.game.toAct(this.current.state);
  }

  /** What `seat` may see of the game (null: someone watching, who sees no seat's own cards); null before the first game. */
  view(seat: Seat | null): V | null {
    if (this.current === null) return null;
    return seat === null ? this.game.watcherView(this.current.state) : this.game.view(this.current.state, seat);
  }

  /** The next game's seed (without starting it): a table that deals the same cards to several players asks once. */
  nextSeed(): number {
    return this.seeds.nextGame();
  }

  /** A new game replaces whatever was on (the caller has recorded that one if it had to). */
  start({ setup, opening, seed }: StartOptions<O, V, E>): Promise<void> {
    const signal = this.replace();
    // The deal's seed goes into the setup kept with the game: a setup without
    // one would be dealt from the engine's fallback, the same cards every game.
    const dealt = { ...setup, seed: setup.seed ?? seed ?? this.seeds.nextGame() };
    this.seeds.begin(seed ?? dealt.seed);
    this.current = { setup: dealt, state: this.game.setup(dealt), actions: [] };
    this.recorded = false;
    this.personMoved = false;
    void this.hooks.save(this.record());
    return this.go(signal, opening?.(this.game.view(this.current.state, 0)) ?? []);
  }

  /** Carry on a kept game exactly where it stopped. */
  resume(saved: SessionGame<S, A, O>): Promise<void> {
    const signal = this.replace();
    this.seeds.restore(saved.seed, saved.moves, saved.decisionKey);
    this.current = { setup: saved.setup, state: saved.state, actions: [...saved.actions] };
    this.recorded = false;
    this.personMoved = this.personActed(saved);
    return this.go(signal, []);
  }

  /** Leave the game: a game in progress is recorded as lost, once, and forgotten. */
  async abandon(charge: 'always' | 'if-played' = 'always'): Promise<void> {
    // A game replaced before anyone acted (a new game, a tournament) was never
    // played, so it is charged to nobody; walking away from one still counts.
    const wasOn = this.inProgress && !(charge === 'if-played' && this.untouched);
    this.replace();
    if (wasOn && this.current !== null) {
      this.recorded = true;
      await this.hooks.abandoned(this.record());
    }
    await this.hooks.save(null);
  }

  /** Stop without recording anything (the screen is closing; the kept game stays kept). */
  stop(): void {
    this.replace();
  }

  /** The game as it would be kept now. */
  record(): SessionGame<S, A, O> {
    const current = this.current;
    if (current === null) throw new RangeError('No game at the table.');
    return { setup: current.setup, actions: current.actions.slice(), state: current.state, seed: this.seeds.game, moves: this.seeds.moves, decisionKey: this.seeds.key };
  }

  /** Whether a person acted in a kept game: its actions are played again from its setup to see whose each was. */
  private personActed(saved: SessionGame<S, A, O>): boolean {
    try {
      let state = this.game.setup(saved.setup);
      for (const action of saved.actions) {
        const seat = this.game.toAct(state);
        if (seat === null || this.controllers[seat]?.kind !== 'computer') return true;
        state = this.game.apply(state, action).state;
      }
      return false;
    } catch {
      // A record that does not play back is taken as played: leaving it may cost the game.
      return saved.actions.length > 0;
    }
  }

  private replace(): AbortSignal {
    this.abort.abort();
    this.abort = new AbortController();
    this.checked = null;
    return this.abort.signal;
  }

  private go(signal: AbortSignal, opening: readonly E[]): Promise<void> {
    // Resolves when this game's loop stops: it ended, or was replaced or left.
    return this.loop(signal, opening).catch((error: unknown) => {
      if (!(error instanceof Cancelled)) throw error;
    });
  }

  private async loop(signal: AbortSignal, opening: readonly E[]): Promise<void> {
    if (opening.length > 0) await this.hooks.present(opening, null);
    let last: Seat | null = null;
    let streak = 0;
    for (;;) {
      const current = this.current;
      if (signal.aborted || current === null) return;
      const seat = this.game.toAct(current.state);
      if (seat === null) {
        await this.finish();
        return;
      }
      const controller = this.controllers[seat];
      if (controller === undefined) throw new RangeError(`Nobody sits at seat ${seat}.`);
      streak = seat === last ? streak + 1 : 0;
      last = seat;
      const action = await controller.decide(this.decision(current.state, seat, streak, signal));
      if (signal.aborted) return;
      const result = this.take(current.state, action);
      if (typeof result === 'string') {
        this.hooks.refused?.(seat, result);
        continue;
      }
      current.state = result.state;
      current.actions.push(action);
      if (controller.kind !== 'computer') this.personMoved = true;
      void this.hooks.save(this.game.toAct(result.state) === null ? null : this.record());
      await this.hooks.present(result.events, { seat, action });
    }
  }

  private decision(state: S, seat: Seat, streak: number, signal: AbortSignal): Decision<V, A> {
    return {
      seat,
      view: this.game.view(state, seat),
      legal: this.game.legal(state),
      streak,
      signal,
      check: (action) => {
        if (signal.aborted || this.current?.state !== state) return 'The game has moved on.';
        const result = this.take(state, action);
        if (typeof result === 'string') return result;
        this.checked = { action, ...result };
        return null;
      },
      seed: () => this.seeds.nextMove(),
    };
  }

  /** The action applied to `state`, or the reason it is refused. */
  private take(state: S, action: A): { state: S; events: E[] } | string {
    const checked = this.checked;
    this.checked = null;
    if (checked !== null && checked.action === action) return checked;
    try {
      return this.game.apply(state, action);
    } catch (error) {
      if (error instanceof RuleError) return error.message;
      throw error;
    }
  }

  private async finish(): Promise<void> {
    const outcome = this.outcome;
    if (outcome === null || this.recorded) return;
    this.recorded = true;
    await this.hooks.finished(outcome, this.record());
  }
}
