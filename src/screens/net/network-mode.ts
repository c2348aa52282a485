// A table's network mode, the same for every game: Game > Network... opens
// the lobby (its code and the Colyseus SDK are loaded only then), and while
// a network game is on, the table shows the server's steps instead of its
// own session's, drawing from the network session as it draws from its
// own. This is the table's side of `NetTable`; what it asks of the screen
// is the few things only the screen can do, and of the game what only the
// game knows (`NetworkRules`).

import * as v from 'valibot';
import type { Game, GameEvent, Level, Seat, Setup, View } from '../../engine/game';
import type { TableTerms } from '../../engine/table-terms';
import type { Look } from '../../renderer/widgets/theme';
import type { Variation } from '../../engine/thirtyone';
import { type RecordMessage, ROUND_SHOW_MS, type RoomType } from '../../table/protocol';
import type { SessionGame } from '../../table/session';
import type { NetReading, NetTable, NetworkDialogs, NetworkGame } from './network-play';
import type { KioskPerson, NetPerson, SeatedPerson } from './companion';
import type { IdleKind } from '../idle';
import { serverAddress } from '../../store/address';
import { keepSeat, keptSeat } from '../../net/kept-seat';
import type { DialogHost } from '../../renderer/widgets/dialog';
import { textEntry } from '../../renderer/widgets/dialog-forms';
import { messageBox } from '../../renderer/widgets/dialogs';
import { type NetworkQuestions, windowQuestions } from './window-questions';
import { NAME_MAX, nameProblem } from '../../table/names';
import type { LocalSeat } from '../../table/seats';
import type { TableSource } from '../../table/table-source';
import type { Records } from '../../store/records';
import { tallyNetworkGame, wonBy } from './network-tally';
import { type HandOff, handOff, takeHandOff } from './hand-off';
import { type Shell, gameNamed } from '../shell-contract';

/** What the network mode needs of the game played. */
export interface NetworkRules<S, A extends { type: string }, O, V extends View, E extends GameEvent> extends NetReading<V> {
  /** The game's room type at the server: its id. */
  id: RoomType;
  game: Game<S, A, O, V, E>;
  /** The events that open a game as it is played back (its deal). */
  opening(view: V): readonly E[];
  /** The setup a finished game sent by the server was dealt from. */
  setupOf(record: RecordMessage<A>): Setup<O>;
  /** The seat that deals the next round: the person there, pressing Deal, deals it for everyone. */
  dealer(view: V): Seat | null;
}

/** A game's network rules from its engine and its table terms: only how its end is told is the screen's. */
export function networkRules<S, A extends { type: string }, O, V extends View, E extends GameEvent>(
  id: RoomType,
  game: Game<S, A, O, V, E>,
  terms: TableTerms<O, V, E>,
  result: NetReading<V>['result'],
): NetworkRules<S, A, O, V, E> {
  return {
    id,
    game,
    opening: (view) => terms.opening(view),
    // The options of a finished game are the server's word: checked like any other, so a bad record does not play back.
    setupOf: (record) => ({ seed: record.seed, players: record.players, options: v.parse(terms.options, record.options) }),
    out: (view, seat) => terms.out(view, seat),
    dealer: (view) => terms.dealer(view),
    // Players pick a side in the waiting room of a game played in partnerships.
    ...(terms.partners.length > 0 ? { partners: terms.partners } : {}),
    result,
  };
}

