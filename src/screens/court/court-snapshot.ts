// What the Court table reports to automation (`?test`; `automation.ts` maps
// the screen's id to the type here), built from the window and its
// controls, the session, the view of the seat at the bottom (its cards only
// while they lie face up), who sits where and whose turn it is, the settings
// and records in use, the tournament, the network game, and the words on
// the table.

import type { Card } from '../../engine/cards';
import type { CourtAction, CourtView } from '../../engine/court';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { Focusable } from '../../renderer/widgets';
import type { NamedControl } from '../controls';
import type { SessionSnapshot, TablePlay, WindowSnapshot } from '../game-snapshot';
import type { HandCard } from '../table/hand-card';
import type { SeatPlan } from '../table/seat-plan';
import type { CourtRecords } from './court-records';
import type { CourtSettings } from './court-menus';
import type { CourtTable } from './court-table';
import type { Tournament } from './tournament';
import type { NetworkTally } from '../net/network-tally';

/** A network game at the table: the seat here (null: watching), the last word, and the chat. */
export interface CourtNetworkSnapshot {
  you: Seat | null;
  notice: string;
  unread: number;
  chat: string[];
}

/** The Court's settings (Options and Difficulty menus). */
export interface CourtSettingsSnapshot {
  quickPlay: boolean;
  ruleCues: boolean;
  mustFollowSuit: boolean;
  /** Which card back, 0 upwards. */
  back: number;
  level: Level;
  /** The last table set up in the Players dialog; absent: you against the computer. */
  seating?: { seats: SeatPlan[] };
}

/** One level's line in a player's History. */
export interface CourtLevelRecord {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  points: number;
  difference: number;
  rounds: number;
  bonusPoints: number;
}

export interface CourtLegend {
  name: string;
  spread: number;
  /** ISO timestamp. */
  date: string;
}

export interface CourtTournamentSnapshot {
  level: Level;
  players: string[];
  decks: Card[][];
  seed: number;
  /** Each player's difference to the computer; null until played. */
  results: (number | null)[];
  /** Who was playing when it began: normal play goes on as them. */
  host: string | null;
}

/** 'court'. */
export interface CourtSnapshot extends WindowSnapshot, SessionSnapshot {
  phase: 'starting' | 'draw' | 'play' | 'bonus' | 'over';
  toAct: Seat | null;
  busy: boolean;
  /** The drawn card has been turned over. */
  revealed: boolean;
  /** The card the bottom's player is drawing, while their cards lie face up. */
  drawn: Card | null;
  /** The bottom's hand while it lies face up; empty while it is face down. */
  hand: Card[];
  /** The legal actions of the person playing, once their cards show; empty otherwise. */
  legal: CourtAction[];
  /** The seat drawn at the bottom: seat 0, or with two people the one playing (or who played last). */
  viewer: Seat;
  /** The person asked to act now, if any. */
  waiting: Seat | null;
  /** The bottom's cards lie face down (two people, between their turns). */
  faceDown: boolean;
  /** The cover's words while it is up (the person named is to show their cards); null when it is down. */
  cover: string | null;
  /** Both seats' names, in seat order. */
  names: string[];
  /** Who sits at each seat of the game at the table. */
  seating: SeatPlan[];
  /** Two people play each other. */
  headToHead: boolean;
  table: TablePlay[];
  scores: number[];
  round: number;
  turn: number;
  settings: CourtSettingsSnapshot;
  /** Must Follow Suit in the game being played. */
  mustFollowSuit: boolean | null;
  player: string | null;
  /** The seated player's History per level, and head to head. */
  history: (Record<Level, CourtLevelRecord> & { headToHead: CourtLevelRecord }) | null;
  legends: Record<Level, CourtLegend[]>;
  /** The seated player's network games at this kiosk (counted apart from the History); null for a guest. */
  networkTally: NetworkTally | null;
  tournament: CourtTournamentSnapshot | null;
  /** The network game shown at the table; null for the kiosk's own. */
  network: CourtNetworkSnapshot | null;
  /** The score panel's lines: totals, bonus points played, round and turn, a tournament's place. */
  panel: string;
  /** The names under the two cards of the turn: [the bottom's (yours), the top's (the computer's)]; empty with no card. */
  tableLabels: [string, string];
  /** The Rule Cue Card: what the last turn did, and its rule. */
  cue: string;
  status: string;
  message: string;
  outcome: Outcome | null;
}

export interface CourtSnapshotParts {
  window: WindowSnapshot;
  session: SessionSnapshot & Pick<CourtSnapshot, 'toAct' | 'busy' | 'player' | 'message' | 'outcome'>;
  view: CourtView | null;
  /** The view's cards lie face down: neither its hand nor its drawn card is reported. */
  faceDown: boolean;
  seats: Pick<CourtSnapshot, 'viewer' | 'waiting' | 'names' | 'seating' | 'headToHead'>;
  legal: readonly CourtAction[];
  revealed: boolean;
  settings: CourtSettings;
  records: CourtRecords;
  tournament: Tournament | null;
  table: CourtTable;
  network: CourtNetworkSnapshot | null;
}

/** The table's own controls, as automation knows them. */
export function courtControls(table: CourtTable, deck: Focusable, hand: readonly HandCard[], tournament: boolean): NamedControl[] {
  return [
    { id: 'deck', label: 'Deck', item: deck },
    { id: 'keep', label: 'Keep', item: table.keep },
    { id: 'discard', label: 'Discard', item: table.discard },
    ...hand.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
    ...(tournament ? [{ id: 'cancel-tournament', label: 'Cancel Tournament', item: table.cancelTournament }] : []),
    ...(table.chat.visible ? [{ id: 'chat', label: table.chat.label, item: table.chat }] : []),
    { id: 'show-cards', label: table.cover.button.label, item: table.cover.button },
  ];
}

export function courtSnapshot({ window, session, view, faceDown, seats, legal, revealed, settings, records, tournament, table, network }: CourtSnapshotParts): CourtSnapshot {
  return {
    ...window,
    ...session,
    ...seats,
    phase: view?.phase ?? 'starting',
    revealed,
    drawn: faceDown ? null : (view?.drawn ?? null),
    hand: faceDown ? [] : (view?.hand ?? []),
    faceDown,
    cover: table.coverText,
    legal: legal.slice(),
    table: view?.table ?? [],
    scores: view?.scores ?? [],
    round: view?.round ?? 0,
    turn: view?.turn ?? 0,
    settings,
    mustFollowSuit: view?.options.mustFollowSuit ?? null,
    history: records.history,
    legends: records.legends,
    networkTally: records.network,
    tournament: tournament && { ...tournament, host: tournament.host ?? null },
    network,
    panel: table.panelText,
    tableLabels: table.turnLabels,
    cue: table.cueLine,
    status: table.statusText,
  };
}
