// Chinese Patience across kiosks at the Spectrum table: the shared network
// mode (lobby, waiting room, chat, the server's steps, reconnection, the
// end with its replay) with its pages printed as the Spectrum's, and what
// the table shows of a network game: the board from the seat of the person
// here (their own side at the bottom, as head to head at one cabinet; a
// watcher sees it from the first seat), the other player's moves told and
// echoed as a local opponent's, the network's last word on the message
// rows, a network menu (carry on, chat, leave), and the end asked on the
// table. A local game left for the network is kept as it was, to carry on
// later; a network game never enters the table's records.

import type { Level, Outcome, Seat } from '../../engine/game';
import type { PatienceAction, PatienceEvent, PatienceOptions, PatienceState, PatienceView } from '../../engine/patience';
import type { Command, Device } from '../../input/commands';
import { COLUMNS, type SpectrumScreen } from '../../renderer/widgets';
import { OWNER_COL } from './board-layout';
import type { LocalSeat } from '../../table/seats';
import type { Move } from '../../table/session';
import type { TableSource } from '../../table/table-source';
import { NetworkMode, type TableNetworkDialogs } from '../net/network-mode';
import type { EndChoice } from '../net/network-play';
import { type Shell, seatedName } from '../shell-contract';
import type { MenuItem } from './menu-page';
import type { MenuFlow } from './menu-flow';
import { MenuModal } from './menu-modal';
import { spectrumNetwork } from './net-dialogs';
import type { NetPages } from './net-pages';
import { NetworkEnd, endMenu, endPrompt } from './network-end';
import { HOST_START, PATIENCE_NETWORK, moveOf, networkPlay, resultWords } from './patience-network';
import type { BoardScene } from './patience-board';
import type { PatienceSnapshot } from './patience-snapshot';
import type { PatienceGame } from './patience-replay';
import { CONTROLS, HOW_TO_PLAY, overStatus } from './patience-texts';
import type { Sides } from './sides';
import { holdWords } from './sides';
import type { OpenPage, PageHost } from './spectrum-modal';
import type { TablePeople } from './table-people';
import { handsHeld } from './table-news';
import type { TableTelling } from './table-telling';

/** What the network part needs of the Spectrum table. */
export interface NetworkHost extends PageHost {
  readonly shell: Shell;
  readonly people: TablePeople;
  readonly menu: MenuFlow;
  readonly telling: TableTelling;
  /** The table's cells, whose menu line is clicked. */
  readonly screen: SpectrumScreen;
  /** The table's own game makes way for a network game shown from `source` (kept as it was), or comes back (null). */
  showElsewhere(source: TableSource<PatienceView> | null): void;
  /** The table's own game makes way for another game's table chosen in the lobby: put away, kept as it was to carry on later. */
  makeWay(): void;
  /** The computer's level the table's menu has: the Host page offers it first. */
  level(): Level;
  /** Sounds, words and the board for a step of play (a move's events), as for a local move. */
  present(events: readonly PatienceEvent[], move: Move<PatienceAction> | null): Promise<void>;
  /** A new table: nothing typed, nothing told. */
  fresh(): void;
  render(): void;
  /** Back to the table, the pages closed. */
  toTable(): void;
  /** The network game is over here: the table's own game is offered again, or the menu opens. */
  backHere(): void;
  /** Play a finished network game back on the table; `done` once the viewer ends it. */
  replay(game: PatienceGame, done: () => void): void;
}

/** The menu line's chat key at the table, for every device. */
const CHAT = 'C';

/** The network menu's lines (X at a network table). */
function networkItems(unread: number): MenuItem[] {
  return [
    { id: 'play', key: '1', label: 'CARRY ON' },
    { id: 'chat', key: '2', label: 'CHAT', ...(unread > 0 ? { value: `${unread} NEW` } : {}) },
    { id: 'how', key: '3', label: 'HOW TO PLAY' },
    { id: 'controls', key: '4', label: 'CONTROLS' },
    { id: 'leave', key: '0', label: 'LEAVE THE TABLE' },
  ];
}

export class PatienceNetwork {
  readonly mode: NetworkMode<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;
  /** Network play's questions and pages, as this table prints them. */
  readonly dialogs: TableNetworkDialogs;
  /** The seat of the person here at the network table; null while watching, or with no network game. */
  private seat: Seat | null = null;
  /** The players' names, seat by seat, in capitals; null with no network game. */
  private names: [string, string] | null = null;
  /** The pages of network play over the table, newest last (questions, the chat), each with its answer. */
  private readonly stacked: { page: OpenPage; answered: Promise<unknown> }[] = [];
  /** The end asked on the table, while it is. */
  private end: NetworkEnd | null = null;
  /** The seed the finished game was dealt from, once the server has said. */
  private seed: number | null = null;
  /** The steps shown, and the one at which the network's last word came. */
  private steps = 0;
  private notice = { text: '', since: 0 };