/** What the screen does for its network mode. */
export interface NetworkScreen<S, A, O, V, E> {
  /** Seat the players of a network game (`names`): this kiosk's `people` at their seats, the first at the bottom (none: watching from the first seat). Who decides for each, in order. */
  sit(names: string[], people: readonly SeatedPerson[], source: TableSource<V>): readonly (LocalSeat<V, A> | null)[];
  /** The network game is over here: the table shows its own again (`then`: the lobby opens first). */
  leave(then: 'lobby' | 'local'): void;
  /** Show events as a step of play; with none, lay the table out as `view` has it. */
  show(events: readonly E[], view: V): Promise<void>;
  render(): void;
  /** Play a finished game back with every hand face up, opened by `opening` (its deal); `done` when the viewer ends it. */
  replay(game: SessionGame<S, A, O>, opening: (view: V) => readonly E[], done: () => void): void;
  /** Where the Game Over box opens, clear of what it must not hide. */
  gameOverHost(): DialogHost;
  /** The table's game makes way for another game's table (a network game chosen there in this lobby). */
  makeWay(): void;
  /** The server refused a move (the table's own words for it); a box with the reason when absent. */
  refused?(reason: string): void;
  /** The lobby closed without a game (opened again after one ended, or the seat not taken back): the table is its own. */
  idle?(): void;
  /** The computers' level the Host dialog offers first: the table's own (intermediate where it has none). */
  level?(): Level;
}

/**
 * What network play asks at a table, in the table's look: its questions
 * before any network code is loaded, and the windows of network play loaded
 * with it. A Windows table's are the Windows dialogs (`Look`).
 */
export interface TableNetworkDialogs extends NetworkQuestions {
  /** A name typed in; `problem` says why the last one was refused. Null when given up. */
  name(title: string, prompt: string, problem: string | null): Promise<string | null>;
  /** The lobby, the waiting room, the chat, the end. */
  windows(): Promise<NetworkDialogs>;
}

/** The Windows tables' questions and windows, in `look`. */
function windowTable(look: Look): TableNetworkDialogs {
  return {
    ...windowQuestions(look),
    name: async (title, prompt, problem) => {
      if (problem !== null) await messageBox(title, problem, undefined, { look });
      return textEntry(title, prompt, { look, maxLength: NAME_MAX });
    },
    windows: async () => (await import('./network-play')).windowDialogs(look),
  };
}

/** The finished network game the server sent, as the table keeps a game of its own; null when it does not play through (never trusted). */
export function recordedGame<S, A extends { type: string }, O, V extends View, E extends GameEvent>(rules: Pick<NetworkRules<S, A, O, V, E>, 'game' | 'setupOf'>, record: RecordMessage<A>): SessionGame<S, A, O> | null {
  try {
    const setup = rules.setupOf(record);
    let state = rules.game.setup(setup);
    for (const action of record.actions) state = rules.game.apply(state, action).state;
    return { setup, actions: record.actions, state, seed: record.seed, moves: 0 };
  } catch {
    return null;
  }
}

const TITLE = 'Network Game';

/** A name for the other players (a guest's, or another when one's own is taken at a table); null when given up. */
async function askName(dialogs: TableNetworkDialogs, prompt = 'Your name at the network table:'): Promise<string | null> {
  let problem: string | null = null;
  for (;;) {
    const typed = await dialogs.name(TITLE, prompt, problem);
    if (typed === null) return null;
    problem = nameProblem(typed.trim());
    if (problem === null) return typed.trim();
  }
}

/**
 * The kiosk's people beyond the first, as they come to a network table of a
 * game for at most `most` players: by their own names, a guest as "Player
 * 2"... A game for two brings none (two people here play it at this table).
 */
export function companyOf(people: readonly KioskPerson[], most: number): NetPerson[] {
  if (most <= 2) return [];
  return people.slice(1, most).map((p, i) => ({ ...p, name: p.player ?? `Player ${i + 2}` }));
}

/** What a host starts from: the game's options as the table's menus have them, or Thirty-One's variation (its Host dialog offers the choice). */
export type HostStart = { options: unknown } | { variation: Variation };

export class NetworkMode<S, A extends { type: string }, O, V extends View, E extends GameEvent> {
  game: NetworkGame<V, A, E> | null = null;
  /** The kiosk's people who go to the network table together, the seated person first. */
  private people: readonly KioskPerson[] = [];
  /** The last word from the server or the connection, for the status line. */
  notice = '';
  private opening = false;
  /** The lobby sent the person to another game's table. */
  private handedOff = false;
  /** The table's questions and network windows. */
  private readonly dialogs: TableNetworkDialogs;

