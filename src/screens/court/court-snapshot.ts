// What the Court table reports to automation (`?test`; `automation.ts` maps
// the screen's id to the type here), built from the window and its
// controls, the session, the player's view of the game, the settings and
// records in use, the tournament, and the words on the table.

import type { Card } from '../../engine/cards';
import type { CourtAction, CourtView } from '../../engine/court';
import type { Level, Outcome, Seat } from '../../engine/game';
import type { SessionSnapshot, TablePlay, WindowSnapshot } from '../game-snapshot';
import type { CourtRecords } from './court-records';
import type { CourtSettings } from './court-menus';
import type { CourtTable } from './court-table';
import type { Tournament } from './tournament';

/** The Court's settings (Options and Difficulty menus). */
export interface CourtSettingsSnapshot {
  quickPlay: boolean;
  ruleCues: boolean;
  mustFollowSuit: boolean;
  /** Which card back, 0 upwards. */
  back: number;
  level: Level;
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
  drawn: Card | null;
  hand: Card[];
  /** The player's legal actions; empty when it is not the player's turn. */
  legal: CourtAction[];
  table: TablePlay[];
  scores: number[];
  round: number;
  turn: number;
  settings: CourtSettingsSnapshot;
  /** Must Follow Suit in the game being played. */
  mustFollowSuit: boolean | null;
  player: string | null;
  history: Record<Level, CourtLevelRecord> | null;
  legends: Record<Level, CourtLegend[]>;
  tournament: CourtTournamentSnapshot | null;
  /** The score panel's lines: totals, bonus points played, round and turn, a tournament's place. */
  panel: string;
  /** The names under the two cards of the turn: [yours, the computer's]; empty with no card. */
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
  legal: readonly CourtAction[];
  revealed: boolean;
  settings: CourtSettings;
  records: CourtRecords;
  tournament: Tournament | null;
  table: CourtTable;
}

export function courtSnapshot({ window, session, view, legal, revealed, settings, records, tournament, table }: CourtSnapshotParts): CourtSnapshot {
  return {
    ...window,
    ...session,
    phase: view?.phase ?? 'starting',
    revealed,
    drawn: view?.drawn ?? null,
    hand: view?.hand ?? [],
    legal: legal.slice(),
    table: view?.table ?? [],
    scores: view?.scores ?? [],
    round: view?.round ?? 0,
    turn: view?.turn ?? 0,
    settings,
    mustFollowSuit: view?.options.mustFollowSuit ?? null,
    history: records.history,
    legends: records.legends,
    tournament: tournament && { ...tournament, host: tournament.host ?? null },
    panel: table.panelText,
    tableLabels: table.turnLabels,
    cue: table.cueLine,
    status: table.statusText,
  };
}
