// A network game from this kiosk: the lobby, hosting or joining, the wait
// for Play, then the game shown on the kiosk's own table
// with the server's steps, the chat, a loser's choice to watch or leave,
// and what happens when the connection drops (the seat waits a minute while
// the SDK comes back) or is lost for good (the player is told, and the
// table returns to local play; nothing kept at this kiosk is touched).

import type { Level, Seat } from '../../engine/game';
import type { Look } from '../../renderer/widgets/theme';
import type { Variation } from '../../engine/thirtyone';
import type { DialogHost } from '../../renderer/widgets/dialog';
import { messageBox } from '../../renderer/widgets/dialogs';
import type { Controller } from '../../table/seats';
import type { TableSource } from '../../table/table-source';
import { ChatLog, chatWindow } from './chat-window';
import { GameLink, type TableLink, linkProblem, unreachable } from '../../net/game-link';
import { type KeptSeat, keepSeat } from '../../net/kept-seat';
import { LOBBY_TITLE, type Lobby, type LobbyChoice, type LobbyStart, lobbyDialog } from './lobby-dialog';
import { NetSession } from '../../net/net-session';
import { clockWords } from './clock-words';
import { type NetworkQuestions, windowQuestions } from './window-questions';
import { type GameMessage, NAME_TAKEN, type RecordMessage, type RoomType, type TableMessage } from '../../table/protocol';
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
  /** Sit down at a network game shown from `source`: your seat (null: watching) and the names. Returns who decides for your seat. */
  seatNetwork(you: Seat | null, names: readonly string[], source: TableSource<V>): Controller<V, A> | null;
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
  /** The game ended with `record` while this kiosk sat at `seat` (null: watching): the whole outcome was seen here. */
  finished(record: RecordMessage<A>, seat: Seat | null): void;
  /** Where the Game Over box opens, clear of the last round's line. */
  gameOverHost(): DialogHost;
}

export interface NetworkStart {
  /** The game's options, as the table's menus have them (a game without a Host dialog of its own). */
  options?: unknown;
  /** The game hosted. */
  game: RoomType;
  /** The windows of network play, in the look of the table the games are played at. */
  dialogs: NetworkDialogs;
  name: string;
  /** The name is taken at the table chosen (`reason` says so): another name for that table, or null to give up. */
  rename(reason: string): Promise<string | null>;
  address: string;
  /** Thirty-One's variation, for its Host dialog. */
  variation?: Variation;
  level: Level;
  /** Whether the kiosk has the game `id`, whose tables the lobby may send the person to. */
  goes?(id: string): boolean;
}

/** A table of another game, chosen in the lobby: the kiosk goes to that game's table to join it. */
export type Elsewhere = Extract<LobbyChoice, { kind: 'elsewhere' }>;

/** The lobby, then a table: the game once it starts, another game's table chosen, or null when the person closes the lobby. */
export async function openNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart): Promise<NetworkGame<V, A, E> | Elsewhere | null> {
  const link = new GameLink(start.address);
  const lobby = {
    where: start.address,
    watch: async (changed: Parameters<GameLink['lobby']>[0]) => {
      try {
        return await link.lobby(changed);
      } catch {
        // Whatever answered (nothing, or a web server without games), it is not a game server.
        throw new Error(unreachable(start.address));
      }
    },
  };
  const dialogs = start.dialogs;
  for (;;) {
    const choice = await dialogs.lobby(lobby, { game: start.game, level: start.level, ...(start.variation === undefined ? {} : { variation: start.variation }), ...(start.goes === undefined ? {} : { goes: start.goes }) });
    if (choice === null || choice.kind === 'elsewhere') return choice;
    const game = await sitDown(link, table, reading, start, choice);
    if (game !== null) return game;
  }
}

/** Join (or watch) the table `roomId` at once: one chosen in another game's lobby. Null when it cannot be had, or the person leaves before it starts. */
export function joinNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart, join: { roomId: string; watch: boolean }): Promise<NetworkGame<V, A, E> | null> {
  return sitDown(new GameLink(start.address), table, reading, start, { kind: join.watch ? 'watch' : 'join', roomId: join.roomId });
}

