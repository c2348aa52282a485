// What the kiosk and the game server say to each other in a network game of
// Thirty-One, shared by both ends so they cannot drift apart. Colyseus
// carries it: the room type, the options a client joins with, the listing
// the lobby shows, and the messages each way. The server checks every
// message it receives against these schemas; a message that fails is
// refused with a reason, to its sender alone.

import * as v from 'valibot';
import { CardSchema } from '../engine/cards';
import type { Level, Seat } from '../engine/game';
import { DECK, type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneView, type Variation } from '../engine/thirtyone';
import { NameSchema } from './names';

/** The Colyseus room type of a network game (`POST /matchmake/joinOrCreate/thirtyone`). */
export const ROOM_TYPE = 'thirtyone';
/** Colyseus' own lobby room, which lists the open games live. */
export const LOBBY_TYPE = 'lobby';

export const MAX_SEATS = 4;
export const MIN_SEATS = 2;
/** How many may watch a table besides its players. */
export const MAX_WATCHERS = 8;
/** How long a dropped player's seat waits for them before a computer takes it. */
export const RECONNECT_SECONDS = 60;

/** The code of a refusal at the door because the name is taken at that table: the person may choose another. */
export const NAME_TAKEN = 4290;

/** How long a round's end is shown at every kiosk before the next round's play goes on. */
export const ROUND_SHOW_MS = 6000;

/** The turn clocks a host may choose, in seconds (0: none). */
export const TURN_CLOCKS = [30, 60, 120, 0] as const;
export type TurnSeconds = (typeof TURN_CLOCKS)[number];
export const DEFAULT_TURN_SECONDS: TurnSeconds = 60;
/** The last seconds of a turn that everyone at the table is told. */
export const CLOCK_SHOWN_SECONDS = 10;
/** Turns missed in a row before a computer plays each of the seat's turns, until the person moves again. */
export const MISSED_TURNS = 3;
/** Once a computer plays for a person, the seconds the person still has at each turn to take the seat back. */
export const GRACE_SECONDS = 5;

/** Chat: at most this many characters a message... */
export const CHAT_MAX = 80;
/** ...and at most `CHAT_BURST` messages in any `CHAT_WINDOW_MS`. */
export const CHAT_BURST = 3;
export const CHAT_WINDOW_MS = 5000;
/** Printable ASCII: every character our bitmap fonts draw. */
export const CHAT_TEXT = /^[\x20-\x7e]+$/;

/** A card of Thirty-One's 32-card pack. */
const PackCardSchema = v.pipe(
  CardSchema,
  v.check((card) => DECK.includes(card), 'Not a card of the pack.'),
);

export const VariationSchema = v.picklist(['regular', 'van-eer-maas'] satisfies Variation[]);
export const LevelSchema = v.picklist(['novice', 'intermediate', 'expert'] satisfies Level[]);

/** A Thirty-One action, exactly as the engine takes it: nothing more in it. */
export const ActionSchema: v.GenericSchema<unknown, ThirtyOneAction> = v.variant('type', [
  v.strictObject({ type: v.literal('hand') }),
  v.strictObject({ type: v.literal('pot') }),
  v.strictObject({ type: v.literal('change'), card: PackCardSchema, potCard: PackCardSchema }),
  v.strictObject({ type: v.literal('pass') }),
  v.strictObject({ type: v.literal('take-pot') }),
]);

/** Joining or creating a room: who you are and, creating, the game you host. */
export const JoinOptionsSchema = v.object({
  name: NameSchema,
  /** Watch the game rather than take a seat. */
  watch: v.optional(v.boolean()),
  variation: v.optional(VariationSchema),
  /** The level of the computers the host seats, and of any that take over a seat. */
  level: v.optional(LevelSchema),
  /** The host's turn clock, in seconds; 0 for none. */
  turnSeconds: v.optional(v.picklist(TURN_CLOCKS)),
});
export type JoinOptions = v.InferOutput<typeof JoinOptionsSchema>;

