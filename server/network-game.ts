// One game at a network table, any game of the catalog, run by the kiosk's
// own table session: each seat is a person elsewhere or a computer, and
// every move is checked and applied by the engine here. The server alone
// holds the state; what leaves it is each seat's view (a watcher's is the
// game's watcher view), the public events, and a person's legal actions
// when it is their turn.

import type { Game, GameEvent, Level, Seat, View } from '../src/engine/game';
import type { ThinkingGameId } from '../src/engine/ai/registry';
import type { TableTerms } from '../src/engine/table-terms';
import { type GameMessage, type RecordMessage, type SeatKind, variationOf } from '../src/table/protocol';
import { legalMatch } from '../src/table/legal-match';
import { thinkerHere } from '../src/engine/ai/thinker-here';
import { ComputerSeat } from '../src/table/computer-seat';
import type { Controller } from '../src/table/seats';
import { type Move, TableSession } from '../src/table/session';
import { setTimeout as sleep } from 'node:timers/promises';
import { RemoteSeat } from '../src/table/remote-seat';
import { SeatSlot } from '../src/table/seat-slot';
import { ClockedSeat, type TurnClockRules, type TurnTimer } from './turn-clock';

/** The process's computer players think here, one turn of the event loop after they are asked. */
const THINKER = thinkerHere();

/** A computer at `level`, as at the kiosk; each move waits `pauseMs` so the people at the table can follow it. */
function computer<V extends View, A>(id: ThinkingGameId, level: Level, pauseMs: number): Controller<V, A> {
  return new ComputerSeat<V, A>(THINKER, id, {
    level: () => level,
    pace: (decision) => sleep(pauseMs, undefined, { signal: decision.signal }),
  });
}

/** A game of the catalog, as a network table plays it. */
export interface TableGame<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  id: ThinkingGameId;
  game: Game<S, A, O, V, E>;
  terms: TableTerms<O, V, E>;
}

export interface NetworkGameHooks<A, E> {
  /** Something happened (null move: the deal): each person is sent what their seat sees. Must not wait for anyone. */
  present(events: readonly E[], move: Move<A> | null): void;
  /** It is the person at `seat`'s turn. */
  asked(seat: Seat): void;
  /** The game came to its end. */
  finished(): void;
  /** The person at `seat` has `seconds` left to move (the last few). */
  tick(seat: Seat, seconds: number): void;
  /** Time ran out for the person at `seat`; `standing`: a computer now plays each of their turns. */
  ranOut(seat: Seat, standing: boolean): void;
  /** The person at `seat` moved again after a computer had been playing for them. */
  back(seat: Seat): void;
}

export interface NetworkGameSetup<O> {
  /** Who plays each seat, 0..n-1: a person, or a computer at its level. */
  seats: readonly { kind: SeatKind; level: Level | null }[];
  /** The host's options, checked. */
  options: O;
  /** Milliseconds a computer's move waits before it is shown. */
  pauseMs: number;
  /** Milliseconds a round's end is shown at every kiosk before the next round's play, unless its dealer deals sooner. */
  roundShowMs: number;
  /** The game's seed; null for a fresh random one. */
  seed: number | null;
  /** The level of a computer that moves for a person out of time (the host's). */
  level: Level;
  /** The turn clock of each person. */
  clock: TurnClockRules;
  /** The table's own clock, which stops with it. */
  timer: TurnTimer;
}

