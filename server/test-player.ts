// A person at a network table, for the server's tests: a real Colyseus SDK
// client that keeps every message the room sends it and can wait for one.

import { Client, type Room } from '@colyseus/sdk';
import type { ThirtyOneAction } from '../src/engine/thirtyone';
import { type GameMessage, type JoinOptions, ROOM_TYPE, type ServerMessages } from '../src/table/protocol';

/** The action to answer a turn with, or null to let the turn wait. */
export type Chooser = (legal: ThirtyOneAction[], message: GameMessage) => ThirtyOneAction | null;

export type Received = { [K in keyof ServerMessages]: { type: K; message: ServerMessages[K] } }[keyof ServerMessages];

/** A pass when it is legal, else the first legal action. */
export function passing(legal: ThirtyOneAction[]): ThirtyOneAction {
  const first = legal[0];
  if (first === undefined) throw new RangeError('No legal action.');
  return legal.find((action) => action.type === 'pass') ?? first;
}

export class TestPlayer {
  readonly received: Received[] = [];
  /** Each returns true once it has what it waited for. */
  private waiters: (() => boolean)[] = [];
  /** Answers every message that offers this player legal actions. */
  private autoplay: Chooser | null = null;
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

  static async join(url: string, options: JoinOptions, how: { create?: boolean; roomId?: string } = {}): Promise<TestPlayer> {
    const client = new Client(url);
    const room = how.roomId !== undefined ? await client.joinById(how.roomId, options) : how.create === true ? await client.create(ROOM_TYPE, options) : await client.joinOrCreate(ROOM_TYPE, options);
    return new TestPlayer(client, room);
  }

  /** A new connection that takes up a seat with its reconnection token (another window, another kiosk). */
  static async rejoin(url: string, token: string): Promise<TestPlayer> {
    const client = new Client(url);
    return new TestPlayer(client, await client.reconnect(token));
  }

  /** Every message of one type, oldest first. */
  all<K extends keyof ServerMessages>(type: K): ServerMessages[K][] {
    return this.received.flatMap((received) => (received.type === type ? [received.message as ServerMessages[K]] : []));
  }

  last<K extends keyof ServerMessages>(type: K): ServerMessages[K] | undefined {
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
  play(choose: Chooser = passing): void {
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

  private answer(message: GameMessage): void {
    const action = message.legal.length > 0 && this.autoplay !== null ? this.autoplay(message.legal, message) : null;
    if (action !== null) this.room.send('action', action);
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
      const received = { type, message } as Received;
      this.received.push(received);
      if (received.type === 'game') this.answer(received.message);
      this.waiters = this.waiters.filter((waiter) => !waiter());
    });
  }
}
