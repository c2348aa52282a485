// The network's pages as plain models: the lobby, which lists the open
// tables of every game as the Windows lobby does (those that can still be
// joined first) and answers Host, Join, Watch or back (or, asked first,
// going to another game's table to join or watch its game there), and the
// page a host chooses the computers' level and the turn clock on. A game is
// lit by its number, up and down, or a click on its rows; what a press does
// is here, the drawing in the modals.

import type { Level } from '../../engine/game';
import { variationSymbol } from '../../engine/thirtyone';
import type { OpenGame } from '../../net/game-link';
import { lineStep } from './line-page';
import { DEFAULT_TURN_SECONDS, TURN_CLOCKS, type TurnSeconds } from '../../table/protocol';
import { nextLevel } from './patience-settings';
import { type PageInput, type PageStep, askStep } from './menu-page';
import { type LobbyPick, type LobbyTable, NOTHING_CHOSEN, lobbyRefusal } from '../net/lobby-words';

export interface LobbyState {
  /** The games listed, in the lobby's order. */
  readonly games: readonly OpenGame[];
  /** The lit game. */
  readonly at: number;
  /** Whether the lobby hears the server: null while connecting. */
  readonly connected: boolean | null;
  /** Why the last press did nothing, or why the server is not heard; null when all is well. */
  readonly problem: string | null;
  /** The game chosen is another game's: the page asks whether to go to its table to join (or watch) it there. Null when it asks nothing. */
  readonly asking: { readonly game: OpenGame; readonly kind: LobbyPick } | null;
}

export type LobbyAnswer =
  | { kind: 'host' }
  | { kind: 'join' | 'watch'; game: OpenGame }
  /** Another game's table, joined (or watched) at that game's table: the person agreed to go there. */
  | { kind: 'elsewhere'; game: OpenGame; watch: boolean }
  | { kind: 'back' };

export const NEW_LOBBY: LobbyState = { games: [], at: 0, connected: null, problem: null, asking: null };

/** The row of the first game's two rows; games follow on every other pair. */
export const GAMES_ROW = 4;
/** How many games the page shows at once (the lit one always among them). */
export const GAMES_SHOWN = 8;

/** The first game shown, so the lit one is on the page. */
export function firstShown(state: Pick<LobbyState, 'games' | 'at'>): number {
  return Math.max(0, Math.min(state.at - GAMES_SHOWN + 1, state.games.length - GAMES_SHOWN));
}

/** The cells a game's row may take after its number. */
const ROW_CELLS = 29;

/** A game's two rows: which game (with the host's options in a few words where they fit), then whose it is and its seats; each fits its row. */
export function gameRows(game: OpenGame): [string, string] {
  const seats = game.stage === 'waiting' ? `${game.taken} OF ${game.seats} SEATS` : game.stage === 'playing' ? 'PLAYING' : 'OVER';
  const options = game.summary !== '' ? game.summary : game.variation === undefined ? '' : `variation ${variationSymbol(game.variation)}`;
  const full = options === '' ? game.title : `${game.title}, ${options}`;
  return [(full.length <= ROW_CELLS ? full : game.title).toUpperCase(), `${game.host.toUpperCase()}: ${seats}`];
}

/** Why `game` cannot be joined (or watched) from the lobby of `table`, in the lobby's words in capitals; null when it can (here, or at its own game's table). */
export function lobbyProblem(game: OpenGame | null, kind: LobbyPick, table: LobbyTable): string | null {
  const problem = game === null ? NOTHING_CHOSEN : lobbyRefusal(game, kind, table, 'W');
  return problem === null ? null : problem.toUpperCase();
}

/** The lobby's list changed: the same game stays lit where it is still open. */
export function listed(state: LobbyState, games: readonly OpenGame[]): LobbyState {
  const lit = state.games[state.at]?.roomId;
  const at = Math.max(0, games.findIndex((g) => g.roomId === lit));
  return { ...state, games, at, connected: true, problem: state.connected === false ? null : state.problem };
}

/**
 * Going to another game's table, asked on the lobby page: Y (Enter, A, or a
 * click on its key) goes, N (Esc, B) stays in the lobby. Yes is the default:
 * it loses nothing, the table's own game was left for the lobby and is kept.
 */
function goStep(state: LobbyState, asking: NonNullable<LobbyState['asking']>, input: PageInput): PageStep<LobbyState, LobbyAnswer> {
  const yes = askStep(input, false).answer;
  if (yes === undefined) return { state };
  return yes ? { state, answer: { kind: 'elsewhere', game: asking.game, watch: asking.kind === 'watch' }, sound: 'beep-high' } : { state: { ...state, asking: null }, sound: 'beep' };
}

