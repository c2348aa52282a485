// A network game from this kiosk once it has sat down (sit-down.ts): the
// wait for Play, then the game shown on the kiosk's own table with the
// server's steps (the kiosk's other people at it playing their own seats,
// companion.ts), the chat, a loser's choice to watch or leave,
// and what happens when the connection drops (the seat waits a minute while
// the SDK comes back) or is lost for good (the player is told, and the
// table returns to local play; nothing kept at this kiosk is touched).

import type { Seat } from '../../engine/game';
import type { Look } from '../../renderer/widgets/theme';
import type { DialogHost } from '../../renderer/widgets/dialog';
import { messageBox } from '../../renderer/widgets/dialogs';
import type { Controller } from '../../table/seats';
import type { TableSource } from '../../table/table-source';
import { ChatLog, chatWindow } from './chat-window';
import type { TableLink } from '../../net/game-link';
import { keepSeat } from '../../net/kept-seat';
import { Companion, type NetPerson, type SeatedPerson } from './companion';
import { LOBBY_TITLE, type Lobby, type LobbyChoice, type LobbyStart, lobbyDialog } from './lobby-dialog';
import { NetSession, netStep } from '../../net/net-session';
import { clockWords } from './clock-words';
import { type NetworkQuestions, windowQuestions } from './window-questions';
import type { GameMessage, RecordMessage, TableMessage } from '../../table/protocol';
import { type Sides, type WaitingActions, type WaitingRoom, waitingRoom } from './waiting-room';

/** What a finished network game's box offers: the lobby again, play here, or its replay. */
export type EndChoice = 'lobby' | 'local' | 'replay';

/**
 * The windows of network play in the look of the table it is played at: a
 * Windows table's dialogs (`windowDialogs`), or pages of the table's own
 * (the Spectrum's). The network logic asks them; they only show and answer.
 */
export interface NetworkDialogs extends NetworkQuestions {
  /** The open games of every game, and what to do: host, join, watch; null when closed. */
  lobby(lobby: Lobby, start: Omit<LobbyStart, 'look'>): Promise<LobbyChoice | null>;
  /** The table before Play, live; `sides`, at a game played in partnerships, offers a seat on the other side. */
  waitingRoom(first: TableMessage, title: string, act: WaitingActions, sides?: Sides): WaitingRoom;
  /** The chat's messages and a line to send; resolves when it is hidden. */
  chat(log: ChatLog, send: (text: string) => void): Promise<void>;
  /** The game is over (`result` in words, the seed it was dealt from if known): what next (`replay` only when offered), opened at `host` where it has a place. */
  gameOver(end: { result: string; seed: number | null; replay: boolean }, host: DialogHost): Promise<EndChoice>;
}

/** Network play's windows as the Windows tables have them, in `look`. */
export function windowDialogs(look: Look): NetworkDialogs {
  return {
    ...windowQuestions(look),
    lobby: (lobby, start) => lobbyDialog(lobby, { ...start, look }),
    waitingRoom: (first, title, act, sides) => waitingRoom(first, title, look, act, undefined, sides),
    chat: (log, send) => chatWindow(log, send, look),
    gameOver: async ({ result, seed, replay }, host) => {
      const dealt = seed === null ? '' : `\nDealt from seed ${seed}.`;
      const buttons = [{ id: 'lobby', label: '&Network' }, { id: 'local', label: '&Here' }, ...(replay ? [{ id: 'replay', label: '&Replay' }] : [])];
      const answer = await messageBox('Game Over', `The game is over. ${result}${dealt}\n\nBack to the network games, or play here?`, buttons, { look, host });
      return answer === 'replay' || answer === 'lobby' ? answer : 'local';
    },
  };
}


/** A step's view: whose it is and whose turn. */
type NetView = { seat: Seat; toAct: Seat | null };

/** What a game's network play needs to know of its views. */
export interface NetReading<V> {
  /** Whether the player at `seat` is out of the game (they may watch on or leave). */
  out(view: V, seat: Seat): boolean;
  /** How the game ended, in words, given the players' names. */
  result(view: V, names: readonly string[]): string;
  /** The seats that play as partners (Euchre's), whose players pick a side in the waiting room; none where each plays for himself. */
  partners?: Sides;
}

