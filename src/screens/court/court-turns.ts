// Taking turns at one screen. Against the computer, your hand lies face up
// at the bottom. When two people play each other, the person to act sits at
// the bottom (the table turns to them), covered until they show their cards
// with their own device; their cards turn face down once their move is made,
// unless the same choice goes on at once, made alone: the second card of a
// pair they draw (the first decided it), or another bonus card of their
// bonus round. A turn of the play always ends face down, even when its
// winner leads the next, so both may watch it settle. At a network table
// each kiosk has its own person, whose seat is always at the bottom, never
// covered; the names are the players' own, from the server.

import type { CourtAction, CourtView } from '../../engine/court';
import type { Level, Seat } from '../../engine/game';
import { coverText } from '../table/cover-panel';
import type { HandCover } from '../table/hand-cover';
import type { SeatPlan } from '../table/seat-plan';
import type { TableSeats } from '../table/table-seats';
import type { Decision } from '../../table/seats';
import type { RecordedTable } from './court-results';
import { gamePlans, headToHead, peopleNames, recordNames, tableNames } from './court-seating';
import type { CourtSnapshot } from './court-snapshot';
import type { PeopleNames } from './court-texts';

/** Whether the person choosing `action` chooses again at once, alone. */
export function choiceGoesOn(decision: Pick<Decision<CourtView, CourtAction>, 'view' | 'legal'>, action: CourtAction): boolean {
  if (action.type === 'keep' || action.type === 'discard') return decision.view.drawing?.firstKept === null;
  if (action.type === 'bonus') return decision.legal.some((a) => a.type === 'bonus' && a.card !== action.card);
  return false;
}

/** What the turns need of the Court's table. */
export interface TurnsTable {
  readonly seats: TableSeats<CourtView, CourtAction>;
  readonly cover: HandCover;
  /** The person seated here, at seat 0 (null: a guest). */
  person(): string | null;
  /** The level the game at the table is played at. */
  gameLevel(): Level;
  replaying(): boolean;
  /** Where the moves shown come from now: the table's own game, a replay, or a network game (see TableRun.source). */
  source(): unknown;
}

export class CourtTurns {
  /** The players of the network game seated, by seat, as the server names them; empty at the kiosk's own table. */
  private network: readonly string[] = [];
  /** Where the network game seated comes from. */
  private networkSource: unknown = null;

  constructor(private readonly t: TurnsTable) {}

  /** The network game's players by name while the table is seated for one; null at the kiosk's own game. */
  private networkNames(): readonly string[] | null {
    return this.network.length > 0 ? this.network : null;
  }

  /**
   * The seat drawn at the bottom: the person to act (or who acted last) when
   * people share the screen, else seat 0, as in a replay; at a network table
   * the kiosk's own seat, replay or not.
   */
  bottom(): Seat {
    return this.t.replaying() && this.networkNames() === null ? 0 : this.t.cover.viewer;
  }

  /** The table at play, seat 0 the person seated here now (a tournament seats one after another); a network table as this kiosk seats it. */
  plans(): SeatPlan[] {
    return this.networkNames() === null ? gamePlans(this.t.seats.seating, this.t.person(), this.t.gameLevel()) : [...this.t.seats.seating];
  }

  names(): [string, string] {
    const network = this.networkNames();
    return network === null ? tableNames(this.plans()) : [network[0] ?? '', network[1] ?? ''];
  }

  /** The two people's names when people play each other; null against the computer. At a network table both are named, whoever plays them. */
  people(): PeopleNames | null {
    return this.networkNames() === null ? peopleNames(this.plans()) : this.names();
  }

  /** Who a game at `plans` is recorded for. */
  recorded(plans: readonly SeatPlan[] = this.plans()): RecordedTable {
    return { names: recordNames(plans), headToHead: headToHead(plans) };
  }

  /** Seat `plans` for the next game: its people take turns at the screen, the first to draw at the bottom. */
  sitAt(plans: readonly SeatPlan[]): void {
    this.network = [];
    this.t.seats.set(plans);
    const people = this.t.seats.personSeats;
    this.t.cover.seat(people.length, people[0] ?? 0);
  }

  /** A network game's table, its players called `names` (the table seats this kiosk's people). */
  sitAtNetwork(names: readonly string[]): void {
    this.network = names;
    this.networkSource = this.t.source();
  }

  /** Whether the table is still seated for a network game it no longer shows (left, or lost): the kiosk's own table is to be seated again. */
  networkLeft(): boolean {
    return this.network.length > 0 && !this.t.replaying() && this.t.source() !== this.networkSource;
  }

  /** The person asked to act, once their cards show (at once when nobody else shares the screen). */
  acting() {
    const waiting = this.t.seats.waiting();
    return waiting && this.t.cover.open(waiting.seat) ? waiting : null;
  }

  /** The bottom's cards lie face down: people share the screen and the one playing has not shown them (or has moved). */
  faceDown(): boolean {
    return !this.t.replaying() && this.t.cover.shared && !this.t.cover.shown;
  }

  /** The cover's words while the person to act has yet to show their cards (`plugged`: the pads plugged in now); null when it is down. */
  coverWords(plugged: readonly number[]): string | null {
    const waiting = this.t.replaying() ? null : this.t.seats.waiting();
    if (!waiting || this.t.cover.shown) return null;
    return coverText(this.names()[waiting.seat] ?? '', this.t.seats.plan(waiting.seat), plugged);
  }

  /** The person playing made a move choosing `action`: with others at the screen, their cards turn face down unless their choice goes on. */
  moved(decision: Decision<CourtView, CourtAction>, action: CourtAction): void {
    if (!choiceGoesOn(decision, action)) this.t.cover.moved();
  }

  /** Who sits where and whose turn it is, for automation. */
  snapshot(): Pick<CourtSnapshot, 'viewer' | 'waiting' | 'names' | 'seating' | 'headToHead'> {
    return { viewer: this.bottom(), waiting: this.t.seats.waiting()?.seat ?? null, names: this.names(), seating: this.plans(), headToHead: this.people() !== null };
  }
}
