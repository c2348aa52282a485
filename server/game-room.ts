// A network table of any game of the catalog: one Colyseus room per table,
// the same room for every game (each game's room type is its id, see
// `game-rooms.ts`). The first person hosts (the game's options, the
// computers' level, the computers seated before Play); others take the
// lowest empty seat or watch. The room runs the kiosk's engine through the
// table session and holds the only state. Every message is checked here,
// a move against the game's legal moves; a bad one is refused to its sender
// alone and the table carries on. Colyseus' lobby lists the room live.

import { type Client, CloseCode, ErrorCode, Room, type RoomException, ServerError } from '@colyseus/core';
import * as v from 'valibot';
import type { GameEvent, Level, Seat, View } from '../src/engine/game';
import {
  type ClientMessages,
  JoinOptionsSchema,
  CLOCK_SHOWN_SECONDS,
  DEFAULT_TURN_SECONDS,
  GRACE_SECONDS,
  MAX_WATCHERS,
  MISSED_TURNS,
  NAME_TAKEN,
  type RoomListing,
  type ServerMessages,
  type TableMessage,
  hostOptions,
  variationOf,
} from '../src/table/protocol';
import type { Move } from '../src/table/session';
import { ChatLimit } from './chat-limit';
import { type ClientMessageType, readMessage } from './client-message';
import { NetworkGame, type TableGame } from './network-game';
import { type RoomSettings, roomSettings } from './room-settings';
import { Seating } from './seating';

/** A connection to the room: a person with a seat, or watching. */
type Member = Client<{ userData: { name: string } }>;

export abstract class GameRoom<S, A extends { type: string }, O, V extends View, E extends GameEvent> extends Room<{ client: Member; metadata: RoomListing }> {
  /** The game played at this room's tables. */
  protected abstract readonly table: TableGame<S, A, O, V, E>;
  private settings: RoomSettings = roomSettings(undefined);
  private seating = new Seating(0);
  /** The host's options for the game. */
  private options: O | null = null;
  private level: Level = 'novice';
  private turnSeconds: number = DEFAULT_TURN_SECONDS;
  private stage: TableMessage['stage'] = 'waiting';
  private game: NetworkGame<S, A, O, V, E> | null = null;
  private readonly chat = new ChatLimit();
  /** Connections cut off for abuse, until their leaving is handled. */
  private readonly cutOff = new Set<string>();
  /** Connections whose seat a newer connection is taking up with their token. */
  private readonly superseded = new Set<string>();