  constructor(
    private readonly screen: NetworkScreen<S, A, O, V, E>,
    /** The game's network play; null where it has none (nothing is opened, and no seat is taken back). */
    private readonly rules: NetworkRules<S, A, O, V, E> | null,
    /** The table's look, which its network dialogs share (the Windows dialogs), or the table's own. */
    dialogs: Look | TableNetworkDialogs,
    /** The kiosk: where the network games of the person seated here are counted, and its other games' tables. */
    private readonly kiosk: { readonly records: Records } & Pick<Shell, 'games' | 'play'>,
  ) {
    this.dialogs = typeof dialogs === 'string' ? windowTable(dialogs) : dialogs;
  }

  get on(): boolean {
    return this.game !== null;
  }

  /** The network has the table: a network game is on, or the kiosk is going to another game's table chosen in the lobby. */
  get taken(): boolean {
    return this.on || this.handedOff;
  }

  /** How the kiosk's idle clock treats the table: nobody is asked "Still playing?" while only people elsewhere move. */
  get idle(): IdleKind {
    return this.game?.waitingOnOthers === true ? 'waiting' : 'game';
  }

  /** The lobby (or the waiting room) is open: a network game may be about to start. */
  get busy(): boolean {
    return this.opening;
  }

  /** Whether the table may go on to something else: no network game, or the person agreed to leave it. */
  async mayLeave(): Promise<boolean> {
    if (!this.game) return true;
    const leave = await this.dialogs.ask(TITLE, 'Leave the network game? A computer player will take your seat.');
    if (leave) this.leave();
    return leave;
  }

  /**
   * Open the lobby as `seated` (a guest is asked for a name), with the
   * table's `people` (the seated person first: the others come to the table
   * chosen, each at a seat of their own); the server is the operator's
   * `setting`, or this page's origin.
   */
  async open(seated: string | null, setting: string, start: HostStart, people: readonly KioskPerson[] = this.people): Promise<void> {
    if (this.opening || this.game || this.rules === null) return;
    this.opening = true;
    this.people = people;
    try {
      const name = seated ?? (await askName(this.dialogs));
      if (name === null) return;
      const { openNetwork } = await import('./sit-down');
      const opened = await openNetwork(this.table(this.rules, name, setting, start), this.rules, { ...(await this.start(name, setting)), ...start, ...this.company(seated), goes: (id) => gameNamed(this.kiosk, id) !== undefined });
      if (opened !== null && 'kind' in opened) {
        // Another game's table joins it as it arrives; the game here makes way, as for a network game here.
        handOff({ game: opened.game, roomId: opened.roomId, watch: opened.watch, name, setting, people });
        this.handedOff = true;
        this.screen.makeWay();
        const table = gameNamed(this.kiosk, opened.game);
        if (table !== undefined) void this.kiosk.play(table);
        return;
      }
      this.game = opened;
      this.screen.render();
    } catch (error) {
      await this.dialogs.tell(TITLE, error instanceof Error ? error.message : String(error));
    } finally {
      this.opening = false;
      if (this.game === null) this.screen.idle?.();
    }
  }

  /**
   * A page reloaded in the middle of a network game goes back to its seat,
   * if the person wants it (it loses nothing, so Yes is the default). True
   * when the table is the network game's again.
   */
  async rejoin(seated: string | null): Promise<boolean> {
    // A table chosen in another game's lobby is joined at once (looked for without waiting: a table with none goes on as before).
    const join = this.rules === null ? null : takeHandOff(this.rules.id);
    if (join !== null && this.rules !== null && (await this.handedOver(this.rules, join, seated))) return true;
    const kept = keptSeat();
    if (kept === null || this.game || this.rules === null || kept.game !== this.rules.id) return false;
    if (!(await this.dialogs.ask(TITLE, `${kept.name}, you were at a network game. Go back to your seat?`, true))) {
      keepSeat(null);
      return false;
    }
    const { rejoinNetwork } = await import('./sit-down');
    this.game = await rejoinNetwork(this.table(this.rules, kept.name, kept.address, { options: undefined }), this.rules, kept, await this.dialogs.windows(), kept.player ?? seated);
    this.screen.render();
    return this.game !== null;
  }

