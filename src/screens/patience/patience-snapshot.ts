// What the Chinese Patience screen reports to automation (`?test`,
// `automation.ts`): the snapshot's type, and what is read off the screen
// besides the game: the rows of cells as they read (the status line, the
// prompt, the menu line and where its keys are), and where each pile stands
// on the stage.

import type { Level, Outcome, Seat } from '../../engine/game';
import type { PatienceAction, PatienceView } from '../../engine/patience';
import { CELL, COLUMNS, MENU_ROW, PAPER_X, PAPER_Y, PROMPT_ROW, ROWS, type SpectrumScreen } from '../../renderer/widgets';
import type { Point, SessionSnapshot } from '../game-snapshot';
import { STATUS_ROW, SPOTS, cardCell } from './board-layout';

/** A pile under the gamepad cursor: 'bottom' takes a fanned pile whole. */
export interface PatienceCursor {
  pile: number;
  part: 'top' | 'bottom';
}

export interface PatienceFiguresSnapshot {
  won: number;
  lost: number;
  drawn: number;
  pointsFor: number;
  pointsAgainst: number;
  best: number;
}

/** The player's games against the computer, and apart from them those head to head. */
export interface PatienceStatsSnapshot extends PatienceFiguresSnapshot {
  people?: PatienceFiguresSnapshot;
}

/** 'patience'. */
export interface PatienceSnapshot extends SessionSnapshot {
  mode: 'tape' | 'menu' | 'players' | 'name' | 'page' | 'ask' | 'seating' | 'lobby' | 'host' | 'waiting' | 'chat' | 'play';
  /** The highlighted line of the menu or the player list. */
  menuAt: number | null;
  phase: 'starting' | 'play' | 'over';
  toAct: Seat | null;
  busy: boolean;
  view: PatienceView | null;
  /** The player's legal actions; empty when it is not the player's move. */
  legal: PatienceAction[];
  /** Keys typed so far of a move (M, P, digits). */
  entry: string[];
  /** The prompt line (row 22), the status line (row 0) and the menu line (row 23), as they read. */
  prompt: string;
  status: string;
  menuLine: string;
  /** The menu line's keys and where to click them. */
  menuKeys: (Point & { key: string })[];
  /** Every row of cells as it reads, top to bottom. */
  rows: string[];
  message: { text: string; error: boolean } | null;
  /** The computer's moves shown early because the player asked (Enter, A or a click during its turn). */
  hurried: number;
  /** When the last computer (or replayed) move was told, in ms of the table's frame time. */
  toldAt: number;
  /** The piles the last move took from ('deck' for a twist) and put onto, flashing; null when none is marked. */
  marks: { from: number | 'deck'; to: number } | null;
  cursor: PatienceCursor;
  /** Where each pile's label, top card and first card are. */
  places: { pile: number; label: Point; top: Point; bottom: Point }[];
  series: { games: number; totals: [number, number] } | null;
  /** The points of the game just finished: [the player's, the computer's]. */
  lastPoints: [number, number] | null;
  outcome: Outcome | null;
  /** The menu's settings; a new level waits for the next game; the last choice of players, once one was made. */
  settings: { level: Level; tape: boolean; players?: PatienceSnapshot['players'] };
  /** The level of the game being played. */
  level: Level;
  player: string | null;
  stats: PatienceStatsSnapshot | null;
  /** Who plays at seat 1: the computer (`second` null) or a second person here; and the pads each person plays with (null: the keyboard, the mouse and any free pad). */
  players: { firstPad: number | null; second: { name: string | null; pad: number | null } | null };
  /** Head to head, the two seats' names as the table shows them; null against the computer. */
  names: [string, string] | null;
  /** The seat the table is drawn for: the person playing or about to (head to head), else seat 0. */
  viewer: Seat;
  /** Between two people's turns, the cover's words (who takes the table, and how); null while it is not up. */
  cover: string[] | null;
  /** The border's colour name. */
  border: string;
  /**
   * The network game at the table, if one is on: the seat here (null:
   * watching), the network's last word, the chat (unread, and every message
   * as "NAME: TEXT"), whose turn it is, whether its end is asked on the
   * table, and the seed it was dealt from once the server has said.
   */
  network: {
    you: Seat | null;
    notice: string;
    unread: number;
    chat: string[];
    watching: boolean;
    ending: boolean;
    toAct: Seat | null;
    seed: number | null;
  } | null;
}

/** The middle of a cell, in stage pixels. */
function centre(row: number, col: number): Point {
  return { x: PAPER_X + col * CELL + CELL / 2, y: PAPER_Y + row * CELL + CELL / 2 };
}

/** What a row of cells reads. */
export function rowText(screen: SpectrumScreen, row: number): string {
  let text = '';
  for (let col = 0; col < COLUMNS; col++) text += screen.grid.cell(row, col)?.char ?? ' ';
  return text.trimEnd();
}

/** The status, prompt and menu lines of a Spectrum screen, and where the menu line's keys are. */
export function screenLines(screen: SpectrumScreen): { prompt: string; status: string; menuLine: string; menuKeys: ({ key: string } & Point)[]; rows: string[] } {
  return {
    rows: Array.from({ length: ROWS }, (_, row) => rowText(screen, row)),
    prompt: rowText(screen, PROMPT_ROW),
    status: rowText(screen, STATUS_ROW),
    menuLine: rowText(screen, MENU_ROW),
    menuKeys: screen.menuKeys.map((k) => ({ key: k.key, ...centre(MENU_ROW, k.col) })),
  };
}

/** Where each pile's number, top card and first card are. */
export function pilePlaces(view: PatienceView | null): { pile: number; label: Point; top: Point; bottom: Point }[] {
  return SPOTS.map((spot) => {
    const length = view?.piles[spot.pile]?.length ?? 0;
    const top = cardCell(spot.pile, spot.fanned ? Math.max(0, length - 1) : 0);
    return { pile: spot.pile, label: centre(spot.labelRow, spot.labelCol), top: centre(top.row, top.col), bottom: centre(spot.row, spot.col) };
  });
}
