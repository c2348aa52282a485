// A stand-in for the game server's side of one network table, as a kiosk's
// `TableLink` hears it, for tests of any game's network play in Node: the
// engine holds the game; in the waiting room the kiosk's person moves seats
// (`sit`), and as the host seats computers and clears them (`fill`) and
// presses Play; the chat sends each line back to the table, and a test may
// say a word to it (`notice`) or end the connection (`gone`). Play seats
// computers in the empty seats; every seat but the kiosk's moves by a rule
// of the test's (its first legal move unless told otherwise), at once or,
// `paced`, one move a call of `next`; and the kiosk is sent what its seat
// sees after each move (a watcher's view when it watches; every view sent is
// kept) and, when it is asked, its legal moves, then the whole game at the
// end, as the game server sends them. A test helper: only tests import it.

import type { GameId } from '../engine/catalog';
import type { Game, GameEvent, Level, Seat, View } from '../engine/game';
import { legalMatch } from '../table/legal-match';
import type { ChatMessage, GameMessage, RecordMessage, SeatInfo, TableMessage } from '../table/protocol';

type Messages<V, A, E, O> = {
  table: TableMessage;
  game: GameMessage<V, A, E>;
  record: RecordMessage<A, O>;
  refused: { of: string; reason: string };
  chat: ChatMessage;
  notice: { text: string };
};

export interface DoubleSetup<S, A, O> {
  /** The kiosk's seat (null: it watches). */
  you: Seat | null;
  /** Who sits where before Play; the kiosk's place among them is `you`. */
  seats: SeatInfo[];
  /** The host's seat. */
  host?: Seat;
  /** The level of the computers the host seats: intermediate unless told. */
  level?: Level;
  seed: number;
  options: O;
  /** How a seat other than the kiosk's moves: its first legal move unless this says otherwise. */
  others?(state: S, seat: Seat, legal: readonly A[]): A;
}

const person = (name: string): SeatInfo => ({ kind: 'person', name, level: null, away: false });
const EMPTY: SeatInfo = { kind: 'empty', name: '', level: null, away: false };