export class NetworkGame<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  private readonly slots: SeatSlot<V, A>[];
  /** Ends the pause after a round's end; null outside it. */
  private dealing: (() => void) | null = null;
  /** Steps shown to everyone so far: each message names the step it brings a seat up to. */
  private shown = 0;
  private readonly session: TableSession<S, A, O, V, E>;

  constructor(
    private readonly table: TableGame<S, A, O, V, E>,
    private readonly setup: NetworkGameSetup<O>,
    hooks: NetworkGameHooks<A, E>,
  ) {
    const robot = (level: Level) => computer<V, A>(table.id, level, setup.pauseMs);
    const person = (seat: Seat) =>
      new ClockedSeat(new RemoteSeat<V, A>(() => hooks.asked(seat)), () => robot(setup.level), setup.clock, setup.timer, {
        tick: (seconds) => hooks.tick(seat, seconds),
        ranOut: (standing) => hooks.ranOut(seat, standing),
        back: () => hooks.back(seat),
      });
    this.slots = setup.seats.map(({ kind, level }, seat) => new SeatSlot<V, A>(kind === 'computer' && level !== null ? robot(level) : person(seat)));
    this.session = new TableSession(
      table.game,
      this.slots,
      {
        present: (events, move) => {
          this.shown++;
          hooks.present(events, move);
          return this.roundShown(events);
        },
        save: () => Promise.resolve(),
        finished: () => {
          hooks.finished();
          return Promise.resolve();
        },
        abandoned: () => Promise.resolve(),
        refused: (seat, reason) => console.error(`${table.game.title}: seat ${seat}'s move was refused: ${reason}`),
      },
      setup.seed,
    );
  }

  /** Deals and plays until the end (or `stop`); resolves when the game's loop stops. */
  start(): Promise<void> {
    const players = this.setup.seats.length;
    return this.session.start({ setup: { options: this.setup.options, players }, opening: (view) => this.table.terms.opening(view) });
  }

  /**
   * After a round's end, play waits while every kiosk shows it, then goes on
   * for everyone: no kiosk's Deal is waited for, so a kiosk whose person has
   * walked away holds nobody up. The new dealer may deal sooner.
   */
  private roundShown(events: readonly E[]): Promise<void> {
    if (!events.some((event) => this.table.terms.endsRound(event)) || events.some((event) => event.type === 'game-over')) return Promise.resolve();
    return new Promise((resolve) => {
      const cancel = this.setup.timer.after(this.setup.roundShowMs, () => this.deal());
      this.dealing = () => {
        cancel();
        this.dealing = null;
        resolve();
      };
    });
  }

  /** The next round's play begins now. */
  private deal(): void {
    this.dealing?.();
  }

  /** The person at `seat` deals the next round: null when taken, or why not. */
  dealNow(seat: Seat): string | null {
    const view = this.session.view(seat);
    if (this.dealing === null || view === null) return 'There is nothing to deal now.';
    if (this.table.terms.dealer(view) !== seat) return 'The dealer deals the next round.';
    this.deal();
    return null;
  }

  /** Ends the game where it stands (everyone has gone). */
  stop(): void {
    this.deal();
    this.session.stop();
  }

  /** Whether `seat` still plays (it is not out of the game, and the game is on). */
  inGame(seat: Seat): boolean {
    const view = this.session.view(seat);
    return view !== null && view.phase !== 'over' && !this.table.terms.out(view, seat);
  }

  /** The whole game, once it is over (nothing is hidden then); null before. */
  record(): RecordMessage<A, O> | null {
    const view = this.session.view(0);
    if (view === null || view.phase !== 'over') return null;
    const options = this.setup.options;
    return { seed: this.session.seed, players: this.setup.seats.length, options, ...variationOf(options), actions: [...this.session.actions] };
  }

  /** What `seat` sees now (null: a watcher), after `events`. */
  message(seat: Seat | null, events: readonly E[] = [], move: Move<A> | null = null): GameMessage<V, A, E> | null {
    const view = this.session.view(seat);
    if (view === null) return null;
    const waiting = seat === null ? null : this.remote(seat)?.waiting;
    return { events: [...events], move, step: this.shown, view, legal: waiting === null || waiting === undefined ? [] : [...waiting.legal] };
  }

  /** The person at `seat` sent `move`: null when it is taken (as the legal move it names), or why it is refused. */
  offer(seat: Seat, move: unknown): string | null {
    const remote = this.remote(seat);
    const waiting = remote?.waiting;
    if (remote === null || waiting === null || waiting === undefined) return 'It is not your turn.';
    const action = legalMatch(waiting.legal, move);
    if (action !== null) return remote.offer(action);
    // Not a legal move: the game says why (it only looks at the move; nothing of it is played).
    return waiting.check(move as A) ?? 'That move is not allowed now.';
  }

  /** A computer at `level` plays `seat` from now on, including a decision open now. */
  takeOver(seat: Seat, level: Level): void {
    this.slots[seat]?.replace(computer<V, A>(this.table.id, level, this.setup.pauseMs));
  }

  private remote(seat: Seat): RemoteSeat<V, A> | null {
    const player = this.slots[seat]?.current;
    return player instanceof ClockedSeat ? player.remote : null;
  }
}