  override onCreate(options: unknown): void {
    const host = joinOptions(options);
    if (host.watch === true) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'There is no game to watch here yet.');
    this.options = this.hostOptions(host);
    this.seating = new Seating(this.table.game.players.max);
    this.maxClients = this.table.game.players.max + MAX_WATCHERS;
    this.settings = roomSettings(options);
    // A client past it is a flood, and is cut off (see onDrop).
    this.maxMessagesPerSecond = this.settings.floodPerSecond;
    this.level = host.level ?? 'novice';
    this.turnSeconds = host.turnSeconds ?? DEFAULT_TURN_SECONDS;
    this.listen('action', (member, action) => this.act(member, action));
    this.listen('chat', (member, { text }) => this.say(member, text));
    this.listen('fill', (member, { seat, level }) => this.hosting(member) ?? this.seating.fill(seat, level) ?? this.changed());
    this.listen('sit', (member, { seat }) => (this.stage === 'waiting' ? (this.seating.move(member.sessionId, seat) ?? this.changed()) : 'The game has already started.'));
    this.listen('play', (member) => this.hosting(member) ?? this.play());
    this.listen('deal', (member) => this.dealNext(member));
    this.onMessage('*', (member: Member, type: unknown, payload: unknown) => this.refuse(member, unknownType(type, payload), 'The table does not know that message.'));
    this.updateListing();
  }

  /** Bad options are refused at the matchmaking request, before a seat is held for them. */
  static override onAuth(_token: string, options: unknown): Promise<true> {
    joinOptions(options);
    return Promise.resolve(true);
  }

  override onJoin(member: Member, options: unknown): void {
    const { name, watch, seat } = joinOptions(options);
    if (this.names().includes(name)) throw new ServerError(NAME_TAKEN, `${name} is already at this table; choose another name.`);
    if (watch !== true) {
      if (this.stage !== 'waiting') throw new ServerError(ErrorCode.AUTH_FAILED, 'The game has started; you may watch it.');
      if (this.seating.sit(name, member.sessionId, seat) === null) throw new ServerError(ErrorCode.AUTH_FAILED, 'The table is full; you may watch the game.');
    } else if (this.watchers() > MAX_WATCHERS) {
      throw new ServerError(ErrorCode.AUTH_FAILED, 'Enough people are watching this table already.');
    }
    member.userData = { name };
    this.watchFrames(member);
    this.changed();
    this.sendGame(member);
    this.sendRecord(member);
  }

  override onDrop(member: Member, code?: number): void {
    if (this.superseded.delete(member.sessionId)) {
      // Its seat is being taken up by a newer connection: wait for that one, saying nothing.
      this.keepSeatFor(member);
      return;
    }
    if (code === CloseCode.WITH_ERROR || this.cutOff.has(member.sessionId)) {
      // Cut off for flooding or for bytes that are no message: no way back with its token,
      // or the limit would be only a pause. It leaves (onLeave follows), as a leaver does.
      this.cutOff.add(member.sessionId);
      return;
    }
    const seat = this.seating.seatOf(member.sessionId);
    if (seat !== null) {
      this.seating.setAway(seat, true);
      this.notice(`${member.userData?.name ?? ''} lost the connection; the seat waits for ${waitWords(this.settings.reconnectSeconds)}.`);
    }
    this.changed();
    this.keepSeatFor(member);
  }

  /**
   * A frame over the transport's size limit closes the socket as a dropped
   * network would (1006 here); its error is the only sign that the client
   * sent it, and so is cut off for good.
   */
  private watchFrames(member: Member): void {
    member.ref.once('error', (error: unknown) => {
      if (error instanceof RangeError) this.cutOff.add(member.sessionId);
    });
  }

  /** Holds `member`'s place for the reconnection window. */
  private keepSeatFor(member: Member): void {
    // Rejected for someone refused at the door, or when the room is closing: then they simply leave.
    // The window is timed on the room's own clock, which stops with the room: Colyseus' own timer
    // would outlive a server shut down meanwhile and hold its process open for the rest of the minute.
    const reconnection = this.allowReconnection(member, 'manual');
    // (A member refused at the door gets a plain rejected promise, with no reject of its own.)
    const giveUp = reconnection.reject as ((reason: Error) => void) | undefined;
    const window = this.clock.setTimeout(() => giveUp?.call(reconnection, new Error('The seat waited long enough.')), this.settings.reconnectSeconds * 1000);
    reconnection.then(
      () => window.clear(),
      () => window.clear(),
    );
  }

  override onReconnect(member: Member): void {
    this.watchFrames(member);
    const seat = this.seating.seatOf(member.sessionId);
    // Only a seat the others were told about is announced again (not one taken up from another window).
    if (seat !== null && this.seating.place(seat)?.away === true) {
      this.seating.setAway(seat, false);
      this.notice(`${member.userData?.name ?? ''} is back.`);
    }
    this.changed();
    this.sendGame(member);
    this.sendRecord(member);
  }

  /**
   * A reconnection token offered while its connection is still here: the
   * person came back from another window or kiosk, or their old connection
   * is dead without the server knowing yet. The old one is told and closed
   * (its SDK does not come back by itself after that code), and the seat
   * waits for the new one, so the table never waits on a dead connection.
   */
  override checkReconnectionToken(reconnectionToken: string): string {
    const old = this.clients.find((member) => member.reconnectionToken === reconnectionToken);
    if (old !== undefined) {
      this.superseded.add(old.sessionId);
      this.tell(old, 'notice', { text: 'Your seat was taken up from another window or kiosk; this one has left the table.' });
      old.leave(CloseCode.WITH_ERROR, 'Your seat was taken up from another window or kiosk.');
    }
    return super.checkReconnectionToken(reconnectionToken);
  }

  override onLeave(member: Member): void {
    this.chat.forget(member.sessionId);
    const seat = this.seating.seatOf(member.sessionId);
    const name = member.userData?.name ?? '';
    const cutOff = this.cutOff.delete(member.sessionId);
    if (cutOff) this.notice(`${name} was cut off for sending too many or broken messages.`);
    if (seat === null) {
      // A watcher, or someone refused at the door.
    } else if (this.stage === 'waiting') {
      this.seating.vacate(seat);
    } else if (this.game?.inGame(seat) === true) {
      this.seating.takeOver(seat, this.level);
      this.game.takeOver(seat, this.level);
      this.notice(`A computer plays for ${name}.`);
    } else {
      this.seating.release(seat);
    }
    this.changed();
  }

  /**
   * A fault in any handler of this room (a message, a timer, a join) is
   * written down and goes no further: it never ends the process, and with it
   * every other table the server holds.
   */
  override onUncaughtException(error: RoomException, method: string): void {
    // A person refused at the door (a name taken, a full table) is not a fault.
    if (error.cause instanceof ServerError && DOOR.has(method)) return;
    console.error(`${this.table.game.title} table ${this.roomId}: ${method} failed`, error);
  }

  override onDispose(): void {
    this.game?.stop();
  }

  /** Registers a handler that checks its message first and refuses it, with the reason, when it fails. */
  private listen<K extends ClientMessageType>(type: K, handle: (member: Member, message: ClientMessages[K]) => string | null): void {
    this.onMessage(type, (member: Member, message: unknown) => {
      const read = readMessage(type, message, this.table.game.title);
      const reason = read.ok ? handle(member, read.value) : read.reason;
      if (reason !== null) this.refuse(member, type, reason);
    });
  }

  private refuse(member: Member, of: string, reason: string): void {
    this.tell(member, 'refused', { reason, of });
  }

  /** Null when `member` hosts a table still waiting for Play, else why not. */
  private hosting(member: Member): string | null {
    if (this.stage !== 'waiting') return 'The game has already started.';
    return this.seating.seatOf(member.sessionId) === this.seating.host ? null : 'Only the host may do that.';
  }

  /** The host's options, checked against the game; the game's standard ones when none are given. */
  private hostOptions(host: v.InferOutput<typeof JoinOptionsSchema>): O {
    const given = hostOptions(host);
    if (given === undefined) return this.table.game.defaultOptions;
    const checked = v.safeParse(this.table.terms.options, given);
    if (!checked.success) throw new ServerError(ErrorCode.APPLICATION_ERROR, `Those are not options of ${this.table.game.title}.`);
    return checked.output;
  }

  private act(member: Member, action: ClientMessages['action']): string | null {
    const seat = this.seating.seatOf(member.sessionId);
    if (seat === null) return 'You are watching; only the players move.';
    if (this.game === null) return 'The game has not started.';
    if (this.stage === 'over') return 'The game is over.';
    return this.game.offer(seat, action);
  }

  private dealNext(member: Member): string | null {
    const seat = this.seating.seatOf(member.sessionId);
    if (seat === null) return 'You are watching; only the players deal.';
    return this.game === null ? 'The game has not started.' : this.game.dealNow(seat);
  }

  private say(member: Member, text: string): string | null {
    const reason = this.chat.take(member.sessionId, Date.now());
    if (reason === null) this.broadcast('chat', { from: member.userData?.name ?? '', text, at: Date.now() });
    return reason;
  }

  private play(): string | null {
    const { min, max } = this.table.game.players;
    // A game for a fixed number plays with computers in the empty seats; one for a few closes the gaps.
    if (min === max) this.seating.fillEmpty(this.level);
    if (this.seating.taken < min) return `${min} to ${max} players are needed: seat a computer or wait for someone to join.`;
    this.seating.compact();
    this.stage = 'playing';
    const seats = this.seating.info();
    this.game = new NetworkGame(
      this.table,
      {
        seats,
        options: this.options ?? this.table.game.defaultOptions,
        pauseMs: this.settings.pauseMs,
        roundShowMs: this.settings.roundShowMs,
        seed: this.settings.seed,
        level: this.level,
        clock: { seconds: this.turnSeconds, secondMs: this.settings.turnSecondMs, missedLimit: MISSED_TURNS, shownSeconds: CLOCK_SHOWN_SECONDS, graceSeconds: GRACE_SECONDS },
        timer: {
          after: (ms, then) => {
            const delayed = this.clock.setTimeout(then, ms);
            return () => delayed.clear();
          },
        },
      },
      {
        present: (events, move) => this.present(events, move),
        asked: (seat) => this.sendGame(this.memberAt(seat)),
        tick: (seat, seconds) => this.broadcast('clock', { seat, seconds }),
        ranOut: (seat, standing) => {
          const name = this.seating.place(seat)?.name ?? '';
          this.notice(standing ? `${name} missed ${MISSED_TURNS} turns: a computer plays for ${name} until ${name} moves again.` : `Time ran out for ${name}: a computer made the move.`);
        },
        back: (seat) => this.notice(`${this.seating.place(seat)?.name ?? ''} is playing again.`),
        finished: () => {
          this.stage = 'over';
          this.changed();
        },
      },
    );
    this.changed();
    this.game.start().catch((error: unknown) => console.error(`${this.table.game.title}: the game stopped`, error));
    return null;
  }

  /** Everyone is sent what they see of what just happened; nobody is waited for. */
  private present(events: readonly E[], move: Move<A> | null): void {
    // The whole game goes ahead of its last step, so a kiosk has it as it shows the end.
    const record = events.some((event) => event.type === 'game-over') ? this.game?.record() : null;
    for (const member of this.clients) {
      if (record) this.tell(member, 'record', record);
      this.sendGame(member, events, move);
    }
  }

  private sendGame(member: Member | undefined, events: readonly E[] = [], move: Move<A> | null = null): void {
    if (member === undefined) return;
    const message = this.game?.message(this.seating.seatOf(member.sessionId), events, move);
    if (message !== null && message !== undefined) this.tell(member, 'game', message);
  }

  /** Someone arriving after the end is sent the whole game too. */
  private sendRecord(member: Member): void {
    const record = this.game?.record();
    if (record) this.tell(member, 'record', record);
  }

  private memberAt(seat: Seat): Member | undefined {
    const session = this.seating.place(seat)?.session;
    return this.clients.find((member) => member.sessionId === session);
  }

  private notice(text: string): void {
    this.broadcast('notice', { text });
  }

  /** The table changed: everyone is sent it, with their own seat, and the lobby's listing follows. */
  private changed(): null {
    const game = { game: this.table.id, options: this.options, ...variationOf(this.options), summary: this.summary() };
    const table: Omit<TableMessage, 'you'> = { ...game, seats: this.seating.info(), minPlayers: this.table.game.players.min, host: this.seating.host, level: this.level, stage: this.stage, watchers: this.watchers(), turnSeconds: this.turnSeconds };
    for (const member of this.clients) this.tell(member, 'table', { ...table, you: this.seating.seatOf(member.sessionId) });
    this.updateListing();
    return null;
  }

  /** The host's options in the game's own few words. */
  private summary(): string {
    return this.options === null ? '' : this.table.terms.describe(this.options);
  }

  private updateListing(): void {
    const listing: RoomListing = { game: this.table.id, title: this.table.game.title, host: this.seating.place(this.seating.host)?.name ?? '', options: this.options, ...variationOf(this.options), summary: this.summary(), taken: this.seating.taken, seats: this.table.game.players.max, stage: this.stage };
    void this.setMetadata(listing);
  }

  /** Sends `member` a message of the protocol, typed by the game played here. */
  private tell<K extends keyof ServerMessages<V, A, E, O>>(member: Member, type: K, message: ServerMessages<V, A, E, O>[K]): void {
    member.send(type, message);
  }

  private watchers(): number {
    return this.clients.filter((member) => this.seating.seatOf(member.sessionId) === null).length;
  }

  /** The names of everyone in the room, seated (connected or not) or watching. */
  private names(): string[] {
    return [...this.seating.info().filter((seat) => seat.kind === 'person').map((seat) => seat.name), ...this.clients.flatMap((member) => member.userData?.name ?? [])];
  }
}