  constructor(private readonly host: NetworkHost) {
    const pages: NetPages = {
      nav: host.nav,
      device: () => host.device(),
      play: (sound) => host.play(sound),
      replace: (page) => host.menu.open(page),
      over: (page) => this.over(page),
      ending: (end) => this.ending(end),
    };
    this.dialogs = spectrumNetwork(pages);
    this.mode = new NetworkMode(
      {
        sit: (names, people, source) => [this.sit(names, people[0]?.seat ?? null, source)],
        leave: (then) => this.left(then),
        show: (events, view) => this.show(events, view),
        render: () => host.render(),
        replay: (game, _opening, done) => host.replay(game, done),
        gameOverHost: () => host.shell.nav,
        refused: (reason) => {
          host.telling.refused(reason);
          host.render();
        },
        idle: () => host.backHere(),
        // Another game's table chosen in the lobby: the game here is kept, as for a network game here.
        makeWay: () => host.makeWay(),
        level: () => host.level(),
      },
      PATIENCE_NETWORK,
      this.dialogs,
      host.shell,
    );
  }

  /** A network game is at the table. */
  get on(): boolean {
    return this.mode.on;
  }

  /** The seat the board is drawn for: the person's own, or the first seat for a watcher. */
  get viewer(): Seat {
    return this.seat ?? 0;
  }

  get watching(): boolean {
    return this.on && this.seat === null;
  }

  /** How the table names the two seats: the players by name, the person here as YOU. */
  get sides(): Sides {
    return { names: this.names ?? ['', ''], viewer: this.viewer };
  }

  /** The page of network play on top, if any (for automation). */
  get page(): OpenPage | null {
    return this.stacked.at(-1)?.page ?? null;
  }

  /** What the network game shows now. */
  shown(): { view: PatienceView | null; toAct: Seat | null; outcome: Outcome | null } {
    const view = this.mode.game?.view() ?? null;
    return { view, ...networkPlay(view) };
  }

  /** It is the other player's turn (or someone is watching): the person here waits. */
  get waiting(): boolean {
    const { toAct } = this.shown();
    return toAct !== null && toAct !== this.seat;
  }

  /** Whether a move is told on the message rows: the other player's, or every move to a watcher. */
  told(move: Move<PatienceAction> | null): boolean {
    return move !== null && move.seat !== this.seat;
  }

  /** Open the lobby from the menu, as the person seated here (a guest is asked a name). */
  open(): void {
    if (this.mode.on || this.mode.busy) return;
    void this.mode.open(seatedName(this.host.shell), this.host.shell.records.options().gameServer, HOST_START);
  }

  /** A page reloaded mid-game goes back to its seat, if the person wants it; true when the table is the network game's. */
  rejoin(): Promise<boolean> {
    return this.mode.rejoin(seatedName(this.host.shell));
  }

  /** A press at a network table that is the network's: C opens the chat (typed, or clicked on the menu line). True when taken. */
  handle(command: Command): boolean {
    if (!this.on) return false;
    const key = command.type === 'char' ? command.char.toUpperCase() : command.type === 'pointer' && command.phase === 'down' ? this.host.screen.menuKeyAt(command.x, command.y) : null;
    if (key !== CHAT) return false;
    void this.chat();
    return true;
  }

  /** The chat over the table. */
  async chat(): Promise<void> {
    await this.mode.game?.openChat();
    this.host.render();
  }

  /** The network menu (X at the table): carry on, the chat, how to play, the controls, or leave the table. */
  async menu(): Promise<void> {
    let at = 0;
    for (;;) {
      const names = this.names ?? ['', ''];
      const notes = this.seat === null ? ['', `YOU WATCH ${names[0]} AND ${names[1]}.`] : ['', `YOU PLAY ${names[1 - this.seat]}`, 'AT ANOTHER KIOSK.'];
      const page = { title: 'NETWORK GAME', items: networkItems(this.mode.game?.chat.unread ?? 0), notes, canLeave: true };
      const answer = await this.host.menu.open(new MenuModal(this.host, page, at)).result;
      if (!this.on) return;
      if (answer.kind === 'back' || (answer.kind === 'pick' && answer.item.id === 'play')) return this.host.toTable();
      if (answer.kind === 'help') await this.host.menu.showPage('CONTROLS', [CONTROLS]);
      else {
        at = answer.at;
        const id = answer.item.id;
        if (id === 'chat') await this.mode.game?.openChat();
        else if (id === 'how') await this.host.menu.showPage('HOW TO PLAY', HOW_TO_PLAY);
        else if (id === 'controls') await this.host.menu.showPage('CONTROLS', [CONTROLS]);
        else if (id === 'leave' && (await this.mode.mayLeave())) return;
      }
      if (!this.on) return;
    }
  }

  /** What automation reads of the network game; null when none is on. */
  snapshot(): PatienceSnapshot['network'] {
    const mode = this.mode.snapshot();
    return mode && { ...mode, watching: this.watching, ending: this.end !== null, toAct: this.shown().toAct, seed: this.seed };
  }

