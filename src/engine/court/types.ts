// Affairs of the Court: options, actions and state, all plain JSON.

import type { Card } from '../cards';
import type { Seat, View } from '../game';
import type { Rng } from '../rng';

export interface CourtOptions {
  /** 3.2: the second player must follow suit when he can (on in the registered game). */
  mustFollowSuit: boolean;
  /**
   * Tournament Play: the game lasts exactly this many rounds (0: no limit,
   * play to zero as usual); a total at zero or below does not end it sooner,
   * and after the last round the higher total wins.
   */
  roundLimit: number;
}

export const DEFAULT_OPTIONS: CourtOptions = { mustFollowSuit: true, roundLimit: 0 };

export const STARTING_POINTS = 100;

export type CourtAction =
  | { type: 'keep' }
  | { type: 'discard' }
  | { type: 'play'; card: Card }
  | { type: 'bonus'; card: Card }
  /** Play no more bonus cards (5.3). */
  | { type: 'pass' };

export type CourtPhase = 'draw' | 'play' | 'bonus' | 'over';

export interface CourtPlay {
  seat: Seat;
  card: Card;
}

export interface SettledTurn {
  plays: CourtPlay[];
  winner: Seat;
  rule: string;
  before: [number, number];
  after: [number, number];
}

export interface CourtState {
  options: CourtOptions;
  rng: Rng;
  /** Stacked decks still to deal, top card first. */
  decks: Card[][];
  phase: CourtPhase;
  /** 1 for the first round. */
  round: number;
  /** Turns completed this round. */
  turn: number;
  scores: [number, number];
  /** Who drew first this round, and so leads its first turn (3.1). */
  firstDrawer: Seat;
  /** What is left of the deck, top card first. */
  deck: Card[];
  /** Who is drawing now. */
  drawer: Seat;
  /** The card the drawer is looking at. */
  drawn: Card | null;
  /** For the second card of a pair: whether the first was kept (2.231, 2.232); null on the first card. */
  firstKept: boolean | null;
  hands: Card[][];
  /** Cards each seat put aside while drawing: face down, its own secret. */
  setAside: Card[][];
  /** Cards each seat captured this round (4.223, 4.322, 4.323): both saw them go into the hand. */
  capturedBy: Card[][];
  /** Cards played and gone, and those an Affair cleared from the hands: everyone saw them. */
  gone: Card[];
  leader: Seat;
  table: CourtPlay[];
  lastTurn: SettledTurn | null;
  /** Bonus points played this game, per seat (5.2). */
  bonusPoints: [number, number];
  /** Who may play bonus cards now. */
  bonusSeat: Seat | null;
}

/** What one seat may know: its own hand and set-aside cards, and everything played. */
export interface CourtView extends View {
  phase: CourtPhase;
  seat: Seat;
  toAct: Seat | null;
  round: number;
  turn: number;
  /** The card this seat is drawing and looking at, or null. */
  drawn: Card | null;
  /** Who is drawing, and whether the first card of the pair went into the hand (the table sees that much). */
  drawing: { seat: Seat; firstKept: boolean | null } | null;
  deckSize: number;
  handSizes: number[];
  /** This seat's own cards put aside in the draw. */
  setAside: Card[];
  /** How many cards each seat has put aside face down: the table sees the piles grow. */
  asideSizes: number[];
  /** Played, and cleared by Affairs: seen by both. */
  gone: Card[];
  /** Cards the other player took by capture and still holds: seen going into his hand. */
  captured: Card[];
  leader: Seat;
  table: CourtPlay[];
  lastTurn: SettledTurn | null;
  bonusPoints: number[];
  bonusSeat: Seat | null;
  firstDrawer: Seat;
  options: CourtOptions;
}
