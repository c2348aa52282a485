// The table session of a network game, as one kiosk sees it. The game is
// held by the server; this side only receives, in order, what its seat may
// see after each move (the public events and its own view), shows each
// step through the screen before the next, and when the server says it is
// this seat's turn asks the person here, as the kiosk's own session does,
// and sends the move. The server checks it again and may refuse it: the
// person is then asked again with the reason.

import type { Seat } from '../engine/game';
import { legalMatch } from '../table/legal-match';
import type { GameMessage } from '../table/protocol';
import { Cancelled, type Controller, type Decision } from '../table/seats';

/** One step of the game as the server sends it to this seat. */
export interface NetStep<V, A, E> {
  events: readonly E[];
  view: V;
  /** This seat's legal actions when it is its turn, else empty. */
  legal: readonly A[];
  /** The game's step it brings the seat up to (how many the server has shown everyone); absent from a server that does not say. */
  step?: number;
}

/** The step a game message from the server brings (its number only when the server gives one). */
export function netStep<V, A, E>(message: GameMessage<V, A, E>): NetStep<V, A, E> {
  return { events: message.events, view: message.view, legal: message.legal, ...(typeof message.step === 'number' ? { step: message.step } : {}) };
}

export interface NetSessionHooks<V, A, E> {
  /** Show what happened at the game's `step` (when the server says); the next step waits until this resolves. */
  present(events: readonly E[], step: number | undefined): Promise<void>;
  /** Who decides for this kiosk's seat (null while watching). */
  person(): Controller<V, A> | null;
  /** Send the person's move to the server. */
  send(action: A): void;
  /** A move was refused, by this side or the server: say why. */
  refused(reason: string): void;
}

/** The same action: same fields, same values, a list's items in any order (the three cards of a pass), as the server takes moves. */
export function sameAction(a: object, b: object): boolean {
  return legalMatch([a], b) !== null;
}

export class NetSession<V extends { seat: Seat; toAct: Seat | null }, A extends object, E> {
  private readonly queue: NetStep<V, A, E>[] = [];
  private current: V | null = null;
  private running = false;
  private stopped = false;
  /** The decision put to the person now; aborted when a newer step arrives. */
  private asked: AbortController | null = null;
  /** Waiting for the next step to arrive. */
  private readonly arrivals: (() => void)[] = [];
  /** A step whose move was sent and not yet answered by the server. */
  private sent: NetStep<V, A, E> | null = null;

  constructor(private readonly hooks: NetSessionHooks<V, A, E>) {}

  /** What this seat sees now (the view of the step being shown); null before the first. */
  view(): V | null {
    return this.current;
  }

  /** A decision is put to the person here now. */
  get asking(): boolean {
    return this.asked !== null;
  }

  get toAct(): Seat | null {
    return this.current?.toAct ?? null;
  }

  /** Resolves when the next step arrives from the server (the game went on there). */
  moved(): Promise<void> {
    return new Promise((resolve) => this.arrivals.push(resolve));
  }

  /** A step from the server: shown after those before it. */
  receive(step: NetStep<V, A, E>): void {
    if (this.stopped) return;
    for (const arrived of this.arrivals.splice(0)) arrived();
    this.queue.push(step);
    this.sent = null;
    this.asked?.abort();
    if (!this.running) void this.run();
  }

  /** The server refused the move sent: ask again. */
  refuse(reason: string): void {
    const step = this.sent;
    this.sent = null;
    this.hooks.refused(reason);
    if (step !== null && this.queue.length === 0 && !this.stopped) void this.ask(step);
  }

  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
    this.asked?.abort();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (let step = this.queue.shift(); step !== undefined && !this.stopped; step = this.queue.shift()) {
        this.current = step.view;
        await this.hooks.present(step.events, step.step);
        if (this.queue.length === 0 && step.legal.length > 0) void this.ask(step);
      }
    } finally {
      this.running = false;
    }
  }

  /** Put the step's choice to the person here; their move goes to the server. */
  private async ask(step: NetStep<V, A, E>): Promise<void> {
    const person = this.hooks.person();
    if (person === null || this.stopped) return;
    const asking = new AbortController();
    this.asked = asking;
    const decision: Decision<V, A> = {
      seat: step.view.seat,
      view: step.view,
      legal: step.legal,
      streak: 0,
      signal: asking.signal,
      check: (action) => (step.legal.some((legal) => sameAction(legal, action)) ? null : 'That move is not allowed now.'),
      seed: () => 0,
    };
    try {
      const action = await person.decide(decision);
      if (asking.signal.aborted || this.stopped) return;
      this.sent = step;
      this.hooks.send(action);
    } catch (error) {
      if (!(error instanceof Cancelled)) throw error;
    } finally {
      if (this.asked === asking) this.asked = null;
    }
  }
}
