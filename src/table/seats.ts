// Who decides for a seat at the table. Every seat has a controller: a person
// at this kiosk, a computer player, or (with network play) a person
// elsewhere. A controller is handed one decision at a time, and a decision
// holds only that seat's view and the legal actions: whoever decides cannot
// see more than the seat may know.

import type { Seat } from '../engine/game';
/** The device a person at the kiosk plays with (the input layer's own names for them). */
export type Device = 'keyboard' | 'gamepad' | 'pointer';

export interface Decision<V, A> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
  /** Actions this seat has taken in a row before this one (a turn of several moves). */
  readonly streak: number;
  /** Aborted when the game is replaced or left: nobody need answer any more. */
  readonly signal: AbortSignal;
  /** Why `action` would be refused now, in the player's words; null when it may be taken. */
  check(action: A): string | null;
  /** A fresh seed for a computer's choice (kept with the game, so a resumed game chooses alike). */
  seed(): number;
}

export type ControllerKind = 'local' | 'computer' | 'remote';

export interface Controller<V, A> {
  readonly kind: ControllerKind;
  /** The action for `decision`; rejects with `Cancelled` once its signal aborts. */
  decide(decision: Decision<V, A>): Promise<A>;
}

/** A decision nobody needs any more: its game was replaced or left. */
export class Cancelled extends Error {
  override readonly name = 'Cancelled';
  constructor() {
    super('The decision is no longer wanted.');
  }
}

/** Rejects with `Cancelled` when `signal` aborts; resolves as `work` does otherwise. */
export function unlessCancelled<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(new Cancelled());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Cancelled());
    signal.addEventListener('abort', stop, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}

/**
 * A person at this kiosk. The screen shows the person's seat, turns their
 * presses into actions and `offer`s them; a refused action leaves the
 * decision open and its reason is returned for the screen to show.
 */
export class LocalSeat<V, A> implements Controller<V, A> {
  readonly kind = 'local';
  private current: { decision: Decision<V, A>; resolve: (action: A) => void } | null = null;

  constructor(
    /** Who sits here; null for a guest. */
    public name: string | null,
    /** The device this person plays with; null for any device (one person at the kiosk). */
    readonly device: Device | null = null,
    /** Called when the person is asked, so the screen can offer the choice (focus, dialogs). */
    private readonly asked?: (decision: Decision<V, A>) => void,
  ) {}

  /** The decision waiting for this person, if any. */
  get waiting(): Decision<V, A> | null {
    return this.current?.decision ?? null;
  }

  decide(decision: Decision<V, A>): Promise<A> {
    const answer = new Promise<A>((resolve) => (this.current = { decision, resolve }));
    const forget = () => {
      if (this.current?.decision === decision) this.current = null;
    };
    decision.signal.addEventListener('abort', forget, { once: true });
    this.asked?.(decision);
    // Once answered, the listener goes: a game's signal lives for the whole game, through hundreds of decisions.
    const decided = unlessCancelled(decision.signal, answer);
    void decided.then(
      () => decision.signal.removeEventListener('abort', forget),
      () => undefined,
    );
    return decided;
  }

  /** The person chose `action`: null when it is taken, or the reason it is refused. */
  offer(action: A): string | null {
    const current = this.current;
    if (current === null) return 'It is not your turn.';
    const reason = current.decision.check(action);
    if (reason !== null) return reason;
    this.current = null;
    current.resolve(action);
    return null;
  }
}
