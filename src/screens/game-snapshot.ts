// What every game's snapshot for automation (`automation.ts`) is made of,
// whichever game it is: places on the frame, the cards on the table, the
// table session's seed, replay and level, and a Windows window's controls
// and menus. Types only; each game's own snapshot, in its folder, builds on
// these.

import type { Card } from '../engine/cards';
import type { Level, Seat } from '../engine/game';
import type { ControlInfo } from './screen';

/** A place on the native frame, in native pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point on the native frame, in native pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A card lying on the table in front of a seat. */
export interface TablePlay {
  seat: Seat;
  card: Card;
}

/** The menu bar's titles and the open menu's items, placed on the frame. */
export interface MenuPlaces {
  titles: (Rect & { label: string })[];
  items: (Rect & { id: string; label: string })[];
}

/** A finished game being played back (`table/replay.ts`). */
export interface ReplaySnapshot {
  /** Moves shown so far. */
  position: number;
  /** Moves in the game. */
  length: number;
  /** Running by itself rather than step by step. */
  running: boolean;
}

/** What every game run by the table session reports. */
export interface SessionSnapshot {
  /** The seed the game on the table was dealt from; null before the first deal. */
  seed: number | null;
  replay: ReplaySnapshot | null;
  /** The level the game on the table is played and recorded at (the one in force when it began). */
  gameLevel: Level;
}

/** What every game in a Windows window reports the same way (`table/window-snapshot.ts`). */
export interface WindowSnapshot {
  /** The open dialog's controls, else the table's own. */
  controls: ControlInfo[];
  /** The open dialog's title. */
  dialog: string | null;
  /** Some modal is open (a dialog, a score sheet, "Still playing?"). */
  dialogOpen: boolean;
  menu: MenuPlaces | null;
  /** Menu items with a check mark, by id. */
  checked: string[];
  menuOpen: boolean;
  menuTitle: string | null;
  menuItem: string | null;
}
