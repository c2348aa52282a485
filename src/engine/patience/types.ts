// Chinese Patience: actions and state, plain JSON.

import type { Card } from '../cards';
import type { Seat, View } from '../game';
import type { Rng } from '../rng';

export type PatienceOptions = Record<string, never>;

export type PatienceAction =
  | { type: 'twist' }
  | { type: 'move'; from: number; to: number }
  | { type: 'move-pile'; from: number; to: number }
  | { type: 'finish' };

export type PatiencePhase = 'play' | 'over';

export interface PatienceState {
  rng: Rng;
  decks: Card[][];
  phase: PatiencePhase;
  toAct: Seat;
  /** Face-down cards per seat, top card first. */
  stock: Card[][];
  /**
   * Per seat, whether its deck is its discard pile turned over (RULES.md,
   * "An empty deck"): both players saw that pile face up, so the deck's
   * order is no secret until it runs out, and then the next one is again a
   * pile turned over.
   */
  turnedOver: boolean[];
  /** Each seat's discard pile (its pile 0, the other's pile 9), bottom first. */
  discard: Card[][];
  /** Piles 1-8 as everyone sees them, bottom first: index 0 is pile 1. */
  piles: Card[][];
  /** The card twisted this turn that must be moved before the next twist, or null. */
  twisted: Card | null;
  /** Seats that have had their first turn (which must begin with a twist). */
  started: boolean[];
  /** Turns in a row that ended without a new low in the cards both players hold (a blocked game ends, RULES.md). */
  idleTurns: number;
  /** The fewest cards both players together have held at the end of a turn. */
  fewestHeld: number;
  turn: number;
  /** Points won this game: the winner scores the cards left in the loser's hand. */
  scores: [number, number];
}

/** What `seat` sees: the piles as it numbers them, its own discard pile as its hand, how many cards each stock holds and the order of those made from a turned-over pile. */
export interface PatienceView extends View {
  seat: Seat;
  toAct: Seat | null;
  turn: number;
  /** Piles 0-9 as this seat numbers them, bottom first. */
  piles: Card[][];
  /** Face-down cards left: this seat's, the other's. */
  stock: [number, number];
  /**
   * Each deck's cards, top card first, when both players know them: a deck
   * made by turning a discard pile over, whose order both saw face up; null
   * for a deck as dealt, which nobody has seen. This seat's, the other's.
   */
  knownStock: [Card[] | null, Card[] | null];
  twisted: Card | null;
  started: boolean;
}