  /** Join `join`, the table chosen in another game's lobby. True when the table is the network game's. */
  private async handedOver(rules: NetworkRules<S, A, O, V, E>, join: HandOff, seated: string | null): Promise<boolean> {
    this.people = join.people;
    const { joinNetwork } = await import('./sit-down');
    this.game = await joinNetwork(this.table(rules, join.name, join.setting, { options: undefined }), rules, { ...(await this.start(join.name, join.setting)), ...this.company(seated) }, join);
    this.screen.render();
    return this.game !== null;
  }

  /** Who goes to the network table: `seated` (the kiosk's person by name; null: a guest) on their pad, and the table's other people (a game for two brings one: two people here play it at this table). */
  private company(seated: string | null) {
    return { player: seated, pad: this.people[0]?.pad ?? null, company: companyOf(this.people, this.rules?.game.players.max ?? 0) };
  }

  /** What the lobby and its tables start from, as `name`, at the server the operator's `setting` names. */
  private async start(name: string, setting: string) {
    const rules = this.rules;
    if (rules === null) throw new RangeError('This table has no network play.');
    const dialogs = await this.dialogs.windows();
    return { game: rules.id, dialogs, name, address: serverAddress(setting, location.origin), level: this.screen.level?.() ?? 'intermediate', rename: (reason: string) => askName(this.dialogs, `${reason} Your name at this table:`) };
  }

  /** Resolves once a round's end has been shown its time here, or the server has gone on to the next round's play. */
  roundShown(clock: { pause(ms: number): Promise<void> }): Promise<void> {
    const game = this.game;
    return Promise.race([clock.pause(ROUND_SHOW_MS), ...(game ? [game.session.moved()] : [])]);
  }

  /** The person here pressed Deal after a round's end: as its new dealer, they deal for everyone. */
  dealt(): void {
    const game = this.game;
    const view = game?.view() ?? null;
    const dealer = view === null ? null : (this.rules?.dealer(view) ?? null);
    if (game !== null && dealer !== null && game.seats.includes(dealer)) game.deal(dealer);
  }

  /** Leave the network table (a computer takes the seat of a player still in the game). */
  leave(): void {
    this.game?.leave('local');
  }

  /** What automation reads of the network game. */
  snapshot(): { you: Seat | null; notice: string; unread: number; chat: string[] } | null {
    const game = this.game;
    return game && { you: game.you, notice: this.notice, unread: game.chat.unread, chat: game.chat.messages.map((m) => `${m.from}: ${m.text}`) };
  }

  private table(rules: NetworkRules<S, A, O, V, E>, name: string, setting: string, start: HostStart): NetTable<V, A, E> {
    const screen = this.screen;
    return {
      seatNetwork: (people, names, source) => {
        this.notice = '';
        return screen.sit([...names], people, source);
      },
      present: (events, view) => screen.show(events, view),
      refused: (reason) => (screen.refused ? screen.refused(reason) : void this.dialogs.tell(TITLE, reason)),
      say: (text) => {
        this.notice = text;
        screen.render();
      },
      leftNetwork: (then) => {
        this.game = null;
        this.notice = '';
        screen.leave(then);
        screen.render();
        if (then === 'lobby') void this.open(name, setting, start);
      },
      redraw: () => screen.render(),
      replay: (record, done) => {
        const game = recordedGame(rules, record);
        if (game === null) {
          void this.dialogs.tell(TITLE, 'The game sent by the server does not play back.').then(done);
          return;
        }
        screen.replay(game, (view) => rules.opening(view), done);
      },
      gameOverHost: () => screen.gameOverHost(),
      finished: (record, people) => {
        const game = recordedGame(rules, record);
        if (game === null) return;
        // Each of this kiosk's people by name counts the game for themselves (a guest keeps no records).
        for (const { seat, player } of people) if (player !== null) void tallyNetworkGame(this.kiosk.records, rules.id, player, wonBy(rules.game, game.state, seat));
      },
    };
  }
}
