// Four-Handed Euchre: the options of the Game > Options dialog that change
// the rules, the actions, the state. Everything is plain JSON so a game can be
// saved, replayed and sent to a Worker or over a network.

import type { Card, Suit } from '../cards';
import type { Seat, View } from '../game';
import type { Rng } from '../rng';
import type { Play } from '../tricks';

export interface EuchreOptions {
  /** A lone maker's partner first hands over their best card, and the maker discards one (the original's default). */
  passBest: boolean;
  /** The dealer may not pass in the second round of bidding: no hand is thrown in (ours; see RULES.md). */
  stickTheDealer: boolean;
  /** Points a team needs to win: 10 in the manual. */
  target: number;
}

export const DEFAULT_OPTIONS: EuchreOptions = { passBest: true, stickTheDealer: false, target: 10 };

export type EuchreAction =
  /** Round 1, a player other than the dealer: the turned card's suit is trump, the dealer takes it. */
  | { type: 'order-up'; alone: boolean }
  /** Round 1, the dealer: takes the turned card, its suit trump. */
  | { type: 'pick-up'; alone: boolean }
  | { type: 'pass' }
  /** The dealer's discard after taking the turned card, or a lone maker's after Pass Best. */
  | { type: 'discard'; card: Card }
  /** Round 2: name a suit other than the turned-down card's. */
  | { type: 'call'; suit: Suit; alone: boolean }
  /** Pass Best: the lone maker's partner hands over one card. */
  | { type: 'give'; card: Card }
  | { type: 'play'; card: Card };

/**
 * `order`: round 1 of bidding, on the turned card; `call`: round 2, naming a
 * suit; `discard`: the dealer takes the turned card and puts one down;
 * `give`: Pass Best, the partner hands a card to the lone maker;
 * `lone-discard`: the lone maker puts one down; `play`: the tricks.
 */
export type EuchrePhase = 'order' | 'call' | 'discard' | 'give' | 'lone-discard' | 'play' | 'over';

/** One bid as the table heard it. */
export interface Bid {
  seat: Seat;
  /** 'pass', or how trump was made. */
  bid: 'pass' | 'order-up' | 'pick-up' | 'call';
  /** The suit made trump (order-up and pick-up: the turned card's). */
  suit: Suit | null;
  alone: boolean;
}

export interface EuchreState {
  options: EuchreOptions;
  rng: Rng;
  /** Stacked decks still to deal, top card first. */
  decks: Card[][];
  phase: EuchrePhase;
  /** 1 for the first hand of the game, counting hands thrown in. */
  handNumber: number;
  dealer: Seat;
  /** Each seat's cards, in the order received. */
  hands: Card[][];
  /** The turned card while it is still offered (round 1); null once taken or turned down. */
  upcard: Card | null;
  /** The card turned down after round 1: everybody saw it. */
  turnedDown: Card | null;
  /** The turned card once the dealer has taken it: everybody saw it go (whether it is later discarded stays secret). */
  takenUp: Card | null;
  /** The three cards under the turned card, never seen by anyone. */
  kitty: Card[];
  /** The dealer's discard (and the lone maker's after Pass Best): face down, known to whoever put it there. */
  discards: { seat: Seat; card: Card }[];
  /** The card a partner handed to the lone maker: known to the two of them. */
  given: { from: Seat; to: Seat; card: Card } | null;
  /** Bids this hand, in order. */
  bids: Bid[];
  trump: Suit | null;
  maker: Seat | null;
  alone: boolean;
  /** The lone maker's partner, who takes no part in the play. */
  sitting: Seat | null;
  /** The trick on the table, in play order. */
  trick: Play[];
  /** Who led (or leads) the trick on the table. */
  leader: Seat;
  /** Tricks taken this hand, by team (0: seats 0 and 2; 1: seats 1 and 3). */
  tricksWon: [number, number];
  /** Cards each seat has played this hand, in order: public. */
  played: Card[][];
  /** The last completed trick, for the screen to show after it is gathered. */
  lastTrick: { plays: Play[]; winner: Seat } | null;
  /** Team points, by team. */
  points: [number, number];
}

/** All that one seat may know, and nothing more (the contract's `view`). */
export interface EuchreView extends View {
  phase: EuchrePhase;
  seat: Seat;
  toAct: Seat | null;
  hand: Card[];
  /** Each seat's team points (seats 0 and 2 share one figure, 1 and 3 the other). */
  scores: number[];
  handNumber: number;
  dealer: Seat;
  /** The turned card while it is offered; null once taken or turned down. */
  upcard: Card | null;
  /** The card turned down after round 1, or null. */
  turnedDown: Card | null;
  /** The card the dealer took up this hand (public: everyone saw it go), or null. */
  takenUp: Card | null;
  /** Cards this seat itself put down this hand. */
  myDiscards: Card[];
  /** The Pass Best card, for its giver and its receiver only; null for the others or when none was given. */
  given: Card | null;
  /** Who gave a Pass Best card to whom (the card stays secret). */
  gave: { from: Seat; to: Seat } | null;
  bids: Bid[];
  trump: Suit | null;
  maker: Seat | null;
  alone: boolean;
  sitting: Seat | null;
  trick: { seat: Seat; card: Card }[];
  leader: Seat;
  /** Tricks taken this hand, by team (0: seats 0 and 2). */
  tricksWon: [number, number];
  /** Every card each seat has played this hand, in order. */
  played: Card[][];
  lastTrick: { plays: { seat: Seat; card: Card }[]; winner: Seat } | null;
  /** Cards in each seat's hand. */
  handSizes: number[];
  options: EuchreOptions;
}
