// Hearts Deluxe: the options of the Rules menu, the actions, the state.
// Everything is plain JSON so a game can be saved, replayed and sent to a Worker.

import type { Card } from '../cards';
import type { Seat, View } from '../game';
import type { Rng } from '../rng';
import type { Play } from '../tricks';

export interface HeartsOptions {
  /** The jack of diamonds is worth -10. */
  jackOfDiamonds: boolean;
  /** The queen of spades is worth +13. */
  queenOfSpades: boolean;
  /** -5 for a hand in which a player takes no points (see RULES.md). */
  noTrickBonus: boolean;
  /** The lead of each hand's first trick goes round the table instead of to the two of clubs. */
  rotateLead: boolean;
  /** Every hand is a keeper. */
  noPassing: boolean;
  /** Whoever holds the two of clubs must open the first trick with it (see RULES.md for Rotate Lead). */
  twoOfClubsLeads: boolean;
  /** Hearts and the queen may be played on the first trick. */
  bleedOnFirstTrick: boolean;
  /** Playing the queen of spades does not break hearts. */
  queenIsNotAHeart: boolean;
  /** The game ends after the hand in which someone goes over this total. */
  pointLimit: number;
}

export const DEFAULT_OPTIONS: HeartsOptions = {
  jackOfDiamonds: true,
  queenOfSpades: true,
  noTrickBonus: false,
  rotateLead: false,
  noPassing: false,
  twoOfClubsLeads: false,
  bleedOnFirstTrick: false,
  queenIsNotAHeart: false,
  pointLimit: 100,
};

export type PassDirection = 'left' | 'right' | 'across' | 'keeper';

export type HeartsAction = { type: 'pass'; cards: Card[] } | { type: 'play'; card: Card };

export type HeartsPhase = 'pass' | 'play' | 'over';

export interface HeartsState {
  options: HeartsOptions;
  rng: Rng;
  /** Stacked decks still to deal, top card first. */
  decks: Card[][];
  phase: HeartsPhase;
  /** 1 for the first hand of the game. */
  handNumber: number;
  passDirection: PassDirection;
  /** Each seat's cards, in deck order (clubs, diamonds, hearts, spades; two to ace). */
  hands: Card[][];
  /** The three cards each seat chose to pass this hand (they stay in the hand until the exchange). */
  passed: (Card[] | null)[];
  /** The three cards each seat received this hand. */
  received: (Card[] | null)[];
  /** The trick on the table, in play order. */
  table: Play[];
  /** Who led (or leads) the trick on the table. */
  leader: Seat;
  /** 1 to 13. */
  trickNumber: number;
  heartsBroken: boolean;
  /** Cards won in tricks this hand, per seat. */
  taken: Card[][];
  /** Cards each seat has played this hand, in order: public, the table saw them. */
  played: Card[][];
  /** The last completed trick, for the screen to show after it is gathered. */
  lastTrick: { plays: Play[]; winner: Seat } | null;
  /** Running game totals. */
  scores: number[];
}

/** What `seat` sees: its own hand and what the table showed, never another seat's cards. */
export interface HeartsView extends View {
  phase: HeartsPhase;
  seat: Seat;
  toAct: Seat | null;
  handNumber: number;
  trickNumber: number;
  passDirection: PassDirection;
  /** Cards each seat passes this hand: none on a keeper hand. */
  passCount: number;
  /** Where this seat's pass goes; null on a keeper hand. */
  passTo: Seat | null;
  /** Whose pass this seat receives; null on a keeper hand. */
  passFrom: Seat | null;
  /** Which seats have chosen their pass (not what they chose). */
  hasPassed: boolean[];
  /** This seat's three cards, once chosen. */
  passed: Card[] | null;
  /** The three cards this seat received, after the exchange. */
  received: Card[] | null;
  table: Play[];
  leader: Seat;
  heartsBroken: boolean;
  lastTrick: { plays: Play[]; winner: Seat } | null;
  /** Cards in each seat's hand. */
  handSizes: number[];
  /** Every card each seat has played this hand, in order. */
  played: Card[][];
  /** The cards each seat has won in tricks this hand. */
  taken: Card[][];
  /** Card points taken so far this hand (before the moon and the no-trick bonus). */
  pointsThisHand: number[];
  options: HeartsOptions;
}