/** What the kiosk's table does for a network game. */
export interface NetTable<V, A, E> {
  /** Sit down at a network game shown from `source`: this kiosk's people at their seats (none: watching), and everyone's names. Returns who decides for each person, in order. */
  seatNetwork(people: readonly SeatedPerson[], names: readonly string[], source: TableSource<V>): readonly (Controller<V, A> | null)[];
  /** Show a step: its events, or with none, the table as `view` has it (joining, coming back). */
  present(events: readonly E[], view: V): Promise<void>;
  /** A move refused, with the reason. */
  refused(reason: string): void;
  /** A line for the status bar (a player left, the connection dropped); '' clears it. */
  say(text: string): void;
  /** The network game is over for this kiosk: back to the lobby (`lobby`) or to local play. */
  leftNetwork(then: 'lobby' | 'local'): void;
  /** The table changed (names, the chat's count): draw it again. */
  redraw(): void;
  /** Play the finished game back with every hand face up; `done` when the viewer ends the replay. */
  replay(record: RecordMessage<A>, done: () => void): void;
  /** The game ended with `record` while this kiosk's `people` sat at it (none: watching): the whole outcome was seen here. */
  finished(record: RecordMessage<A>, people: readonly SeatedPerson[]): void;
  /** Where the Game Over box opens, clear of the last round's line. */
  gameOverHost(): DialogHost;
}

export class NetworkGame<V extends NetView, A extends object, E extends { type: string }> {
  readonly chat = new ChatLog();
  readonly session: NetSession<V, A, E>;
  /** True once the game starts, false when the person leaves before. */
  readonly started: Promise<boolean>;
  private table: TableMessage | null = null;
  private room: WaitingRoom | null = null;
  private person: Controller<V, A> | null = null;
  private seated = false;
  private askedOut = false;
  private over = false;
  /** The whole game, sent by the server at its end. */
  private record: RecordMessage<A> | null = null;
  /** The status line shows a turn's last seconds. */
  private clockShown = false;
  private begin: (started: boolean) => void = () => undefined;
  /** The windows it opens, in the table's look. */
  private readonly dialogs: NetworkDialogs;
  /** The kiosk's other people at the table, each on a connection of their own. */
  private readonly companions: Companion<V, A, E>[] = [];
  /** This kiosk's people and their seats, once the game starts (none: watching). */
  private people: SeatedPerson[] = [];
  /** The last step of the game the table has shown; the companions' turns wait for it. */
  private shownStep = -1;
  private readonly showing: { step: number; shown: () => void }[] = [];
  /** Keeps the seats (the newest tokens) for a reload. */
  private readonly keep: () => void;
  /** What the table shows: each seat of this kiosk's people as that person sees it, any other as the first person does. */
  private readonly source: TableSource<V>;

  constructor(
    private readonly screen: NetTable<V, A, E>,
    private readonly reading: NetReading<V>,
    private readonly link: TableLink<V, A, E>,
    /** Where the seat is, whose (the person's at the table), and at which game, kept for a reload with the connection's newest token. */
    private readonly seat: { address: string; game: string; lead: NetPerson },
    /** The table's look (its windows are the Windows dialogs), or its own windows. */
    look: Look | NetworkDialogs,
  ) {
    const dialogs = (this.dialogs = typeof look === 'string' ? windowDialogs(look) : look);
    // Each connection to the seat (a join, a reload, the SDK coming back) has a token of its own,
    // and only the newest brings the seat back: it is kept anew every time.
    const keep = (this.keep = () =>
      keepSeat({
        token: link.token,
        address: seat.address,
        name: seat.lead.name,
        player: seat.lead.player,
        game: seat.game,
        pad: seat.lead.pad,
        companions: this.companions.map((c) => ({ token: c.token, name: c.who.name, player: c.who.player, pad: c.who.pad })),
      }));
    keep();
    this.started = new Promise((resolve) => (this.begin = resolve));
    this.session = new NetSession({
      present: (events, step) => this.present(events, step),
      person: () => this.person,
      send: (action) => link.move(action),
      refused: (reason) => screen.refused(reason),
    });
    const { session, companions } = this;
    this.source = {
      view: (seat) => companions.find((c) => c.seat === seat)?.session.view() ?? session.view(),
      get toAct() {
        return session.toAct;
      },
    };
    link.on('table', (message) => this.onTable(message));
    link.on('game', (message) => this.onGame(message));
    link.on('chat', (message) => {
      this.chat.add(message);
      if (this.table && this.room) this.room.update(this.table);
      screen.redraw();
    });
    link.on('refused', (message) => {
      if (message.of === 'action') this.session.refuse(message.reason);
      // A Deal that came as the server dealt anyway is nothing to tell anyone.
      else if (message.of === 'deal') return;
      else void dialogs.tell(LOBBY_TITLE, message.reason);
    });
    link.on('record', (message) => (this.record = message));
    link.on('notice', (message) => {
      this.clockShown = false;
      screen.say(message.text);
    });
    link.on('clock', (message) => {
      this.clockShown = true;
      screen.say(clockWords(message, this.table));
    });
    link.watch({
      dropped: () => screen.say('The connection dropped. Coming back to your seat...'),
      back: () => {
        keep();
        screen.say('Back at the table.');
      },
      gone: (reason) => void this.lost(reason),
    });
  }