/**
 * The lobby of `table`: a number or a click lights a game; H hosts; J
 * (Enter, A) joins the lit game and W (Y) watches it, a table of another
 * game the kiosk has once the person says to go there; Esc (B) goes back.
 */
export function lobbyStep(state: LobbyState, input: PageInput, table: LobbyTable): PageStep<LobbyState, LobbyAnswer> {
  if (state.asking !== null) return goStep(state, state.asking, input);
  const pick = (kind: LobbyPick): PageStep<LobbyState, LobbyAnswer> => {
    const game = state.games[state.at] ?? null;
    const problem = lobbyProblem(game, kind, table);
    if (problem !== null || game === null) return { state: { ...state, problem }, sound: 'beep-low' };
    if (game.game !== table.game) return { state: { ...state, problem: null, asking: { game, kind } }, sound: 'beep-high' };
    return { state, answer: { kind, game }, sound: 'beep-high' };
  };
  const light = (at: number | null): PageStep<LobbyState, LobbyAnswer> => (at === null || at < 0 || at >= state.games.length ? { state } : { state: { ...state, at, problem: null }, sound: 'beep' });
  switch (input.type) {
    case 'char': {
      const key = input.char.toUpperCase();
      if (key === 'H') return { state, answer: { kind: 'host' }, sound: 'beep-high' };
      if (key === 'J') return pick('join');
      if (key === 'W') return pick('watch');
      return /^[1-9]$/.test(key) ? light(Number(key) - 1) : { state };
    }
    case 'click': {
      const row = input.cell?.row ?? -1;
      return row < GAMES_ROW ? { state } : light(firstShown(state) + Math.floor((row - GAMES_ROW) / 2));
    }
    case 'press':
      break;
  }
  const n = state.games.length;
  switch (input.button) {
    case 'up':
    case 'down':
      return n === 0 ? { state } : light((state.at + (input.button === 'up' ? -1 : 1) + n) % n);
    case 'confirm':
      return pick('join');
    case 'x':
      return { state, answer: { kind: 'host' }, sound: 'beep-high' };
    case 'y':
      return pick('watch');
    case 'back':
      return { state, answer: { kind: 'back' } };
    default:
      return { state };
  }
}

// ---- hosting ----

export interface HostState {
  readonly level: Level;
  readonly clock: TurnSeconds;
  /** The lit line. */
  readonly at: number;
}

export type HostAnswer = { kind: 'host'; level: Level; turnSeconds: TurnSeconds } | { kind: 'back' };

export type HostLineId = 'open' | 'level' | 'clock';

export interface HostLine {
  id: HostLineId;
  key: string;
  label: string;
  value?: string;
}

/** A turn clock in words. */
export function clockName(seconds: number): string {
  if (seconds === 0) return 'NONE';
  return seconds % 60 === 0 ? `${seconds / 60} MINUTE${seconds === 60 ? '' : 'S'}` : `${seconds} SECONDS`;
}

export function newHost(level: Level): HostState {
  return { level, clock: DEFAULT_TURN_SECONDS, at: 0 };
}

export function hostLines(state: HostState): HostLine[] {
  return [
    { id: 'open', key: '1', label: 'OPEN THE TABLE' },
    { id: 'level', key: '2', label: 'COMPUTERS', value: state.level.toUpperCase() },
    { id: 'clock', key: '3', label: 'MOVE CLOCK', value: clockName(state.clock) },
  ];
}

/** The first line's row (after a blank), a line on every other row. */
const HOST_ROW = 3;

/** 1 (or Enter, A on line 1) opens the table; 2 and 3 (left and right on them) step the computers' level and the clock; Esc (B) goes back. */
export function hostStep(state: HostState, input: PageInput): PageStep<HostState, HostAnswer> {
  const lines = hostLines(state);
  const pick = (line: HostLine | undefined, step: 1 | -1 = 1): PageStep<HostState, HostAnswer> => {
    if (!line) return { state };
    const lit = { ...state, at: lines.indexOf(line) };
    if (line.id === 'open') return { state: lit, answer: { kind: 'host', level: state.level, turnSeconds: state.clock }, sound: 'beep-high' };
    if (line.id === 'level') return { state: { ...lit, level: nextLevel(state.level, step) }, sound: 'beep' };
    const at = TURN_CLOCKS.indexOf(state.clock);
    return { state: { ...lit, clock: TURN_CLOCKS[(at + step + TURN_CLOCKS.length) % TURN_CLOCKS.length] ?? DEFAULT_TURN_SECONDS }, sound: 'beep' };
  };
  return lineStep(state, input, { lines, at: state.at, firstRow: HOST_ROW, pick, steps: (line) => line.id !== 'open', back: { kind: 'back' } });
}
