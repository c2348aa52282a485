// Thirty-One ("31 for Windows95"): the options that change the rules, the
// actions, the state and what one seat may see. Everything is plain JSON so a
// game can be saved, replayed and sent to a Worker or over a network.

import type { Card } from '../cards';
import type { Seat, View } from '../game';
import type { Rng } from '../rng';

/** `regular` is shown as "1" in the corner, `van-eer-maas` as "2". */
export type Variation = 'regular' | 'van-eer-maas';

export interface ThirtyOneOptions {
  variation: Variation;
}

export const DEFAULT_OPTIONS: ThirtyOneOptions = { variation: 'regular' };

export type ThirtyOneAction =
  /** The dealer keeps the hand dealt to him; the extra set goes face up as the pot. */
  | { type: 'hand' }
  /** The dealer takes the unseen extra set; his own hand goes face up as the pot. */
  | { type: 'pot' }
  /** Put `card` from the hand into the pot and take `potCard` from it. */
  | { type: 'change'; card: Card; potCard: Card }
  | { type: 'pass' }
  /** Swap the whole hand with the pot; the player passes with it. */
  | { type: 'take-pot' };

/** `choose`: the dealer's Hand or Pot; `play`: the turns; `over`: the game has ended. */
export type ThirtyOnePhase = 'choose' | 'play' | 'over';

/** One move of the round, as the whole table saw it. */
export type PublicMove =
  | { seat: Seat; type: 'hand' | 'pot' | 'pass' }
  /** `card` went from the hand into the pot, `potCard` from the pot into the hand. */
  | { seat: Seat; type: 'change'; card: Card; potCard: Card }
  /** `taken` came from the pot into the hand, `left` is the hand put down as the new pot. */
  | { seat: Seat; type: 'take-pot'; taken: Card[]; left: Card[] };

/** How a round ended and what it cost, without the cards (the round-end event shows those). */
export type RoundResult = {
  round: number;
  /** `thirty-one`: a player held 31; `passed`: the passes ran out. */
  reason: 'thirty-one' | 'passed';
  /** The seat that held 31, or null. */
  thirtyOne: Seat | null;
  /** Each seat's points at the end (0 for a seat out of the game before the round). */
  points: number[];
  /** Seats that took a mark. */
  marked: Seat[];
  /** van Eer-Maas: everyone would have taken a fourth mark, so nobody took one. */
  spared: boolean;
  /** Regular: seats that were first to three marks and stay in with an extra mark. */
  extraMark: Seat[];
  /** Seats that went out this round. */
  wentOut: Seat[];
};

export interface ThirtyOneState {
  options: ThirtyOneOptions;
  rng: Rng;
  /** Stacked decks still to deal, top card first. */
  decks: Card[][];
  players: number;
  phase: ThirtyOnePhase;
  /** 1 for the first round. */
  round: number;
  dealer: Seat;
  /** The seat to act; null once the game is over. */
  turn: Seat | null;
  /** Each seat's cards; empty for a seat that is out. */
  hands: Card[][];
  /** The face-down extra set while the dealer chooses; empty after. */
  extra: Card[];
  /** The face-up cards in the middle. */
  pot: Card[];
  /** The cards not dealt this round, never seen. */
  stock: Card[];
  /** Seats that passed this round (taking the pot included), in order. */
  passed: Seat[];
  /** This round's moves in order, all public. */
  moves: PublicMove[];
  /** Marks per seat. */
  marks: number[];
  /** The mark at which each seat goes out: 3 (4 after the regular extra mark), 4 in van Eer-Maas. */
  limits: number[];
  /** Regular: the extra mark for the first to three has been given. */
  extraGiven: boolean;
  /** Seats out of the game, in the order they went out. */
  out: Seat[];
  lastRound: RoundResult | null;
  /** The last player left, or null (with phase 'over': no winner). */
  winner: Seat | null;
}

/** All that one seat may know, and nothing more (the contract's `view`). */
export interface ThirtyOneView extends View {
  phase: ThirtyOnePhase;
  seat: Seat;
  toAct: Seat | null;
  players: number;
  variation: Variation;
  /** This seat's cards. */
  hand: Card[];
  /** This seat's hand value: the best suit's sum, 30.5 for three of a kind. */
  points: number;
  /** Marks per seat. */
  scores: number[];
  /** The mark at which each seat goes out. */
  limits: number[];
  round: number;
  dealer: Seat;
  /** The face-up pot; empty while the dealer chooses. */
  pot: Card[];
  /** Seats that passed this round, in order. */
  passed: Seat[];
  /** Seats out of the game. */
  out: Seat[];
  /** Cards in each seat's hand. */
  handSizes: number[];
  /** Cards each seat is known by the whole table to hold: taken from the pot and not put back. */
  known: Card[][];
  /** This round's moves, all public: what each seat took from and left in the pot. */
  moves: PublicMove[];
  lastRound: RoundResult | null;
  winner: Seat | null;
  options: ThirtyOneOptions;
}
