// What the Euchre table reports to automation (`?test`; `automation.ts` maps
// the screen's id to the type here), built from the window and its
// controls, the session, the table as shown (which trails the engine while
// a move is shown), the settings and records in use, and the words on the
// table.

import type { Card, Suit } from '../../engine/cards';
import type { EuchreAction, EuchreOptions, EuchrePhase, EuchreView } from '../../engine/euchre';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { SessionSnapshot, TablePlay, WindowSnapshot } from '../game-snapshot';
import type { Decision } from '../../table/seats';
import type { SeatPlan } from '../table/seat-plan';
import type { Shown } from '../table/table-view';
import type { HandInfo } from './euchre-scene';
import { CARD_PHASES } from './euchre-scene';

/** A player's Euchre statistics. */
export interface EuchreStatsSnapshot {
  games: number;
  wins: number;
  hands: number;
  made: number;
  euchresSuffered: number;
  euchresInflicted: number;
  marches: number;
  loners: number;
}

/** 'euchre' (also the attract loop's demonstration). */
export interface EuchreSnapshot extends WindowSnapshot, SessionSnapshot {
  /** 'starting' until the first deal. */
  phase: 'starting' | EuchrePhase;
  toAct: Seat | null;
  /** A computer is thinking or cards are moving. */
  busy: boolean;
  /** Your hand as shown, in the order it is held. */
  hand: Card[];
  /** The cards you may pick now (to play, put down or give); empty when not asked for a card. */
  legal: Card[];
  /** The bidding buttons on the felt, by id: 'bid-order-up', 'bid-pick-up', 'bid-C'..'bid-S', 'bid-pass'. */
  bids: string[];
  table: TablePlay[];
  /** Each seat's team points. */
  scores: number[];
  /** Tricks taken this hand, by team (yours first). */
  tricksWon: [number, number];
  dealer: Seat | null;
  upcard: Card | null;
  trump: Suit | null;
  maker: Seat | null;
  alone: boolean;
  sitting: Seat | null;
  handNumber: number;
  /** How the last hand was scored, while it is shown. */
  handResult: string | null;
  /** A computer player's words in their popup. */
  talk: { seat: Seat; words: string } | null;
  /** The Options dialog's settings, kept for the cabinet. */
  settings: { options: EuchreOptions; level: Level; speed: 'slow' | 'medium' | 'fast'; voices: boolean; seating?: { seats: SeatPlan[] } };
  /** The rules of the game being played. */
  gameOptions: EuchreOptions | null;
  stats: EuchreStatsSnapshot | null;
  player: string | null;
  names: string[];
  /** The names by the hands as drawn: each player's bid through the bidding, the maker's for the hand. */
  labels: string[];
  message: string;
  status: string;
  marked: Card | null;
  /** The speech synthesiser: not loaded, loading, ready, or unavailable. */
  voices: 'idle' | 'loading' | 'ready' | 'unavailable';
  outcome: Outcome | null;
  /** The seat drawn at the bottom, whose hand `hand` is when shown: seat 0, or the person playing when several share the cabinet. */
  viewer: Seat;
  /** The person asked to act now, any seat; null while the computers play or cards move. */
  waiting: Seat | null;
  /** The cover is up between two people's turns: no hand lies face up. */
  covered: boolean;
  /** The cover's words while it is up. */
  cover: string | null;
  /** Who sits in each seat (a kept game from before: seat 0's person alone, the computers at the game's level). */
  seating: SeatPlan[];
  /** Seats people play. */
  people: Seat[];
  /** A network game shown at this table: your seat (null: watching), the status line's notice, the chat. */
  network: { you: Seat | null; notice: string; unread: number; chat: string[] } | null;
}

/** What the table adds to the parts of its snapshot: the seats and the cover. */
export type EuchreSeatsSnapshot = Pick<EuchreSnapshot, 'viewer' | 'waiting' | 'covered' | 'cover' | 'seating' | 'people' | 'network'>;

export interface EuchreSnapshotParts {
  window: WindowSnapshot;
  session: SessionSnapshot & Pick<EuchreSnapshot, 'toAct' | 'busy' | 'player' | 'message' | 'outcome'>;
  view: EuchreView | null;
  decision: Decision<EuchreView, EuchreAction> | null;
  shown: Shown;
  info: HandInfo | null;
  bids: readonly string[];
  rest: Pick<EuchreSnapshot, 'handResult' | 'talk' | 'settings' | 'stats' | 'names' | 'labels' | 'status' | 'voices'>;
  marked: Card | null;
}

export function euchreSnapshot({ window, session, view, decision, shown, info, bids, rest, marked }: EuchreSnapshotParts): Omit<EuchreSnapshot, keyof EuchreSeatsSnapshot> {
  return {
    ...window,
    ...session,
    ...rest,
    phase: view?.phase ?? 'starting',
    hand: shown.hand,
    legal: decision && CARD_PHASES.has(decision.view.phase) ? decision.legal.flatMap((a) => ('card' in a ? [a.card] : [])) : [],
    bids: bids.slice(),
    table: shown.table,
    scores: view?.scores ?? [],
    tricksWon: info?.tricksWon ?? [0, 0],
    dealer: info?.dealer ?? null,
    upcard: view?.upcard ?? null,
    trump: info?.trump ?? null,
    maker: info?.maker ?? null,
    alone: info?.alone ?? false,
    sitting: info?.sitting ?? null,
    handNumber: view?.handNumber ?? 0,
    gameOptions: view?.options ?? null,
    marked,
  };
}