/** Host or join as the lobby's `choice` said, then wait for Play: the game once it starts, or null. */
async function sitDown<V extends NetView, A extends object, E extends { type: string }>(link: GameLink, table: NetTable<V, A, E>, reading: NetReading<V>, start: NetworkStart, choice: Exclude<LobbyChoice, Elsewhere>): Promise<NetworkGame<V, A, E> | null> {
  let joined: TableLink<V, A, E> | null = null;
  // The name at this table: a person whose name is taken there may give another for it.
  let name: string | null = start.name;
  while (joined === null && name !== null) {
    try {
      joined =
        choice.kind === 'host'
          ? await link.host<V, A, E>(start.game, { name, ...(start.options === undefined ? {} : { options: start.options }), ...(choice.variation === undefined ? {} : { variation: choice.variation }), level: choice.level, turnSeconds: choice.turnSeconds })
          : await link.join<V, A, E>(choice.roomId, { name, watch: choice.kind === 'watch' });
    } catch (error) {
      const problem = linkProblem(error, start.address);
      if ((error as { code?: unknown }).code === NAME_TAKEN) {
        name = await start.rename(problem);
      } else {
        await start.dialogs.tell(LOBBY_TITLE, problem);
        name = null;
      }
    }
  }
  if (joined === null || name === null) return null;
  const game = new NetworkGame(table, reading, joined, { address: start.address, name, game: start.game }, start.dialogs);
  if (await game.started) return game;
  joined.leave();
  keepSeat(null);
  return null;
}

/** Back to the seat this tab kept (the page was reloaded mid-game); null when it cannot be had. */
export async function rejoinNetwork<V extends NetView, A extends object, E extends { type: string }>(table: NetTable<V, A, E>, reading: NetReading<V>, kept: KeptSeat, dialogs: NetworkDialogs): Promise<NetworkGame<V, A, E> | null> {
  try {
    const game = new NetworkGame(table, reading, await new GameLink(kept.address).rejoin<V, A, E>(kept.token), kept, dialogs);
    if (await game.started) return game;
    game.leave();
  } catch (error) {
    keepSeat(null);
    await dialogs.tell(LOBBY_TITLE, `Your seat at the network game could not be taken back. ${linkProblem(error, kept.address)}`);
  }
  return null;
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

  constructor(
    private readonly screen: NetTable<V, A, E>,
    private readonly reading: NetReading<V>,
    private readonly link: TableLink<V, A, E>,
    /** Where the seat is, whose, and at which game, kept for a reload with the connection's newest token. */
    seat: { address: string; name: string; game: string },
    /** The table's look (its windows are the Windows dialogs), or its own windows. */
    look: Look | NetworkDialogs,
  ) {
    const dialogs = (this.dialogs = typeof look === 'string' ? windowDialogs(look) : look);
    // Each connection to the seat (a join, a reload, the SDK coming back) has a token of its own,
    // and only the newest brings the seat back: it is kept anew every time.
    const keep = () => keepSeat({ token: link.token, address: seat.address, name: seat.name, game: seat.game });
    keep();
    this.started = new Promise((resolve) => (this.begin = resolve));
    this.session = new NetSession({
      present: (events) => this.present(events),
      person: () => this.person,
      send: (action) => link.move(action),
      refused: (reason) => screen.refused(reason),
    });
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

  /** Your seat; null while watching. */
  get you(): Seat | null {
    return this.table?.you ?? null;
  }

  /** What this kiosk sees of the game now. */
  view(): V | null {
    return this.session.view();
  }

  /** Open the chat window over the table. */
  openChat(): Promise<void> {
    return this.dialogs.chat(this.chat, (text) => this.link.send('chat', { text })).then(() => this.screen.redraw());
  }

  /** Automation: the connection fails; the SDK comes back to the seat. */
  drop(): void {
    this.link.drop();
  }

  /** This kiosk's person, the new dealer, deals the next round for everyone. */
  deal(): void {
    this.link.send('deal', {});
  }

  /** Leave the table for good (a player still in the game is replaced by a computer). */
  leave(then: 'lobby' | 'local' = 'local'): void {
    keepSeat(null);
    this.session.stop();
    this.link.leave();
    this.room?.close(false);
    this.begin(false);
    this.screen.leftNetwork(then);
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
      this.person = this.screen.seatNetwork(message.you, message.seats.map((s) => s.name), this.session);
      this.begin(true);
    } else {
      this.screen.redraw();
    }
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
    this.session.receive({ events: message.events, view: message.view, legal: message.legal });
  }

  private async present(events: readonly E[]): Promise<void> {
    const view = this.session.view();
    if (view === null) return;
    await this.screen.present(events, view);
    if (events.some((e) => e.type === 'game-over')) await this.ended(view);
    else if (this.you !== null && this.reading.out(view, this.you) && !this.askedOut) await this.outOfGame();
  }

  /** A loser may watch on or leave; watching loses nothing, so it is the default. */
  private async outOfGame(): Promise<void> {
    this.askedOut = true;
    const watch = await this.dialogs.ask(LOBBY_TITLE, 'You are out of this game. Stay and watch how it ends? (No leaves the table.)', true);
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
    if (this.record !== null) this.screen.finished(this.record, this.you);
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
    this.session.stop();
    this.room?.close(false);
    this.begin(false);
    await this.dialogs.tell(LOBBY_TITLE, `${reason} The network game is over for this kiosk; your records here are untouched.`);
    this.screen.leftNetwork('local');
  }
}
