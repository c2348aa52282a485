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

/** What `seat` sees: the piles as it numbers them, its own discard pile as its hand, and how many cards each stock holds. */
export interface PatienceView extends View {
  seat: Seat;
  toAct: Seat | null;
  turn: number;
  /** Piles 0-9 as this seat numbers them, bottom first. */
  piles: Card[][];
  /** Face-down cards left: this seat's, the other's. */
  stock: [number, number];
  twisted: Card | null;
  started: boolean;
}
