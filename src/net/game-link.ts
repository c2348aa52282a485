// The kiosk's line to the game server, over the Colyseus SDK: the lobby's
// live list of open games, hosting and joining a game, and one table's
// messages each way. Loaded only when a network game is opened, so the
// kiosk's first load does not carry the SDK.

import { Client, CloseCode, type Room } from '@colyseus/sdk';
import { type ClientMessages, type JoinOptions, LOBBY_TYPE, type RoomListing, type RoomType, type ServerMessages, summaryOf } from '../table/protocol';
import { NAME_MAX } from '../table/names';

/** An open game as the lobby lists it (its game named as the server named it: the lobby shows those it knows). */
export interface OpenGame extends Omit<RoomListing, 'game'> {
  roomId: string;
  game: string;
}

/** The server could not be reached at all, in words for the player. */
export function unreachable(address: string): string {
  return `The game server at ${address} cannot be reached. Check that it is running, or ask the operator.`;
}

/** Colyseus' matchmaking codes for a seat or room that is no longer there. */
const GONE_CODES = new Set([522, 524]);
/** A code the server sends with a refusal, as a number (a network failure's code is a string, as ECONNREFUSED). */
const serverCode = (error: Error): number | null => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 ? code : null;
};

/**
 * What went wrong, in words for the player: the server's own reason (a full
 * table, a name taken), that the seat or game is gone, or that the server
 * cannot be reached. Only an answer without a code from the server is taken
 * for an unreachable server.
 */
export function linkProblem(error: unknown, address: string): string {
  if (!(error instanceof Error)) return unreachable(address);
  const code = serverCode(error);
  if (code !== null && GONE_CODES.has(code)) return 'The seat is no longer kept: the game went on without it, or has ended.';
  if (code !== null && error.message !== '') return error.message;
  if (error.message === '' || /fetch|network|ECONNREFUSED|Failed|connect|JSON|<|Not Found/i.test(error.message)) return unreachable(address);
  return error.message;
}

/** An open game from the lobby's listing, checked (any server may answer); null for one the kiosk cannot read. */
export function listing(roomId: string, metadata: unknown): OpenGame | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const m = metadata as Partial<RoomListing>;
  if (typeof m.host !== 'string' || typeof m.taken !== 'number') return null;
  if (typeof m.game !== 'string' || m.game.length > 16 || typeof m.title !== 'string' || m.title.length > 40) return null;
  if (m.host.length > NAME_MAX) return null;
  const seats = typeof m.seats === 'number' && Number.isInteger(m.seats) && m.seats > 0 && m.seats <= 8 ? m.seats : 4;
  const stage = m.stage === 'playing' || m.stage === 'over' ? m.stage : 'waiting';
  const variation = m.variation === 'van-eer-maas' || m.variation === 'regular' ? { variation: m.variation } : {};
  const summary = summaryOf(m.summary);
  return { roomId, game: m.game, title: m.title, host: m.host, options: m.options, ...variation, summary, taken: m.taken, seats, stage };
}

export class GameLink {
  private readonly client: Client;

  constructor(readonly address: string) {
    this.client = new Client(address);
  }

  /** Watch the open games; `changed` hears the whole list on every change. Resolves once the lobby is joined. */
  async lobby(changed: (games: readonly OpenGame[]) => void): Promise<{ leave(): void }> {
    const room = await this.client.joinOrCreate(LOBBY_TYPE);
    const games = new Map<string, OpenGame>();
    const tell = () => changed([...games.values()]);
    room.onMessage('rooms', (rooms: { roomId: string; metadata?: unknown }[]) => {
      games.clear();
      for (const r of rooms) {
        const game = listing(r.roomId, r.metadata);
        if (game) games.set(r.roomId, game);
      }
      tell();
    });
    room.onMessage('+', ([roomId, r]: [string, { metadata?: unknown }]) => {
      const game = listing(roomId, r.metadata);
      if (game) games.set(roomId, game);
      else games.delete(roomId);
      tell();
    });
    room.onMessage('-', (roomId: string) => {
      games.delete(roomId);
      tell();
    });
    return { leave: () => void room.leave().catch(() => undefined) };
  }

