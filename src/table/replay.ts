// A finished game played back move by move from its seed and its actions,
// so anyone can see that the deals were not arranged and the computer played
// only from what it could see. The replay runs through a table session like
// any game: every seat's controller plays the recorded actions in order,
// each when the viewer steps on (or on a steady beat while it runs), and the
// screen shows them as it showed the game, with every hand face up.

import type { Game, GameEvent, Outcome, View } from '../engine/game';
import { Cancelled, type Controller, type Decision, unlessCancelled } from './seats';
import { type SessionGame, type SessionHooks, TableSession } from './session';
import { sameJson } from './same-json';

/** The time between moves while a replay runs by itself. */
export const REPLAY_STEP_MS = 700;

export interface ReplayHooks<E, A> {
  /** Show a move (or the opening deal) exactly as in play. */
  present: SessionHooks<unknown, A, unknown, E>['present'];
  /** The replay reached the game's end; `matches` tells whether it ended exactly as the game did. */
  ended(matches: boolean, outcome: Outcome): void;
  /** Wait `ms` on the table's clock (skipped at instant speed). */
  pause(ms: number): Promise<void>;
}

export class Replay<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  readonly session: TableSession<S, A, O, V, E>;
  /** The next recorded action to play. */
  private at = 0;
  private running = false;
  private wake: (() => void) | null = null;

  constructor(
    game: Game<S, A, O, V, E>,
    private readonly recorded: SessionGame<S, A, O>,
    seats: number,
    private readonly hooks: ReplayHooks<E, A>,
  ) {
    const player: Controller<V, A> = { kind: 'computer', decide: (decision) => this.next(decision) };
    this.session = new TableSession(game, Array.from({ length: seats }, () => player), {
      present: (events, move) => hooks.present(events, move),
      // A replay keeps nothing and records nothing: the game is in the books already.
      save: () => Promise.resolve(),
      abandoned: () => Promise.resolve(),
      finished: (outcome, game) => {
        // At the end there is nothing left to run.
        this.running = false;
        hooks.ended(sameJson(game.state, this.recorded.state), outcome);
        return Promise.resolve();
      },
      refused: () => this.session.stop(),
    });
  }

  /** Deal the game again from its seed: `opening` makes the events its deal showed. */
  start(opening?: (view: V) => readonly E[]): Promise<void> {
    return this.session.start({ setup: this.recorded.setup, seed: this.recorded.seed, opening });
  }

  get position(): number {
    return this.at;
  }

  get length(): number {
    return this.recorded.actions.length;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Play the next move. */
  step(): void {
    this.running = false;
    this.release();
  }

  /** Run on by itself, or stop running. */
  toggleRun(): void {
    this.running = !this.running;
    if (this.running) this.release();
  }

  stop(): void {
    this.running = false;
    this.session.stop();
  }

  private release(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private next(decision: Decision<V, A>): Promise<A> {
    return unlessCancelled(decision.signal, this.waitForTurn()).then(() => {
      const action = this.recorded.actions[this.at++];
      if (action === undefined) throw new Cancelled();
      return action;
    });
  }

  /** Resolves when the next move may be shown: on a step, or after a beat while running. */
  private async waitForTurn(): Promise<void> {
    if (this.running) await this.hooks.pause(REPLAY_STEP_MS);
    if (!this.running) await new Promise<void>((resolve) => (this.wake = resolve));
  }
}
