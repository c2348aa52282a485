// A person at a network table, for the server's tests: a real Colyseus SDK
// client that keeps every message the room sends it and can wait for one.

import { Client, type Room } from '@colyseus/sdk';
import type { ThirtyOneAction, ThirtyOneEvent, ThirtyOneView } from '../src/engine/thirtyone';
import type { GameMessage, JoinOptions, RoomType, ServerMessages } from '../src/table/protocol';

/** The action to answer a turn with, or null to let the turn wait. */
export type Chooser<V = ThirtyOneView, A = ThirtyOneAction, E = ThirtyOneEvent> = (legal: A[], message: GameMessage<V, A, E>) => A | null;

type Received<V, A, E> = { [K in keyof ServerMessages<V, A, E>]: { type: K; message: ServerMessages<V, A, E>[K] } }[keyof ServerMessages<V, A, E>];

/** A pass when it is legal, else the first legal action. */
export function passing<A extends { type: string }>(legal: A[]): A {
  const first = legal[0];
  if (first === undefined) throw new RangeError('No legal action.');
  return legal.find((action) => action.type === 'pass') ?? first;
}

/** A player of any game; Thirty-One's unless its view, action and event types are named. */
export class TestPlayer<V = ThirtyOneView, A extends { type: string } = ThirtyOneAction, E = ThirtyOneEvent> {
  readonly received: Received<V, A, E>[] = [];
  /** Each returns true once it has what it waited for. */
  private waiters: (() => boolean)[] = [];
  /** Answers every message that offers this player legal actions. */
  private autoplay: Chooser<V, A, E> | null = null;
  /** A move sent and not yet answered (played, or refused): as a kiosk, the player waits for it before moving again. */
  private sent = false;
  /** The room has closed this connection (left, dropped, or the room went away). */
  private gone = false;
  /** Resolves with the close code when this connection ends. */
  closed!: Promise<number>;

  private constructor(
    readonly client: Client,
    public room: Room,
  ) {
    this.listen();
  }

  /** Joins (or hosts, with `create`) a table of `how.game`: Thirty-One unless named. */
  static async join<V = ThirtyOneView, A extends { type: string } = ThirtyOneAction, E = ThirtyOneEvent>(url: string, options: JoinOptions, how: { create?: boolean; roomId?: string; game?: RoomType } = {}): Promise<TestPlayer<V, A, E>> {
    const client = new Client(url);
    const game = how.game ?? 'thirtyone';
    const room = how.roomId !== undefined ? await client.joinById(how.roomId, options) : how.create === true ? await client.create(game, options) : await client.joinOrCreate(game, options);
    return new TestPlayer<V, A, E>(client, room);
  }

  /** A new connection that takes up a seat with its reconnection token (another window, another kiosk). */
  static async rejoin<V = ThirtyOneView, A extends { type: string } = ThirtyOneAction, E = ThirtyOneEvent>(url: string, token: string): Promise<TestPlayer<V, A, E>> {
    const client = new Client(url);
    return new TestPlayer<V, A, E>(client, await client.reconnect(token));
  }

  /** Every message of one type, oldest first. */
  all<K extends keyof ServerMessages<V, A, E>>(type: K): ServerMessages<V, A, E>[K][] {
    return this.received.flatMap((received) => (received.type === type ? [received.message as ServerMessages<V, A, E>[K]] : []));
  }

  last<K extends keyof ServerMessages<V, A, E>>(type: K): ServerMessages<V, A, E>[K] | undefined {
    return this.all(type).at(-1);
  }

  /** Resolves with the first truthy value of `probe`, tried now and after every message. */
  until<T>(probe: () => T | undefined | null | false): Promise<T> {
    return new Promise((resolve) => {
      const check = (): boolean => {
        const value = probe();
        if (value === undefined || value === null || value === false) return false;
        resolve(value);
        return true;
      };
      if (!check()) this.waiters.push(check);
    });
  }

  /** Answers each turn with `choose(legal)` from now on (by default a pass when it may, so rounds end soon). */
  play(choose: Chooser<V, A, E> = passing): void {
    this.autoplay = choose;
    const pending = this.last('game');
    if (pending !== undefined) this.answer(pending);
  }

  send(type: string, message?: unknown): void {
    this.room.send(type, message);
  }

  /** Drops the connection without leaving, and does not try to come back by itself. */
  async drop(): Promise<void> {
    this.room.reconnection.enabled = false;
    await this.room.leave(false);
  }

  /** Comes back to the seat after `drop`. */
  async reconnect(): Promise<void> {
    this.room = await this.client.reconnect(this.room.reconnectionToken);
    this.listen();
  }

  /** Leaves the room for good (at once when already gone). */
  async leave(): Promise<void> {
    if (!this.gone) await this.room.leave(true);
  }

  private answer(message: GameMessage<V, A, E>): void {
    if (message.move !== null && message.move.seat === this.last('table')?.you) this.sent = false;
    const action = message.legal.length > 0 && this.autoplay !== null && !this.sent ? this.autoplay(message.legal, message) : null;
    if (action === null) return;
    this.sent = true;
    this.room.send('action', action);
  }

  private listen(): void {
    this.gone = false;
    this.closed = new Promise((resolve) =>
      this.room.onLeave((code) => {
        this.gone = true;
        resolve(code);
      }),
    );
    this.room.onMessage('*', (type, message) => {
      const received = { type, message } as Received<V, A, E>;
      this.received.push(received);
      if (received.type === 'refused' && received.message.of === 'action') this.sent = false;
      if (received.type === 'game') this.answer(received.message);
      this.waiters = this.waiters.filter((waiter) => !waiter());
    });
  }
}
