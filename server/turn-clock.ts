// The turn clock of a network table. A person who stops playing must not
// stall everyone: each turn of a person is timed (the host chooses how long
// when hosting, or no clock at all). Everyone is told the last seconds; when
// time runs out a computer at the host's level makes that move. After
// several turns missed in a row the computer plays each of the seat's turns
// after a short grace, until the person moves again: the seat is theirs
// whenever they do.

import type { Controller, Decision } from '../src/table/seats';
import type { RemoteSeat } from '../src/table/remote-seat';

export interface TurnTimer {
  /** Runs `then` after `ms` on the table's clock; the result cancels it. */
  after(ms: number, then: () => void): () => void;
}

export interface TurnClockHooks {
  /** `seconds` are left for the person to move (the last few only). */
  tick(seconds: number): void;
  /** Time ran out and a computer moves for the person; `standing` once it plays each of their turns. */
  ranOut(standing: boolean): void;
  /** The person moved again after the computer had been playing their turns. */
  back(): void;
}

export interface TurnClockRules {
  /** Seconds a person has for a move; 0 for no clock. */
  seconds: number;
  /** How long a "second" lasts, in milliseconds (1000; shorter in tests). */
  secondMs: number;
  /** Turns missed in a row before the computer plays each of the seat's turns. */
  missedLimit: number;
  /** The last seconds that everyone is told. */
  shownSeconds: number;
  /** Seconds of grace the person has at each turn once the computer plays for them. */
  graceSeconds: number;
}

const TIME_UP = Symbol('time up');

export class ClockedSeat<V, A> implements Controller<V, A> {
  readonly kind = 'remote';
  /** Turns missed in a row. */
  private missed = 0;

  constructor(
    /** The person, asked as ever. */
    readonly remote: RemoteSeat<V, A>,
    /** A computer at the host's level, for the moves the person does not make in time. */
    private readonly standIn: () => Controller<V, A>,
    private readonly rules: TurnClockRules,
    private readonly timer: TurnTimer,
    private readonly hooks: TurnClockHooks,
  ) {}

  /** The computer plays each of the seat's turns (after the grace) until the person moves. */
  get standing(): boolean {
    return this.missed >= this.rules.missedLimit;
  }

  async decide(decision: Decision<V, A>): Promise<A> {
    if (this.rules.seconds === 0) return this.remote.decide(decision);
    const seconds = this.standing ? this.rules.graceSeconds : this.rules.seconds;
    const person = new AbortController();
    const cancels: (() => void)[] = [];
    let decided = false;
    // Each second told is timed from the one before, so they come in order however coarse the clock.
    const tell = (left: number, wait: number): void => {
      if (left < 1 || decided) return;
      cancels.push(
        this.timer.after(wait, () => {
          if (decided) return;
          this.hooks.tick(left);
          tell(left - 1, this.rules.secondMs);
        }),
      );
    };
    const timeUp = new Promise<typeof TIME_UP>((resolve) => {
      cancels.push(this.timer.after(seconds * this.rules.secondMs, () => resolve(TIME_UP)));
      const first = Math.min(this.rules.shownSeconds, seconds - 1);
      if (!this.standing) tell(first, (seconds - first) * this.rules.secondMs);
    });
    let answer: A | typeof TIME_UP;
    try {
      answer = await Promise.race([this.remote.decide({ ...decision, signal: AbortSignal.any([decision.signal, person.signal]) }), timeUp]);
    } finally {
      decided = true;
      for (const cancel of cancels) cancel();
    }
    if (answer !== TIME_UP) {
      if (this.standing) this.hooks.back();
      this.missed = 0;
      return answer;
    }
    // The person's chance is withdrawn (their late move is refused as out of turn), and the computer moves.
    person.abort();
    const wasStanding = this.standing;
    this.missed += 1;
    if (!wasStanding) this.hooks.ranOut(this.standing);
    return this.standIn().decide(decision);
  }
}
