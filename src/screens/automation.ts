// What `window.parlour.snapshot()` returns on each screen (DESIGN.md,
// "Automation hooks"): plain JSON, described for the browser tests, the
// benchmark and the screens themselves. Types only: nothing here runs.
//
// Here: the shell's screens, and each screen's snapshot by its id. A game's
// own snapshot is typed in its folder (`hearts/hearts-snapshot.ts`, ...) on
// the parts every game shares (`game-snapshot.ts`, re-exported here).
//
// A screen's snapshot is the contract automation reads; the screens' own
// state types stay private to them, so the shapes are spelled out rather
// than borrowed, and the compiler checks the two agree where a screen is
// typed against its snapshot.

import type { GameId } from '../engine/catalog';
import type { CourtSnapshot } from './court/court-snapshot';
import type { EuchreSnapshot } from './euchre/euchre-snapshot';
import type { GallerySnapshot } from './gallery';
import type { TablePlay } from './game-snapshot';
import type { HeartsSnapshot } from './hearts/hearts-snapshot';
import type { PatienceSnapshot } from './patience/patience-snapshot';
import type { ControlInfo } from './screen';
import type { ThirtyOneSnapshot } from './thirtyone/thirtyone-snapshot';

export type { MenuPlaces, Point, Rect, ReplaySnapshot, SessionSnapshot, TablePlay, WindowSnapshot } from './game-snapshot';

// ---- the shell ----

/** Every shell screen (title, select, hall of fame, operator) reports these. */
export interface ShellSnapshot {
  /** The controls that can be reached now, with their places on the frame. */
  controls: ControlInfo[];
  /** The prompt line along the bottom, in the words of the device last used. */
  prompt: string;
  /** The Help box (F1 / Select) is open. */
  help: boolean;
}

/** 'boot': the progress bar while the stage, the fonts and the records are made ready. */
export interface BootSnapshot {
  /** 0 to 1. */
  progress: number;
  step: string;
  controls: [];
}

/** 'title'. */
export interface TitleSnapshot extends ShellSnapshot {
  /** What went wrong with the records, in plain words; empty when nothing did. */
  notices: string[];
  /** The records live in IndexedDB (false: in memory only). */
  persistent: boolean;
}

/** 'select': the installed games, in the order shown. */
export interface SelectSnapshot extends ShellSnapshot {
  games: string[];
}

/** One row of a high-score table as the Hall of Fame shows it. */
export interface HallOfFameRow {
  /** 1 for the best score. */
  rank: number;
  name: string;
  score: number;
  /** What the game noted with it ("3 rounds"); empty when nothing. */
  detail: string;
  /** As shown: "23 Nov 2026". */
  date: string;
}

/** 'hall-of-fame'. */
export interface HallOfFameSnapshot extends ShellSnapshot {
  /** The game whose table is shown. */
  game: string | null;
  /** Which of its tables: where the records keep it ("court-expert"). */
  board: string | null;
  /** The window's caption: the game and which table. */
  title: string | null;
  /** The line saying what the score is. */
  caption: string | null;
  rows: HallOfFameRow[];
  loading: boolean;
  /** "No scores yet. Be the first!", or why the table could not be read. */
  message: string | null;
}

/** The kiosk's options as the operator menu shows them: never the PIN. */
export interface OperatorOptions {
  volume: number;
  muted: boolean;
  scaleMode: 'integer' | 'fit';
  crt: boolean;
  idleTimeoutSeconds: number;
  attractAfterSeconds: number;
  /** The game server for network play; '' for the one the kiosk was served from. */
  gameServer: string;
}

/** 'operator': the PIN pad, then the settings. */
export interface OperatorSnapshot extends ShellSnapshot {
  locked: boolean;
  /** Digits typed into the PIN pad so far. */
  entered: number;
  /** Wrong PINs in a row, kept across restarts until the right one. */
  wrongTries: number;
  /** Seconds before the PIN pad checks another PIN (after wrong ones); 0 when it checks one now. */
  waitSeconds: number;
  /** The PIN pad's line ("Wrong PIN. Try again in 2 s."); empty once unlocked. */
  message: string;
  options: OperatorOptions;
  /** The open message box's title. */
  dialog: string | null;
  /** What the last export, import, reset or PIN change said. */
  report: string;
}

/** 'attract': the card cascade, then computer players at a game. */
export interface AttractSnapshot {
  /** Animation steps taken. */
  steps: number;
  /** Cards stamped into the trail. */
  trail: number;
  /** 'cascade', the id of the game being shown, or 'hall-of-fame'. */
  act: string;
  /** The demonstration game's progress, while one is shown. */
  demo: { phase?: string; handNumber?: number; table?: TablePlay[]; round?: number } | null;
  /** The Hall of Fame table shown, during its turn. */
  fame: string | null;
  controls: [];
}

// ---- the widget gallery (widgets.html) ----

export type { GallerySnapshot } from './gallery';

/** Each game's snapshot by the game's id. */
export interface GameSnapshots {
  hearts: HeartsSnapshot;
  euchre: EuchreSnapshot;
  thirtyone: ThirtyOneSnapshot;
  court: CourtSnapshot;
  patience: PatienceSnapshot;
}

/** A game's snapshot by its id; a game of the catalog (`GameId`) missing above stops the build here. */
export type GameSnapshot<Id extends GameId> = GameSnapshots[Id];

/** Each screen's snapshot by the screen's id (`window.parlour.screen`). */
export interface ScreenSnapshots extends GameSnapshots {
  boot: BootSnapshot;
  title: TitleSnapshot;
  attract: AttractSnapshot;
  select: SelectSnapshot;
  'hall-of-fame': HallOfFameSnapshot;
  operator: OperatorSnapshot;
  gallery: GallerySnapshot;
}

export type ScreenId = keyof ScreenSnapshots;
