// What `window.parlour.snapshot()` returns on each screen (DESIGN.md,
// "Automation hooks"): plain JSON, described once here for the browser tests,
// the benchmark and the screens themselves. Types only: nothing here runs.
//
// A screen's snapshot is the contract automation reads; the screens' own
// state types stay private to them, so the shapes below are spelled out
// rather than borrowed, and the compiler checks the two agree where a screen
// is typed against its snapshot.

import type { Card, Suit } from '../engine/cards';
import type { CourtAction } from '../engine/court';
import type { Level, Outcome, Seat } from '../engine/game';
import type { EuchreOptions, EuchrePhase } from '../engine/euchre';
import type { ThirtyOneAction, ThirtyOnePhase } from '../engine/thirtyone';
import type { HeartsOptions, PassDirection } from '../engine/hearts';
import type { PatienceAction, PatienceView } from '../engine/patience';
import type { GallerySnapshot } from './gallery';
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

/** 'boot': the progress bar while fonts, card art, sounds and records load. */
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

// ---- games in a Windows window ----

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
  settings: { options: EuchreOptions; level: Level; speed: 'slow' | 'medium' | 'fast'; voices: boolean };
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
}

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

// ---- Chinese Patience on the Spectrum ----

/** A pile under the gamepad cursor: 'bottom' takes a fanned pile whole. */
export interface PatienceCursor {
  pile: number;
  part: 'top' | 'bottom';
}

export interface PatienceStatsSnapshot {
  won: number;
  lost: number;
  drawn: number;
  pointsFor: number;
  pointsAgainst: number;
  best: number;
}

/** 'patience'. */
export interface PatienceSnapshot extends SessionSnapshot {
  mode: 'tape' | 'menu' | 'players' | 'name' | 'page' | 'ask' | 'play';
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
  /** The menu's settings; a new level waits for the next game. */
  settings: { level: Level; tape: boolean };
  /** The level of the game being played. */
  level: Level;
  player: string | null;
  stats: PatienceStatsSnapshot | null;
  /** The border's colour name. */
  border: string;
}

// ---- the widget gallery (widgets.html) ----

export type { GallerySnapshot } from './gallery';

/** Each screen's snapshot by the screen's id (`window.parlour.screen`). */
export interface ScreenSnapshots {
  boot: BootSnapshot;
  title: TitleSnapshot;
  attract: AttractSnapshot;
  select: SelectSnapshot;
  'hall-of-fame': HallOfFameSnapshot;
  operator: OperatorSnapshot;
  hearts: HeartsSnapshot;
  euchre: EuchreSnapshot;
  thirtyone: ThirtyOneSnapshot;
  court: CourtSnapshot;
  patience: PatienceSnapshot;
  gallery: GallerySnapshot;
}

export type ScreenId = keyof ScreenSnapshots;
