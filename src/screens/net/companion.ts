// A second (third, fourth) person of this kiosk at a network table. The
// server knows each seat by its connection, so every person here beyond the
// first joins the table on a connection of their own, under their own name:
// the server sees independent players, sends each only their own view, and
// checks each one's moves. The first person's connection (the lead) keeps
// the waiting room, the chat, the clock and the end; a companion's only
// brings its seat's view and its turns. The table shows what the lead
// shows, so a companion is asked for a move only once the lead has shown the
// step before it (`shown`), never over a card still on its way.

import type { Seat } from '../../engine/game';
import type { TableLink } from '../../net/game-link';
import { NetSession, netStep } from '../../net/net-session';
import type { Controller } from '../../table/seats';
import type { TableMessage } from '../../table/protocol';

/** A person at this kiosk's table: the kiosk's name for them (null: a guest) and their own pad, if any. */
export interface KioskPerson {
  player: string | null;
  pad: number | null;
}

/** A person of this kiosk at a network table, by their name there (`player`'s records count the game; `pad`, or null sharing the keyboard, the mouse and unclaimed pads). */
export interface NetPerson extends KioskPerson {
  name: string;
}

/** A person of this kiosk and the seat they play at a network table. */
export interface SeatedPerson extends NetPerson {
  seat: Seat;
}

/** What a companion needs of the table it sits at. */
export interface CompanionHooks {
  /** Resolves once the lead has shown the game's `step` (at once when the server does not number them). */
  shown(step: number | undefined): Promise<void>;
  /** The server refused this person's move: say why. */
  refused(reason: string): void;
  /** The connection is back: keep its newest token for a reload. */
  kept(): void;
  /** The connection is gone for good. */
  gone(name: string): void;
  /** Where to sit at the table before Play, as `table` has it (beside a friend, in a game of partners); null to stay. */
  place(table: TableMessage): Seat | null;
}

type NetView = { seat: Seat; toAct: Seat | null };

export class Companion<V extends NetView, A extends object, E> {
  readonly session: NetSession<V, A, E>;
  /** Who decides for this person's seat, once the game starts. */
  person: Controller<V, A> | null = null;
  /** Their seat, once the game starts; null until then (and once it is not theirs). */
  seat: Seat | null = null;

  constructor(
    readonly who: NetPerson,
    private readonly link: TableLink<V, A, E>,
    hooks: CompanionHooks,
  ) {
    this.session = new NetSession({
      // Nothing of its own to show: the lead shows the table.
      present: (_events, step) => hooks.shown(step),
      person: () => this.person,
      send: (action) => link.move(action),
      refused: (reason) => hooks.refused(reason),
    });
    link.on('game', (message) => this.session.receive(netStep(message)));
    // The lead's connection hears the table, the chat, the clock and the end for everyone here; this one only
    // moves once, on arrival, to the seat the table offers it (a friend's partner).
    let placed = false;
    link.on('table', (table) => {
      if (placed || table.stage !== 'waiting') return;
      placed = true;
      const seat = hooks.place(table);
      if (seat !== null && seat !== table.you) link.send('sit', { seat });
    });
    link.on('refused', (message) => {
      if (message.of === 'action') this.session.refuse(message.reason);
    });
    link.watch({ dropped: () => undefined, back: () => hooks.kept(), gone: () => hooks.gone(who.name) });
    link.listen();
  }

  /** The connection's newest token, which brings the seat back after a reload. */
  get token(): string {
    return this.link.token;
  }

  /** Their seat at the table `table` describes (found by their name, unique at a table); null once it is not theirs. */
  seatAt(table: TableMessage): Seat | null {
    const seat = table.seats.findIndex((s) => s.kind === 'person' && s.name === this.who.name);
    return seat < 0 ? null : seat;
  }

  /** As the new dealer, deal the next round for everyone. */
  deal(): void {
    this.link.send('deal', {});
  }

  /** The connection fails (automation); the SDK comes back to the seat. */
  drop(): void {
    this.link.drop();
  }

  /** The page goes (automation): the connection ends, kept by the server for the page's next load. */
  close(): void {
    this.session.stop();
    this.link.close();
  }

  leave(): void {
    this.session.stop();
    this.link.leave();
  }
}