  /** Hear the table (what came before first): once the kiosk's other people coming back with a reload are at it. */
  listen(): void {
    this.link.listen();
  }

  /** Your seat; null while watching. */
  get you(): Seat | null {
    return this.table?.you ?? null;
  }

  /** Another person of this kiosk, at the table on `link`: they play their own seat, on this kiosk's screen. */
  bring(who: NetPerson, link: TableLink<V, A, E>): void {
    const companion = new Companion<V, A, E>(who, link, {
      shown: (step) => this.shown(step),
      refused: (reason) => this.screen.refused(reason),
      kept: () => this.keep(),
      place: (table) => this.partnerSeat(table),
      gone: (name) => {
        companion.session.stop();
        companion.person = null;
        this.screen.say(`${name}'s connection to the game server was lost: a computer plays for ${name}.`);
      },
    });
    this.companions.push(companion);
    this.keep();
  }

  /** In a game of partners, the empty seat on the first person's side: friends who came together play together (the first person may change sides in the waiting room). */
  private partnerSeat(table: TableMessage): Seat | null {
    const lead = this.table?.you ?? null;
    const side = lead === null ? undefined : this.reading.partners?.find((seats) => seats.includes(lead));
    return side?.find((seat) => seat !== lead && table.seats[seat]?.kind === 'empty') ?? null;
  }

  /** Resolves once the table has shown the game's `step` (at once for a server that does not number them, or a game given up). */
  private shown(step: number | undefined): Promise<void> {
    if (step === undefined || step <= this.shownStep || this.over) return Promise.resolve();
    return new Promise((shown) => this.showing.push({ step, shown }));
  }

  /** The table has shown `step`: the turns waiting for it go ahead. */
  private showed(step: number): void {
    this.shownStep = Math.max(this.shownStep, step);
    for (const waiting of this.showing.filter((w) => w.step <= this.shownStep)) {
      this.showing.splice(this.showing.indexOf(waiting), 1);
      waiting.shown();
    }
  }

  /** What this kiosk sees of the game now. */
  view(): V | null {
    return this.session.view();
  }

  /** Open the chat window over the table. */
  openChat(): Promise<void> {
    return this.dialogs.chat(this.chat, (text) => this.link.send('chat', { text })).then(() => this.screen.redraw());
  }

  /** Automation: the kiosk's connections fail; the SDK comes back to each seat. */
  drop(): void {
    this.link.drop();
    for (const companion of this.companions) companion.drop();
  }

  /** Automation: the page goes (a reload): its connections end without leaving and nothing comes back by itself; the seats are kept for the next load. */
  close(): void {
    this.stop();
    this.link.close();
    for (const companion of this.companions) companion.close();
  }

  /** This kiosk's people sit at the game and wait while people elsewhere move: nobody here is asked anything. */
  get waitingOnOthers(): boolean {
    return this.people.length > 0 && !this.over && !this.session.asking && !this.companions.some((c) => c.session.asking);
  }

  /** The seats of this kiosk's people (none: watching). */
  get seats(): Seat[] {
    return this.people.map((p) => p.seat);
  }

  /** The person here at `seat`, the new dealer, deals the next round for everyone (on their own connection). */
  deal(seat: Seat): void {
    if (seat === this.you) this.link.send('deal', {});
    else this.companions.find((c) => c.seat === seat)?.deal();
  }

  /** Leave the table for good, with the kiosk's other people (a player still in the game is replaced by a computer). */
  leave(then: 'lobby' | 'local' = 'local'): void {
    this.quit();
    this.screen.leftNetwork(then);
  }

  /** Leave the table before the game was shown here: nothing of it is kept. */
  quit(): void {
    keepSeat(null);
    this.stop();
    this.link.leave();
    for (const companion of this.companions) companion.leave();
    this.room?.close(false);
    this.begin(false);
  }

