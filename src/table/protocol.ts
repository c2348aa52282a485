// What the kiosk and the game server say to each other in a network game,
// shared by both ends so they cannot drift apart. Colyseus carries it: the
// room types (one for each game, named by its id), the options a client
// joins with, the listing the lobby shows, and the messages each way. The
// server checks every message it receives against these schemas, and a
// game's options and moves against the game itself; a message that fails
// is refused with a reason, to its sender alone.

import * as v from 'valibot';
import type { GameId } from '../engine/catalog';
import type { Level, Seat } from '../engine/game';
import type { ThirtyOneAction, ThirtyOneEvent, ThirtyOneOptions, ThirtyOneView, Variation } from '../engine/thirtyone';
import { NameSchema } from './names';

/** A game's Colyseus room type is its id (`POST /matchmake/create/hearts`, `.../joinOrCreate/thirtyone`). */
export type RoomType = GameId;
/** Colyseus' own lobby room, which lists the open games of every game live. */
export const LOBBY_TYPE = 'lobby';

/** The most seats any game has. */
export const MAX_SEATS = 4;
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

/** A seat at a table of any game. */
const SeatSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1));

export const VariationSchema = v.picklist(['regular', 'van-eer-maas'] satisfies Variation[]);
export const LevelSchema = v.picklist(['novice', 'intermediate', 'expert'] satisfies Level[]);

/** A word of a move (a card, a suit, a type): short and printable. */
const MoveWord = v.pipe(v.string(), v.maxLength(16), v.regex(/^[\x21-\x7e]*$/));
/** A field of a move: a word, a small whole number, yes or no, or a few words (the cards of a pass). */
const MoveField = v.union([MoveWord, v.pipe(v.number(), v.integer(), v.minValue(-99), v.maxValue(99)), v.boolean(), v.pipe(v.array(MoveWord), v.maxLength(4))]);
/** The most fields a move has. */
const MOVE_FIELDS = 4;

/**
 * A move as any game's are made: a flat object of a few short fields, one of
 * them its `type`. This bounds only its size and shape; the room takes a
 * move only when it is one of the game's legal moves now (`legalMatch`).
 */
export const MoveSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,12}$/)), MoveField),
  v.check((move) => Object.keys(move).length <= MOVE_FIELDS, 'Too many fields.'),
  v.check((move) => typeof move.type === 'string', 'A move has a type.'),
);
export type MoveMessage = v.InferOutput<typeof MoveSchema>;

/** Joining or creating a room: who you are and, creating, the game you host. */
export const JoinOptionsSchema = v.object({
  name: NameSchema,
  /** Watch the game rather than take a seat. */
  watch: v.optional(v.boolean()),
  /** The seat wanted (a side in Euchre: partners sit across); the lowest empty one when it is taken or not given. */
  seat: v.optional(SeatSchema),
  /** The host's options for the game, as the game takes them (checked against the game by its room). */
  options: v.optional(v.unknown()),
  /** Thirty-One's variation, as its hosts chose it before games had options (the same as `options.variation`). */
  variation: v.optional(VariationSchema),
  /** The level of the computers the host seats, and of any that take over a seat. */
  level: v.optional(LevelSchema),
  /** The host's turn clock, in seconds; 0 for none. */
  turnSeconds: v.optional(v.picklist(TURN_CLOCKS)),
});
export type JoinOptions = v.InferOutput<typeof JoinOptionsSchema>;

/** The options a host gave: the game's own, or a variation given alone as Thirty-One's hosts did before games had options; undefined for the game's standard ones. */
export function hostOptions(join: JoinOptions): unknown {
  return join.options ?? (join.variation === undefined ? undefined : { variation: join.variation });
}

/** The most characters a listing's summary of options may have: longer is not a summary the kiosk shows. */
export const SUMMARY_MAX = 100;

/** A summary of options from a server as a kiosk shows it: one too long, or in characters its fonts do not have, as none (a server of another version may say more). */
export function summaryOf(summary: unknown): string {
  return typeof summary === 'string' && summary.length <= SUMMARY_MAX && /^[ -~]*$/.test(summary) ? summary : '';
}

/** A variation among `options`, repeated beside them where Thirty-One's kiosks have always read it; nothing for options without one. */
export function variationOf(options: unknown): { variation?: Variation } {
  const read = v.safeParse(v.object({ variation: VariationSchema }), options);
  return read.success ? { variation: read.output.variation } : {};
}

// ---- client to server ----

/** Message types a client may send, with what each carries. */
export const CLIENT_MESSAGES = {
  /** The player's move. */
  action: MoveSchema,
  /** A chat line. */
  chat: v.strictObject({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_MAX), v.regex(CHAT_TEXT, 'Only letters, digits and punctuation.')) }),
  /** The host seats a computer at an empty seat before Play (null: empties it again). */
  fill: v.strictObject({ seat: SeatSchema, level: v.nullable(LevelSchema) }),
  /** A person moves to an empty seat before Play (to a side, in Euchre). */
  sit: v.strictObject({ seat: SeatSchema }),
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
  /** The game played at the table. */
  game: GameId;
  /** The host's options for it, as the game takes them. */
  options: unknown;
  /** Thirty-One's variation, at a table of Thirty-One. */
  variation?: Variation;
  /** The options in a few words (the game's `describe`), as the lobby lists them; a server before it sent none. */
  summary?: string;
  seats: SeatInfo[];
  /** Fewest players the game starts with (the seats not taken by then are empty, or computers where the game needs every seat). */
  minPlayers: number;
  /** The host's seat (who presses Play and seats computers). */
  host: Seat;
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
  /**
   * How many steps the game has shown everyone, this one included (a resend
   * names the last). The seats of one kiosk, on connections of their own, show
   * a step together by it; a server before it sent none.
   */
  step?: number;
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
export interface RecordMessage<A = ThirtyOneAction, O = unknown> {
  seed: number;
  players: number;
  /** The options the game was played by (a kiosk reads them as unknown, and checks them against the game's before playing the record back). */
  options: O;
  /** Thirty-One's variation, for a game of Thirty-One (as `options.variation`). */
  variation?: Variation;
  actions: A[];
}

/** The person at `seat` has `seconds` left to move (sent for the last few seconds). */
export interface ClockMessage {
  seat: Seat;
  seconds: number;
}

export interface ServerMessages<V = ThirtyOneView, A = ThirtyOneAction, E = ThirtyOneEvent, O = ThirtyOneOptions> {
  table: TableMessage;
  clock: ClockMessage;
  game: GameMessage<V, A, E>;
  record: RecordMessage<A, O>;
  chat: ChatMessage;
  refused: RefusedMessage;
  notice: NoticeMessage;
}

/** What the lobby lists of each open game (the room's Colyseus metadata). */
export interface RoomListing {
  game: GameId;
  /** The game's name, as the lobby lists it. */
  title: string;
  host: string;
  /** The host's options for the game. */
  options: unknown;
  /** Thirty-One's variation, for a game of Thirty-One. */
  variation?: Variation;
  /** The options in a few words (the game's `describe`), as the lobby lists them. */
  summary: string;
  /** Seats taken by persons and computers. */
  taken: number;
  seats: number;
  stage: TableMessage['stage'];
}