export class TableDouble<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  state: S;
  you: Seat | null;
  readonly actions: A[] = [];
  /** The moves the kiosk sent, in order. */
  readonly moves: unknown[] = [];
  /** Everything else the kiosk sent (a seat taken, a computer seated, Play, a chat line), in order. */
  readonly sent: { type: string; message: unknown }[] = [];
  /** Every view sent to the kiosk, in order. */
  readonly views: V[] = [];
  readonly token = 'token';
  left = false;
  /** The other seats move one move a call of `next`, rather than at once. */
  paced = false;
  private seats: SeatInfo[];
  private host: Seat;
  private readonly level: Level;
  private stage: TableMessage['stage'] = 'waiting';
  private readonly handlers = new Map<string, (message: never) => void>();

  constructor(
    private readonly rules: { game: Game<S, A, O, V, E>; opening(view: V): readonly E[] },
    private readonly setup: DoubleSetup<S, A, O>,
  ) {
    this.you = setup.you;
    this.seats = setup.seats.map((seat) => ({ ...seat }));
    this.host = setup.host ?? 0;
    this.level = setup.level ?? 'intermediate';
    this.state = rules.game.setup({ seed: setup.seed, players: setup.seats.length, options: setup.options });
  }

  /** Seats named, the rest empty: the people first, as they came in. */
  static seated(names: readonly string[], seats: number): SeatInfo[] {
    return Array.from({ length: seats }, (_, seat) => (names[seat] ? person(names[seat]) : { ...EMPTY }));
  }

  // ---- the kiosk's link ----
  on<K extends keyof Messages<V, A, E, O>>(type: K, handler: (message: Messages<V, A, E, O>[K]) => void): void {
    this.handlers.set(type, handler as (message: never) => void);
  }
  watch(hooks: { gone(reason: string): void }): void {
    this.gone = (reason) => hooks.gone(reason);
  }
  /** The connection is lost for good (the server gone), with why. */
  gone: (reason: string) => void = () => undefined;
  drop(): void {}
  leave(): void {
    this.left = true;
  }
  send(type: string, message: unknown): void {
    this.sent.push({ type, message });
    // The server answers later, never inside the kiosk's own call.
    setTimeout(() => this.heard(type, message), 0);
  }
  move(action: unknown): void {
    this.moves.push(action);
    setTimeout(() => this.take(action), 0);
  }

  // ---- the server ----

  /** The room before Play, as everyone in it sees it: the kiosk's waiting room opens. */
  open(): void {
    this.stage = 'waiting';
    this.tellTable();
  }

  /** The host presses Play: computers take the empty seats, the game is dealt and played until the kiosk is asked or the game ends. */
  start(): void {
    this.seats.forEach((seat, at) => {
      if (seat.kind === 'empty') this.seats[at] = this.computer();
    });
    this.stage = 'playing';
    this.tellTable();
    this.emit('game', { events: [...this.rules.opening(this.rules.game.view(this.state, 0))], move: null, view: this.viewOf(), legal: [] });
    this.playOn();
  }

  /** Paced: the next move of a seat that is not the kiosk's. */
  next(): void {
    if (this.stage === 'playing' && this.rules.game.toAct(this.state) !== this.you) this.playOn();
  }

  /** A word from the server for everyone at the table. */
  notice(text: string): void {
    this.emit('notice', { text });
  }

  /** The names at the table now, by seat. */
  get names(): string[] {
    return this.seats.map((seat) => seat.name);
  }

  /** What the kiosk sent, answered as the server answers it. */
  private heard(type: string, message: unknown): void {
    if (type === 'sit') this.sit((message as { seat: Seat }).seat);
    else if (type === 'play' && this.you === this.host) this.start();
    else if (type === 'chat') this.emit('chat', { from: this.you === null ? '' : (this.seats[this.you]?.name ?? ''), text: (message as { text: string }).text, at: 0 });
    else if (type === 'fill') this.fill(message as { seat: Seat; level: Level | null });
  }

  /** The host seats a computer at the level asked for, or clears the seat (no level). */
  private fill({ seat, level }: { seat: Seat; level: Level | null }): void {
    this.seats[seat] = level === null ? { ...EMPTY } : { ...this.computer(), level };
    this.tellTable();
  }

  /** A computer at the table's level, called by the lowest number no other computer uses, as the server calls it. */
  private computer(): SeatInfo {
    const names = new Set(this.names);
    let n = 1;
    while (names.has(`Computer ${n}`)) n += 1;
    return { kind: 'computer', name: `Computer ${n}`, level: this.level, away: false };
  }

  /** The kiosk's person moves to `seat` when it is empty (the host's role goes with them), as the server's seating does. */
  private sit(seat: Seat): void {
    const from = this.you;
    if (this.stage !== 'waiting' || from === null || this.seats[seat]?.kind !== 'empty') {
      this.emit('refused', { of: 'sit', reason: 'You cannot sit there.' });
      return;
    }
    this.seats[seat] = this.seats[from] ?? person('');
    this.seats[from] = { ...EMPTY };
    if (this.host === from) this.host = seat;
    this.you = seat;
    this.tellTable();
  }

  private take(move: unknown): void {
    const game = this.rules.game;
    const action = this.you !== null && game.toAct(this.state) === this.you ? legalMatch(game.legal(this.state), move) : null;
    if (action === null) {
      this.emit('refused', { of: 'action', reason: 'That move is not allowed now.' });
      return;
    }
    this.apply(action);
    this.playOn();
  }

  /** The other seats move until it is the kiosk's turn (it is then sent its legal moves), the game is over (the whole game is sent), or, paced, after one move. */
  private playOn(): void {
    const game = this.rules.game;
    for (let seat = game.toAct(this.state); seat !== null; seat = game.toAct(this.state)) {
      const legal = game.legal(this.state);
      if (seat === this.you) {
        this.emit('game', { events: [], move: null, view: this.viewOf(), legal });
        return;
      }
      const action = this.setup.others?.(this.state, seat, legal) ?? legal[0];
      if (action === undefined) throw new Error('No legal move.');
      this.apply(action);
      if (this.paced && game.toAct(this.state) !== null) return;
    }
    this.stage = 'over';
    this.emit('record', { seed: this.setup.seed, players: this.seats.length, options: this.setup.options, actions: [...this.actions] });
  }

  private apply(action: A): void {
    const game = this.rules.game;
    const seat = game.toAct(this.state) ?? 0;
    const { state, events } = game.apply(this.state, action);
    this.state = state;
    this.actions.push(action);
    this.emit('game', { events, move: { seat, action }, view: this.viewOf(), legal: [] });
  }

  private viewOf(): V {
    const view = this.you === null ? this.rules.game.watcherView(this.state) : this.rules.game.view(this.state, this.you);
    this.views.push(view);
    return view;
  }

  private tellTable(): void {
    const game = this.rules.game;
    this.emit('table', { game: game.id as GameId, options: this.setup.options, seats: this.seats.map((seat) => ({ ...seat })), minPlayers: game.players.min, host: this.host, level: this.level, stage: this.stage, you: this.you, watchers: 0, turnSeconds: 60 });
  }

  private emit<K extends keyof Messages<V, A, E, O>>(type: K, message: Messages<V, A, E, O>[K]): void {
    // Sent as JSON, so nothing the kiosk holds is the double's own object.
    (this.handlers.get(type) as ((message: Messages<V, A, E, O>[K]) => void) | undefined)?.(JSON.parse(JSON.stringify(message)) as Messages<V, A, E, O>[K]);
  }
}
