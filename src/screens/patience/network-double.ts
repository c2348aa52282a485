// A stand-in for the game server's side of one Chinese Patience network
// table, as a kiosk's link hears it (a test helper: only tests import it).
// The engine holds the game; the kiosk's seat is `you` (null: watching) and
// the other seat plays the plain player's moves at once; the kiosk is sent
// what its seat sees after each move and, when it is asked, its legal
// moves, as the game server sends them. Before Play it is a waiting room:
// the host here seats a computer, chats, and presses Play.

import type { Seat } from '../../engine/game';
import { type PatienceAction, type PatienceEvent, type PatienceState, type PatienceView, patience } from '../../engine/patience';
import { legalMatch } from '../../table/legal-match';
import type { ChatMessage, GameMessage, RecordMessage, SeatInfo, TableMessage } from '../../table/protocol';
import { plainChoice } from './patience-driver';

type Messages = {
  table: TableMessage;
  game: GameMessage<PatienceView, PatienceAction, PatienceEvent>;
  record: RecordMessage<PatienceAction, Record<string, never>>;
  refused: { of: string; reason: string };
  chat: ChatMessage;
  notice: { text: string };
};

export class PatienceTableDouble {
  state: PatienceState;
  readonly actions: PatienceAction[] = [];
  /** The moves the kiosk sent, in order. */
  readonly moves: unknown[] = [];
  /** Every other message the kiosk sent ('fill', 'play', 'chat'...), in order. */
  readonly sent: { type: string; message: unknown }[] = [];
  /** Every view sent to the kiosk, in order. */
  readonly views: PatienceView[] = [];
  readonly token = 'token';
  left = false;
  /** The other seats move one move a call of `next`, rather than at once. */
  paced = false;
  seats: SeatInfo[];
  private stage: TableMessage['stage'] = 'waiting';
  private readonly handlers = new Map<string, (message: never) => void>();

  constructor(
    /** The kiosk's seat; null: it watches. */
    private readonly you: Seat | null,
    private readonly seed: number,
    /** Who sits at each seat before Play: the host (seat 0) and, when given, the other. */
    names: readonly [string, string | null],
  ) {
    this.state = patience.setup({ seed, players: 2, options: {} });
    this.seats = names.map((name): SeatInfo => (name === null ? { kind: 'empty', name: '', level: null, away: false } : { kind: 'person', name, level: null, away: false }));
  }

  // ---- the kiosk's link ----
  on<K extends keyof Messages>(type: K, handler: (message: Messages[K]) => void): void {
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
    setTimeout(() => this.heard(type, message), 0);
  }
  move(action: unknown): void {
    this.moves.push(action);
    // The server answers later, never inside the kiosk's own call.
    setTimeout(() => this.take(action), 0);
  }

  // ---- the server ----

  /** The table as it stands, to the kiosk. */
  tell(): void {
    this.emit('table', { game: 'patience', options: {}, seats: this.seats.map((s) => ({ ...s })), minPlayers: 2, host: 0, level: 'novice', stage: this.stage, you: this.you, watchers: 0, turnSeconds: 60 });
  }

  /** Play: the empty seat takes a computer, and the game begins. */
  start(): void {
    this.seats = this.seats.map((s, seat) => (s.kind === 'empty' ? { kind: 'computer', name: `Computer ${seat}`, level: 'novice', away: false } : s));
    this.stage = 'playing';
    this.tell();
    this.emit('game', { events: [], move: null, view: this.viewOf(), legal: [] });
    this.playOn();
  }

  /** Paced: the next move of a seat that is not the kiosk's. */
  next(): void {
    if (this.stage === 'playing' && patience.toAct(this.state) !== this.you) this.playOn();
  }

  /** A word from the server for everyone at the table. */
  notice(text: string): void {
    this.emit('notice', { text });
  }

  private heard(type: string, message: unknown): void {
    if (type === 'play' && this.you === 0) this.start();
    else if (type === 'chat') this.emit('chat', { from: this.seats[this.you ?? 0]?.name ?? '', text: (message as { text: string }).text, at: 0 });
    else if (type === 'fill') {
      const { seat, level } = message as { seat: number; level: 'novice' | null };
      this.seats[seat] = level === null ? { kind: 'empty', name: '', level: null, away: false } : { kind: 'computer', name: `Computer ${seat}`, level, away: false };
      this.tell();
    }
  }

  private take(move: unknown): void {
    const action = patience.toAct(this.state) === this.you ? legalMatch(patience.legal(this.state), move) : null;
    if (action === null) {
      this.emit('refused', { of: 'action', reason: 'That move is not allowed now.' });
      return;
    }
    this.apply(action);
    this.playOn();
  }

  /** The other seat moves until it is the kiosk's turn (it is then sent its legal moves) or the game is over (the whole game is sent). */
  private playOn(): void {
    for (let seat = patience.toAct(this.state); seat !== null; seat = patience.toAct(this.state)) {
      if (seat === this.you) {
        this.emit('game', { events: [], move: null, view: this.viewOf(), legal: patience.legal(this.state) });
        return;
      }
      this.apply(plainChoice(patience.legal(this.state)));
      if (this.paced && patience.toAct(this.state) !== null) return;
    }
    this.stage = 'over';
    this.emit('record', { seed: this.seed, players: 2, options: {}, actions: [...this.actions] });
  }

  private apply(action: PatienceAction): void {
    const seat = patience.toAct(this.state) ?? 0;
    const { state, events } = patience.apply(this.state, action);
    this.state = state;
    this.actions.push(action);
    this.emit('game', { events, move: { seat, action }, view: this.viewOf(), legal: [] });
  }

  private viewOf(): PatienceView {
    const view = this.you === null ? patience.watcherView(this.state) : patience.view(this.state, this.you);
    this.views.push(view);
    return view;
  }

  private emit<K extends keyof Messages>(type: K, message: Messages[K]): void {
    // Sent as JSON, so nothing the kiosk holds is the server's own object.
    (this.handlers.get(type) as ((message: Messages[K]) => void) | undefined)?.(JSON.parse(JSON.stringify(message)) as Messages[K]);
  }
}
