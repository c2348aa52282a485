// The lobby and the hosting page printed as Spectrum pages: the open tables
// of every game two rows each (whose game of which game, then its seats),
// the lit one in bright cyan, the connection above them and what was
// refused in red beneath, or, for another game's table, the question of
// going there under it; and the host's choice of the computers' level and
// the turn clock, set in place as the menu sets the level. The lobby's list
// changes live while it is up.

import type { Device } from '../../input/commands';
import type { OpenGame } from '../../net/game-link';
import { COLUMNS } from '../../renderer/widgets';
import type { PageInput } from './menu-page';
import { type LobbyTable, goThere } from '../net/lobby-words';
import { GAMES_SHOWN, type HostAnswer, type HostState, type LobbyAnswer, type LobbyState, firstShown, gameRows, hostLines, hostStep, listed, lobbyStep } from './net-lobby';
import { PAGE_LINES, type PageLine, choiceLine, choicePrompt, drawPage } from './patience-board';
import { type PageHost, SpectrumModal } from './spectrum-modal';
import { wrap } from './wrap';

/** The cells of a line after its leading space. */
const WIDTH = COLUMNS - 1;

/** The connection in words, the server's address when it fits. */
function connection(state: LobbyState, where: string): string {
  const at = where.replace(/^[a-z]+:\/\//i, '').toUpperCase();
  const fits = (long: string, short: string) => (long.length <= WIDTH ? long : short);
  if (state.connected === null) return fits(`CONNECTING TO ${at}...`, 'CONNECTING...');
  if (!state.connected) return 'NOT CONNECTED.';
  return fits(`CONNECTED TO ${at}`, 'CONNECTED.');
}

/** A game's two rows, after its number (1 to 9; none beyond), lit or not. */
function gameLines(game: OpenGame, n: number, lit: boolean): PageLine[] {
  const [whose, seats] = gameRows(game);
  return [choiceLine(` ${n >= 1 && n <= 9 ? n : ' '} ${whose}`, lit), { text: `   ${seats}`, ink: 'blue', paper: lit ? 'cyan' : 'white', bright: lit }];
}

/** The lobby's lines: the connection, then each game shown on two rows, then what was refused; or the game asked about and the question. */
export function lobbyLines(state: LobbyState, where: string): PageLine[] {
  const lines: PageLine[] = [{ text: ` ${connection(state, where)}`, ink: 'blue' }, { text: '' }];
  const asking = state.asking;
  if (asking !== null) {
    // The list gives way to the game asked about, so the whole question fits beneath it.
    lines.push(...gameLines(asking.game, state.games.findIndex((g) => g.roomId === asking.game.roomId) + 1, true), { text: '' });
    return [...lines, ...wrap(goThere(asking.game, asking.kind).toUpperCase(), WIDTH, PAGE_LINES - lines.length).map((text) => ({ text: ` ${text}` }))];
  }
  const first = firstShown(state);
  const shown = state.games.slice(first, first + GAMES_SHOWN);
  if (shown.length === 0) lines.push({ text: state.connected ? ' (NO GAMES YET: HOST ONE.)' : '' });
  shown.forEach((game, i) => lines.push(...gameLines(game, first + i + 1, first + i === state.at)));
  // What was refused follows the list, in the rows left.
  if (state.problem === null) return lines;
  if (shown.length > 0) lines.push({ text: '' });
  const problem = wrap(state.problem, WIDTH, PAGE_LINES - lines.length);
  return [...lines, ...problem.map((text) => ({ text: ` ${text}`, ink: 'red' as const }))];
}

export class LobbyModal extends SpectrumModal<LobbyState, LobbyAnswer> {
  readonly kind = 'lobby';

  constructor(
    host: PageHost,
    state: LobbyState,
    /** The server's address, as the connection line names it. */
    private readonly where: string,
    /** The table the lobby was opened from: its game's tables are joined here, those of the kiosk's other games at their own tables. */
    private readonly table: LobbyTable,
  ) {
    super(host, state);
  }

  override get at(): number {
    return this.state.at;
  }

  /** The games as the lobby sees them now (the server's list changed). */
  list(games: readonly OpenGame[]): void {
    this.state = listed(this.state, games);
    this.render();
  }

  /** The server was not heard: why (nothing is asked any more). */
  failed(problem: string): void {
    this.state = { ...this.state, connected: false, problem: problem.toUpperCase(), asking: null };
    this.render();
  }

  /** The games as the page last showed them. */
  get games(): readonly OpenGame[] {
    return this.state.games;
  }

  protected step(state: LobbyState, input: PageInput) {
    return lobbyStep(state, input, this.table);
  }

  protected draw(device: Device): void {
    const gamepad = device === 'gamepad';
    const lines = lobbyLines(this.state, this.where);
    // Asked to go to another game's table: yes or no, Yes the default (A and Enter).
    if (this.state.asking !== null) {
      const [yes, no] = gamepad ? ['A', 'B'] : ['Y', 'N'];
      drawPage(this.screen, 'NETWORK GAMES', lines, '', [
        { key: yes, label: ' YES' },
        { key: no, label: ' NO' },
      ]);
      return;
    }
    drawPage(
      this.screen,
      'NETWORK GAMES',
      lines,
      gamepad ? 'UP/DOWN CHOOSE A GAME' : 'A GAME BY NUMBER, OR CLICK IT',
      gamepad
        ? [
            { key: 'A', label: ' JOIN' },
            { key: 'X', label: ' HOST' },
            { key: 'Y', label: ' WATCH' },
            { key: 'B', label: ' BACK' },
          ]
        : [
            { key: 'H', label: ' HOST' },
            { key: 'J', label: ' JOIN' },
            { key: 'W', label: ' WATCH' },
            { key: 'ESC', label: ' BACK' },
          ],
    );
  }
}

/** What the hosting page says a table is. */
const HOST_NOTES = ['ANOTHER KIOSK JOINS YOUR TABLE', 'FROM ITS LIST OF GAMES, OR A', 'COMPUTER TAKES THE SECOND SEAT', 'WHEN YOU PRESS PLAY.', '', 'A MOVE NOT MADE IN TIME IS', 'MADE BY A COMPUTER.'];

export class HostModal extends SpectrumModal<HostState, HostAnswer> {
  readonly kind = 'host';

  constructor(host: PageHost, state: HostState) {
    super(host, state);
  }

  override get at(): number {
    return this.state.at;
  }

  protected step(state: HostState, input: PageInput) {
    return hostStep(state, input);
  }

  protected draw(device: Device): void {
    const lines = hostLines(this.state).flatMap((line, i) => [choiceLine(` ${line.key} ${line.label}`.padEnd(16) + (line.value ?? ''), i === this.state.at), { text: '' }]);
    const gamepad = device === 'gamepad';
    drawPage(
      this.screen,
      'HOST A GAME',
      [{ text: '' }, ...lines, ...HOST_NOTES.map((text) => ({ text: ` ${text}`, ink: 'blue' as const }))],
      choicePrompt(gamepad, 'A NUMBER'),
      gamepad
        ? [
            { key: 'A', label: ' SELECT' },
            { key: 'B', label: ' BACK' },
          ]
        : [
            { key: '1', label: ' HOST' },
            { key: 'ESC', label: ' BACK' },
          ],
    );
  }
}
