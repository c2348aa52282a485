// The lobby and the hosting page printed as Spectrum pages: the open tables
// of every game two rows each (whose game of which game, then its seats),
// the lit one in bright cyan, the connection above them and what was
// refused in red beneath; and the host's choice of the computers' level and
// the turn clock, set in place as the menu sets the level. The lobby's list
// changes live while it is up.

import type { Device } from '../../input/commands';
import type { OpenGame } from '../../net/game-link';
import { COLUMNS } from '../../renderer/widgets';
import type { PageInput } from './menu-page';
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

/** The lobby's lines: the connection, then each game shown on two rows, then what was refused. */
export function lobbyLines(state: LobbyState, where: string): PageLine[] {
  const lines: PageLine[] = [{ text: ` ${connection(state, where)}`, ink: 'blue' }, { text: '' }];
  const first = firstShown(state);
  const shown = state.games.slice(first, first + GAMES_SHOWN);
  if (shown.length === 0) lines.push({ text: state.connected ? ' (NO GAMES YET: HOST ONE.)' : '' });
  shown.forEach((game, i) => {
    const n = first + i + 1;
    const [whose, seats] = gameRows(game);
    const lit = first + i === state.at;
    lines.push({ ...choiceLine(` ${n <= 9 ? n : ' '} ${whose}`, lit) });
    lines.push({ text: `   ${seats}`, ink: 'blue', paper: lit ? 'cyan' : 'white', bright: lit });
  });
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
    /** The game of the table the lobby was opened from: only its tables are joined here. */
    private readonly own: string,
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

  /** The server was not heard: why. */
  failed(problem: string): void {
    this.state = { ...this.state, connected: false, problem: problem.toUpperCase() };
    this.render();
  }

  /** The games as the page last showed them. */
  get games(): readonly OpenGame[] {
    return this.state.games;
  }

  protected step(state: LobbyState, input: PageInput) {
    return lobbyStep(state, input, this.own);
  }

  protected draw(device: Device): void {
    const gamepad = device === 'gamepad';
    drawPage(
      this.screen,
      'NETWORK GAMES',
      lobbyLines(this.state, this.where),
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