// ---- client to server ----

/** Message types a client may send, with what each carries. */
export const CLIENT_MESSAGES = {
  /** The player's move. */
  action: ActionSchema,
  /** A chat line. */
  chat: v.strictObject({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_MAX), v.regex(CHAT_TEXT, 'Only letters, digits and punctuation.')) }),
  /** The host seats a computer at an empty seat before Play (null: empties it again). */
  fill: v.strictObject({ seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1)), level: v.nullable(LevelSchema) }),
  /** The host starts the game. */
  play: v.optional(v.strictObject({})),
  /** The next round's dealer deals it, without waiting for the round's end to be shown its full time. */
  deal: v.optional(v.strictObject({})),
} as const;
export type ClientMessages = { [K in keyof typeof CLIENT_MESSAGES]: v.InferOutput<(typeof CLIENT_MESSAGES)[K]> };

// ---- server to client ----

export type SeatKind = 'person' | 'computer' | 'empty';

export interface SeatInfo {
  kind: SeatKind;
  /** The person's name, or the computer's; '' when empty. */
  name: string;
  /** A computer's level. */
  level: Level | null;
  /** A person whose connection dropped: the seat waits for them to come back. */
  away: boolean;
}

/** The room as everyone in it sees it: sent on every change. */
export interface TableMessage {
  seats: SeatInfo[];
  /** The host's seat (who presses Play and seats computers). */
  host: Seat;
  variation: Variation;
  level: Level;
  /** `waiting` for Play; `playing`; `over` once the game has ended. */
  stage: 'waiting' | 'playing' | 'over';
  /** Your seat; null when you watch. */
  you: Seat | null;
  /** How many watch. */
  watchers: number;
  /** Seconds each person has for a move; 0: no clock. */
  turnSeconds: number;
}

/** One step of the game as your seat sees it (a game's view, action and event types; Thirty-One's unless named). */
export interface GameMessage<V = ThirtyOneView, A = ThirtyOneAction, E = ThirtyOneEvent> {
  /** What happened (public facts only); empty for the first view after joining or coming back. */
  events: E[];
  /** The move that caused them, and whose; null for a deal or a resend. */
  move: { seat: Seat; action: A } | null;
  /** Your seat's view, or a watcher's (no hand) after the move. */
  view: V;
  /** Your legal actions when it is your turn, else empty. */
  legal: A[];
}

export interface ChatMessage {
  from: string;
  text: string;
  /** The server's clock, ms since the epoch. */
  at: number;
}

/** Why a message of yours was refused, in words for the player. */
export interface RefusedMessage {
  reason: string;
  /** The type of the message refused. */
  of: string;
}

/** Something the table should know: a player left, a computer took over, a seat waits. */
export interface NoticeMessage {
  text: string;
}

/**
 * The whole game, sent to everyone once it is over (nothing in it is hidden
 * any more): the seed it was dealt from, shown as at the kiosk, and every
 * action, so a kiosk can play it back with every hand face up.
 */
export interface RecordMessage<A = ThirtyOneAction> {
  seed: number;
  players: number;
  variation: Variation;
  actions: A[];
}

/** The person at `seat` has `seconds` left to move (sent for the last few seconds). */
export interface ClockMessage {
  seat: Seat;
  seconds: number;
}

export interface ServerMessages<V = ThirtyOneView, A = ThirtyOneAction, E = ThirtyOneEvent> {
  table: TableMessage;
  clock: ClockMessage;
  game: GameMessage<V, A, E>;
  record: RecordMessage<A>;
  chat: ChatMessage;
  refused: RefusedMessage;
  notice: NoticeMessage;
}

/** What the lobby lists of each open game (the room's Colyseus metadata). */
export interface RoomListing {
  host: string;
  variation: Variation;
  /** Seats taken by persons and computers. */
  taken: number;
  seats: number;
  stage: TableMessage['stage'];
}