function joinOptions(options: unknown): v.InferOutput<typeof JoinOptionsSchema> {
  const result = v.safeParse(JoinOptionsSchema, options);
  if (result.success) return result.output;
  const name = v.safeParse(v.object({ name: JoinOptionsSchema.entries.name }), options);
  throw new ServerError(ErrorCode.AUTH_FAILED, name.success ? 'Those game options are not known.' : 'A name has 1 to 12 letters, digits and punctuation.');
}

/** The handlers whose ServerError is a refusal at the door, told to the person. */
const DOOR = new Set(['onCreate', 'onAuth', 'onJoin']);

/** The longest message type a refusal names back. */
const TYPE_SHOWN = 40;

/**
 * The name of a message type the table does not know, safe to send back.
 * Colyseus gives the catch-all handler `(member, type, payload)`, except when
 * a client names its type '*' itself: then it calls it as the handler of '*',
 * with `(member, payload, context)`, so `type` holds whatever the client sent.
 * Nothing from the client is converted: only a short printable string or a
 * plain number is named.
 */
export function unknownType(type: unknown, payload: unknown): string {
  const isContext = typeof payload === 'object' && payload !== null && typeof (payload as { reject?: unknown }).reject === 'function';
  if (isContext) return '*';
  if (typeof type === 'number') return Number.isFinite(type) ? type.toString() : '?';
  if (typeof type === 'string') return type.length <= TYPE_SHOWN && /^[\x20-\x7e]*$/.test(type) ? type : '?';
  return '?';
}

/** "a minute", "30 seconds". */
function waitWords(seconds: number): string {
  if (seconds === 60) return 'a minute';
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
}
