// What the Hearts table reports to automation (`?test`, `automation.ts`):
// types only.

import type { Card } from '../../engine/cards';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { HeartsOptions, PassDirection } from '../../engine/hearts';
import type { SessionSnapshot, TablePlay, WindowSnapshot } from '../game-snapshot';

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
  /** A computer is thinking or cards are moving. */
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
  stats: HeartsStatsSnapshot | null;
  player: string | null;
  /** The four seats' names, the player's first. */
  names: string[];
  /** Why the last card was refused; empty when none was. */
  message: string;
  status: string;
  /** The card of the hand drawn with the focus marks, if any. */
  marked?: Card | null;
  outcome: Outcome | null;
}