  /** Nothing more is shown or asked here. */
  private stop(): void {
    this.session.stop();
    for (const companion of this.companions) companion.session.stop();
    for (const waiting of this.showing.splice(0)) waiting.shown();
  }

  private onTable(message: TableMessage): void {
    this.table = message;
    if (message.stage === 'waiting') {
      this.room ??= this.openRoom(message);
      this.room.update(message);
      return;
    }
    this.room?.close(true);
    this.room = null;
    if (!this.seated) {
      this.seated = true;
      this.seatPeople(message);
      this.begin(true);
    } else {
      this.screen.redraw();
    }
  }

  /** The game starts: this kiosk's people sit at their seats (a companion whose seat went to nobody stays out). */
  private seatPeople(table: TableMessage): void {
    const lead = table.you === null ? [] : [{ ...this.seat.lead, seat: table.you }];
    const companions = table.you === null ? [] : this.companions.filter((c) => (c.seat = c.seatAt(table)) !== null);
    this.people = [...lead, ...companions.map((c) => ({ ...c.who, seat: c.seat ?? 0 }))];
    const deciding = this.screen.seatNetwork(this.people, table.seats.map((s) => s.name), this.source);
    this.person = deciding[0] ?? null;
    companions.forEach((companion, i) => (companion.person = deciding[i + 1] ?? null));
  }

  private openRoom(first: TableMessage): WaitingRoom {
    const title = `${first.seats[first.host]?.name ?? 'A'}'s Game`;
    const room = this.dialogs.waitingRoom(first, title, {
      fill: (seat, level) => this.link.send('fill', { seat, level }),
      sit: (seat) => this.link.send('sit', { seat }),
      play: () => this.link.send('play', {}),
      chat: () => this.openChat(),
      unread: () => this.chat.unread,
    }, this.reading.partners);
    void room.result.then((started) => {
      if (!started && this.room === room) {
        this.room = null;
        this.begin(false);
      }
    });
    return room;
  }

  private onGame(message: GameMessage<V, A, E>): void {
    // A move was made: the clock told before it is over.
    if (this.clockShown && message.move !== null) {
      this.clockShown = false;
      this.screen.say('');
    }
    this.session.receive(netStep(message));
  }

  private async present(events: readonly E[], step: number | undefined): Promise<void> {
    const view = this.session.view();
    if (view === null) return;
    await this.screen.present(events, view);
    if (step !== undefined) this.showed(step);
    if (events.some((e) => e.type === 'game-over')) await this.ended(view);
    else if (this.people.length > 0 && this.people.every((p) => this.reading.out(view, p.seat)) && !this.askedOut) await this.outOfGame();
  }

  /** Losers may watch on or leave (once all this kiosk's people are out); watching loses nothing, so it is the default. */
  private async outOfGame(): Promise<void> {
    this.askedOut = true;
    const who = this.people.length === 1 ? 'You are' : `${this.people.map((p) => p.name).join(' and ')} are`;
    const watch = await this.dialogs.ask(LOBBY_TITLE, `${who} out of this game. Stay and watch how it ends? (No leaves the table.)`, true);
    if (!watch) this.leave('lobby');
  }

  private async ended(view: V): Promise<void> {
    if (this.over) return;
    this.over = true;
    const winner = this.reading.result(view, this.table?.seats.map((s) => s.name) ?? []);
    // The status line says who won, not the last notice of the game (a computer taking a seat...).
    this.clockShown = false;
    this.screen.say(`The game is over. ${winner}`);
    // The record comes right after the game's last step; a kiosk that never gets it offers no replay, and counts nothing.
    if (this.record !== null) this.screen.finished(this.record, this.people);
    for (;;) {
      const record = this.record;
      const answer = await this.dialogs.gameOver({ result: winner, seed: record?.seed ?? null, replay: record !== null }, this.screen.gameOverHost());
      if (answer !== 'replay' || record === null) {
        this.leave(answer === 'lobby' ? 'lobby' : 'local');
        return;
      }
      await new Promise<void>((done) => this.screen.replay(record, done));
    }
  }

  private async lost(reason: string): Promise<void> {
    if (this.over) return;
    this.over = true;
    keepSeat(null);
    this.stop();
    for (const companion of this.companions) companion.leave();
    this.room?.close(false);
    this.begin(false);
    await this.dialogs.tell(LOBBY_TITLE, `${reason} The network game is over for this kiosk; your records here are untouched.`);
    this.screen.leftNetwork('local');
  }
}
