// What the Hearts table reports to automation (`?test`, `automation.ts`):
// types only.

import type { Card } from '../../engine/cards';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { HeartsOptions, PassDirection } from '../../engine/hearts';
import type { SessionSnapshot, TablePlay, WindowSnapshot } from '../game-snapshot';
import type { SeatPlan } from '../table/seat-plan';

/** A player's Hearts statistics. */
export interface HeartsStatsSnapshot {
  games: number;
  wins: number;
  hands: number;
  points: number;
  moons: number;
  queens: number;
}

/** 'hearts' (also the attract loop's demonstration). */
export interface HeartsSnapshot extends WindowSnapshot, SessionSnapshot {
  /** 'starting' until the first deal. */
  phase: 'starting' | 'pass' | 'play' | 'over';
  toAct: Seat | null;
  /** Nobody at the cabinet is asked to act: a computer is thinking or cards are moving. */
  busy: boolean;
  /** Cards received in the pass stand up until OK is pressed. */
  waitingForOk: boolean;
  hand: Card[];
  /** Cards chosen to pass. */
  chosen: Card[];
  /** The cards the player may play now; empty when it is not the player's play. */
  legal: Card[];
  table: TablePlay[];
  scores: number[];
  /** Each finished hand's points, by seat. */
  history: number[][];
  handNumber: number;
  passDirection: PassDirection | null;
  /** The Rules menu as set: they apply from the next game. */
  options: HeartsOptions;
  /** The rules of the game being played. */
  gameOptions: HeartsOptions | null;
  level: Level;
  /** The seated person's statistics against the computers, every level together. */
  stats: HeartsStatsSnapshot | null;
  /** The seated person's statistics at each kind of table: each level of the computers, and people only. */
  tables: Record<'novice' | 'intermediate' | 'expert' | 'people', HeartsStatsSnapshot> | null;
  player: string | null;
  /** The four seats' names, the player's first. */
  names: string[];
  /** Who sits at each seat of the game at the table (a computer at its level, or a person with their pad). */
  seating: SeatPlan[];
  /** What the game at the table counts as in the records: a level of the computers, or 'people' only; null before the first deal. */
  kind: Level | 'people' | null;
  /** The seat drawn at the bottom, whose hand `hand` is (when face up): a network game's own seat. */
  viewer: Seat;
  /** The person asked to act now, if any. */
  waiting: Seat | null;
  /** The seat whose person alone may act now (the one asked, or the one seeing the cards passed to them). */
  acting: Seat | null;
  /** The cover is up between people's turns: no hand is face up. */
  covered: boolean;
  /** The cover's words while it is up. */
  cover: string | null;
  /** A network game shown at this table: your seat (null: watching), the status line's notice, the chat. */
  network: { you: Seat | null; notice: string; unread: number; chat: string[] } | null;
  /** Why the last card was refused; empty when none was. */
  message: string;
  status: string;
  /** The card of the hand drawn with the focus marks, if any. */
  marked?: Card | null;
  outcome: Outcome | null;
}
