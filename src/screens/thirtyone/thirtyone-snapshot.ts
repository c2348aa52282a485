// What the Thirty-One table reports to automation (`?test`, `automation.ts`):
// types only.

import type { Card } from '../../engine/cards';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { ThirtyOneAction, ThirtyOnePhase } from '../../engine/thirtyone';
import type { SessionSnapshot, WindowSnapshot } from '../game-snapshot';

/** One seat at the Thirty-One table: a computer at its level, or a person with their pad (null: sharing the keyboard and mouse). */
export type ThirtyOneSeatPlan = { kind: 'computer'; level: Level } | { kind: 'person'; name: string | null; pad: number | null };

/** 'thirtyone' (also the attract loop's demonstration). */
export interface ThirtyOneSnapshot extends WindowSnapshot, SessionSnapshot {
  phase: 'starting' | ThirtyOnePhase;
  toAct: Seat | null;
  /** Nobody at the cabinet is asked anything: a computer is thinking or cards are moving. */
  busy: boolean;
  players: number;
  /** The seat whose cards may lie face up (the person playing, or the last to play). */
  viewer: Seat;
  /** The person asked to act, or null. */
  waiting: Seat | null;
  /** The panel that hides the hands between two people's turns is up. */
  covered: boolean;
  /** Its words while it is up. */
  cover: string | null;
  /** The table waits for Deal. */
  awaitingDeal: boolean;
  /** The viewer's cards as they lie face up (empty while covered). */
  hand: Card[];
  /** Every seat's cards drawn face up now: only the uncovered person's, or all at a round's end. */
  faceUp: Card[][];
  /** The pot as it lies (null: a face-down card of the dealer's extra set). */
  pot: (Card | null)[];
  /** Cards chosen for a change. */
  chosen: Card[];
  /** The legal actions of the person asked, if any. */
  legal: ThirtyOneAction[];
  /** Marks per seat. */
  scores: number[];
  out: Seat[];
  passed: Seat[];
  dealer: Seat | null;
  round: number;
  /** The viewer's points. */
  points: number;
  variation: 'regular' | 'van-eer-maas' | null;
  /** The round just ended, while it is shown. */
  roundEnd: { marked: Seat[]; points: number[]; line: string } | null;
  names: string[];
  seating: ThirtyOneSeatPlan[];
  /** A network game shown at this table: your seat (null: watching), the status line's notice, the chat. */
  network: { you: Seat | null; notice: string; unread: number; chat: string[] } | null;
  settings: { variation: 'regular' | 'van-eer-maas'; speed: 'slow' | 'medium' | 'fast'; back: number; names: string[]; seating: { seats: ThirtyOneSeatPlan[] } };
  stats: ThirtyOneStatsSnapshot | null;
  player: string | null;
  message: string;
  status: string;
  /** The card back drawn. */
  back: number;
  outcome: Outcome | null;
}

/** A player's Thirty-One statistics. */
export interface ThirtyOneStatsSnapshot {
  games: number;
  wins: number;
  rounds: number;
  marks: number;
  thirtyOnes: number;
  /** The points of every round's end, added up (the average is this over the rounds). */
  points: number;
}