  /** The board of a network game: the table's scene with the network's status, names, chat count, last word and end. */
  scene(base: BoardScene, view: PatienceView | null, device: Device): BoardScene {
    const names = this.names ?? ['', ''];
    const { toAct, outcome } = this.shown();
    const holds: [number, number] = view ? handsHeld(view) : [0, 0];
    const unread = this.mode.game?.chat.unread ?? 0;
    const points = outcome && [outcome.scores[this.viewer] ?? 0, outcome.scores[1 - this.viewer] ?? 0];
    const status: BoardScene['status'] =
      outcome !== null
        ? { text: this.seed === null ? 'GAME OVER' : overStatus(this.seed), kind: 'over' }
        : toAct === this.seat
          ? { text: 'YOUR TURN', kind: 'yours' }
          : { text: `${names[toAct ?? 0]}'S TURN`, kind: this.seat === null ? 'title' : 'mine' };
    const notice = this.noticeShown();
    const gamepad = device === 'gamepad';
    const menu = this.end !== null ? endMenu(device, this.end.replayable) : outcome !== null ? [] : this.waiting ? [...(gamepad ? [] : [{ key: CHAT, label: ' CHAT' }]), { key: gamepad ? 'START' : 'X', label: ' MENU' }] : base.menu;
    return {
      ...base,
      status,
      scoreLine: points ? `GAME ${points[0]}-${points[1]}  NETWORK GAME` : 'NETWORK GAME',
      info: [base.info[0], unread > 0 ? `CHAT (${unread})` : 'NETWORK'],
      owners: holdWords(this.sides, holds, COLUMNS - OWNER_COL[9], this.watching),
      message: notice !== '' && outcome === null ? { text: notice, error: false } : base.message,
      prompt: this.end !== null ? endPrompt : base.prompt,
      menu,
    };
  }

  /** The network's last word, shown from the step it came with to the next. */
  private noticeShown(): string {
    const text = this.mode.notice.toUpperCase();
    if (text !== this.notice.text) this.notice = { text, since: this.steps };
    return this.steps - this.notice.since <= 1 ? text : '';
  }

  /** Sat down at a network game at `seat` (null: watching; Patience brings one person, the two seats of a kiosk being its own table): the table's own game is put away as it is, and the board drawn from that seat. */
  private sit(names: readonly string[], seat: Seat | null, source: TableSource<PatienceView>): LocalSeat<PatienceView, PatienceAction> | null {
    const host = this.host;
    host.showElsewhere(source);
    this.seat = seat;
    this.names = [(names[0] ?? '').toUpperCase(), (names[1] ?? '').toUpperCase()];
    this.seed = null;
    this.steps = 0;
    host.people.atNetwork(names, seat);
    host.fresh();
    host.toTable();
    return this.seat === null ? null : host.people.seats.person(this.seat);
  }

  /** A step of the network game: a move's events told as a local move's, or the board laid out as `view` has it. */
  private async show(events: readonly PatienceEvent[], view: PatienceView): Promise<void> {
    this.steps++;
    if (events.length === 0) {
      this.host.render();
      return;
    }
    await this.host.present(events, moveOf(events));
    const over = events.find((e) => e.type === 'game-over');
    if (over) {
      const outcome = networkPlay(view).outcome;
      const won = this.seat !== null && outcome?.winners.includes(this.seat);
      const lost = this.seat !== null && outcome !== null && !outcome.draw && !won;
      this.host.telling.ended({ text: resultWords(view, this.names ?? []), error: false }, won ? 'win' : lost ? 'lose' : 'beep');
      this.host.render();
    }
  }

  /** The network game is over here. */
  private left(then: 'lobby' | 'local'): void {
    this.end?.stop();
    this.end = null;
    this.seat = null;
    this.names = null;
    this.host.showElsewhere(null);
    if (then === 'local') this.host.backHere();
  }

  /** The end, asked on the table once the pages over it are answered: the board stays in view, its menu line saying what next. */
  private async ending(end: { result: string; seed: number | null; replay: boolean }): Promise<EndChoice> {
    this.seed = end.seed;
    await Promise.all(this.stacked.map((open) => open.answered));
    // The network game's menu, if it is up, makes way for the end.
    this.host.toTable();
    const asked = new NetworkEnd(this.host.nav, this.host.screen, () => this.host.device(), end.replay);
    this.end = asked;
    this.host.render();
    const answer = await asked.answer;
    if (this.end === asked) this.end = null;
    this.host.render();
    return answer;
  }

  /** A page over whatever is up, until it answers; then the table (or the page beneath) shows again. */
  private async over<T>(page: OpenPage & { open(): unknown; readonly result: Promise<T> }): Promise<T> {
    const open = { page, answered: page.result.then(() => undefined) };
    this.stacked.push(open);
    page.open();
    try {
      return await page.result;
    } finally {
      this.stacked.splice(this.stacked.indexOf(open), 1);
      page.close();
      this.host.render();
    }
  }
}
