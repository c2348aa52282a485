// The contract every game's rules meet (DESIGN.md, "The engine contract").
// A game is data plus pure functions: the kiosk's screens, the computer
// players, the property tests and the benchmark all drive the same object.
// Names here are imported by tests outside this repository: keep them stable.

import type { Card } from './cards';
import type { Result } from './result';

/** 0 is the kiosk's player; 1, 2, 3 follow to the left. */
export type Seat = number;

export interface Setup<O> {
  options?: Partial<O>;
  /** Where the game allows a choice (Thirty-One: 2-4). */
  players?: number;
  /** Same seed, same actions: the same game, bit for bit. */
  seed?: number;
  /** Stacked decks, one per deal, top card first; after the last, seeded shuffles take over. */
  decks?: Card[][];
}

export interface Outcome {
  scores: number[];
  winners: Seat[];
  draw: boolean;
}

/**
 * Something that happened, for the screen to animate and the sounds to mark.
 * Each game narrows this to a union of its own events, discriminated by `type`.
 */
export interface GameEvent {
  type: string;
  [detail: string]: unknown;
}

/** All that one seat may know, and nothing more. */
export interface View {
  /** Whose view it is (a watcher's: the seat it is drawn from). */
  seat: Seat;
  /** Whose turn it is; null between deals and at the end. */
  toAct: Seat | null;
  phase: string;
  hand: Card[];
  scores: number[];
  [more: string]: unknown;
}

/**
 * `V` and `E` are the game's own view and events, so a screen reads
 * `view.passCount` or switches on `event.type` without a cast; the defaults
 * keep `Game<S, A, O>` meaning any game with those state, action and options.
 */
export interface Game<S, A extends { type: string }, O, V extends View = View, E extends GameEvent = GameEvent> {
  /**
   * Its key in the catalog (catalog.ts), whose keys are the `GameId` union
   * ('hearts' | 'euchre' | 'thirtyone' | 'court' | 'patience'). The contract
   * does not name the games: every game imports it, and the catalog imports
   * every game.
   */
  readonly id: string;
  readonly title: string;
  readonly players: { min: number; max: number };
  readonly defaultOptions: O;
  setup(setup: Setup<O>): S;
  /** Who decides now; null once the game is over. */
  toAct(state: S): Seat | null;
  /** Every legal action of `toAct`; never empty before the end. */
  legal(state: S): A[];
  /** Pure: the input state is untouched. Throws `RuleError` for an illegal action. */
  apply(state: S, action: A): { state: S; events: E[] };
  view(state: S, seat: Seat): V;
  /** What someone watching the table sees: what every seat sees, and no seat's own cards. */
  watcherView(state: S): V;
  outcome(state: S): Outcome | null;
  /**
   * `value` (a kept game, a replay's, a message's) as a state of this game,
   * or the reason it is not one: its shape, and the game's own invariants
   * down to every card of its pack being in exactly one place.
   */
  validate(value: unknown): Result<S>;
}

/** An illegal action; the message is written for the player to read ("You must follow suit."). */
export class RuleError extends Error {
  override readonly name = 'RuleError';
}

export type Level = 'novice' | 'intermediate' | 'expert';

export type { Result } from './result';