  /** Host a new table of `game`. */
  async host<V, A, E>(game: RoomType, options: JoinOptions): Promise<TableLink<V, A, E>> {
    return new TableLink(await this.client.create(game, options));
  }

  /** Join (or, with `watch`, watch) the game `roomId`. */
  async join<V, A, E>(roomId: string, options: JoinOptions): Promise<TableLink<V, A, E>> {
    return new TableLink(await this.client.joinById(roomId, options));
  }

  /** Come back to a table after the page was closed, with the token kept then. */
  async rejoin<V, A, E>(token: string): Promise<TableLink<V, A, E>> {
    return new TableLink(await this.client.reconnect(token));
  }
}

/** One table's messages, of a game whose views, actions and events are `V`, `A` and `E`. The SDK comes back by itself after a dropped connection; `gone` hears when it gives up. */
export class TableLink<V, A, E> {
  private left = false;
  private readonly listeners = new Map<string, (message: never) => void>();
  /** What came before the table listened (a reconnection's first messages), in order; null once it listens. */
  private held: [string, unknown][] | null = [];

  constructor(private readonly room: Room) {
    // Keep trying for as long as the server keeps the seat (a minute), and a little more,
    // however soon after joining the connection fails (the game may start seconds after).
    room.reconnection.maxRetries = 20;
    room.reconnection.minUptime = 0;
    room.onMessage('*', (type: string | number, message: unknown) => {
      if (this.held !== null) this.held.push([String(type), message]);
      else this.hear(String(type), message);
    });
  }

  /** Everything is listened for now: what came so far is heard first, in order, then the rest as it comes. */
  listen(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const [type, message] of held) this.hear(type, message);
  }

  private hear(type: string, message: unknown): void {
    // A type nobody listens for (a newer server's) is let go.
    (this.listeners.get(type) as ((message: unknown) => void) | undefined)?.(message);
  }

  /** The table's id, by which others (this kiosk's other people) join it. */
  get roomId(): string {
    return this.room.roomId;
  }

  get token(): string {
    return this.room.reconnectionToken;
  }

  /** Hear the messages of `type` (once the table listens). */
  on<K extends keyof ServerMessages<V, A, E>>(type: K, listener: (message: ServerMessages<V, A, E>[K]) => void): void {
    this.listeners.set(type, listener);
  }

  /** The person's move. */
  move(action: A): void {
    this.room.send('action', action);
  }

  send<K extends Exclude<keyof ClientMessages, 'action'>>(type: K, message: ClientMessages[K]): void {
    this.room.send(type, message);
  }

  /** The connection dropped (`dropped`), came back (`back`), or is gone for good (`gone`, with why). */
  watch(hooks: { dropped(): void; back(): void; gone(reason: string): void }): void {
    this.room.onDrop(() => hooks.dropped());
    this.room.onReconnect(() => hooks.back());
    this.room.onLeave((code, reason) => {
      if (this.left || code === CloseCode.CONSENTED) return;
      hooks.gone(reason || 'The connection to the game server was lost.');
    });
  }

  /** Close the connection without leaving, as a failing network does (automation). */
  drop(): void {
    this.room.connection.close(CloseCode.MAY_TRY_RECONNECT, 'dropped');
  }

  /** The page goes (automation): the connection ends without leaving, and the SDK does not come back by itself; the seat waits for the page's next load. */
  close(): void {
    this.left = true;
    this.room.reconnection.enabled = false;
    this.room.connection.close(CloseCode.MAY_TRY_RECONNECT, 'closed');
  }

  leave(): void {
    this.left = true;
    void this.room.leave(true).catch(() => undefined);
  }
}
