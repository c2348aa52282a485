// Who sits at the Spectrum table and which device acts for whom: the shared
// seats (the kiosk's person at seat 0; the computer at the menu's level, or a
// second person here, at seat 1) and the cover between two people's turns.
// The engine hides no card of one seat from the other (both decks lie face
// down for both, every pile face up for both), so the cover hides nothing of
// the board: it hands the table over ("PASS TO BOB"), turns it to the person
// about to play, and waits for their device. No drawing here.

import type { Level, Seat } from '../../engine/game';
import type { PatienceAction, PatienceView } from '../../engine/patience';
import type { Command } from '../../input/commands';
import type { Decision } from '../../table/seats';
import { coverText } from '../table/cover-panel';
import { HandCover } from '../table/hand-cover';
import { networkSeating } from '../table/seat-plan';
import { coverNetworkPeople } from '../table/network-seats';
import { TableSeats } from '../table/table-seats';
import { AGAINST_THE_COMPUTER, type Players, headToHead, peopleAt, seatPlans, sideNames } from './seating';
import { ALONE, type Sides, padOutWords } from './sides';
import type { Played } from './table-results';

/** What a device that may not act for the person playing may still do: open the menu, or the help. */
export function anyonesPress(command: Command): 'menu' | 'help' | null {
  if (command.type === 'char') return command.char === 'X' ? 'menu' : null;
  if (command.type !== 'press') return null;
  if (command.button === 'menu' || command.button === 'back') return 'menu';
  return command.button === 'help' ? 'help' : null;
}

export class TablePeople {
  /** Who decides for each seat. */
  readonly seats: TableSeats<PatienceView, PatienceAction>;
  /** With two people, whether the person asked has taken the table yet. */
  readonly cover = new HandCover();
  /** Who plays the game at the table. */
  players: Players = AGAINST_THE_COMPUTER;
  private first: string | null = null;
  /** The pads plugged in when last looked at. */
  private padsSeen = '';

  /** `asked`: a person other than the kiosk's is asked to act; a computer plays at `level`. */
  constructor(asked: (decision: Decision<PatienceView, PatienceAction>) => void, level: () => Level) {
    this.seats = new TableSeats(asked, level);
  }

  /** The session's controllers (see TableSeats.build), the kiosk's person seated against the computer until a game seats others. */
  build(standard: Parameters<TableSeats<PatienceView, PatienceAction>['build']>[0]): ReturnType<TableSeats<PatienceView, PatienceAction>['build']> {
    const controllers = this.seats.build(standard);
    this.sit(AGAINST_THE_COMPUTER, standard.person.name);
    return controllers;
  }

  /** Seat `players` for the next game (or one carried on), `first` (null: a guest) at seat 0. */
  sit(players: Players, first: string | null): void {
    this.players = players;
    this.first = first;
    this.seats.set(seatPlans(players, first));
    this.cover.seat(this.seats.personSeats.length, 0);
  }

  /** Seated at a network game whose players are `names`: the person here at `seat` (null: watching), the other seat played elsewhere. */
  atNetwork(names: readonly string[], seat: Seat | null): void {
    const people = seat === null ? [] : [{ seat, pad: null }];
    this.seats.set(networkSeating(names, people), true);
    coverNetworkPeople(this.cover, people);
  }

  /** The person at seat 0 is someone else now (named at the menu). */
  rename(first: string | null): void {
    if (this.first !== first) this.sit(this.players, first);
  }

  get headToHead(): boolean {
    return headToHead(this.players);
  }

  /** The seat the table is drawn for: the person playing or about to (the last to play once it ends); seat 0 against the computer. */
  get viewer(): Seat {
    return this.headToHead ? this.cover.viewer : 0;
  }

  /** How the table names the two seats, drawn for `viewer`. */
  sides(viewer: Seat = this.viewer): Sides {
    return this.headToHead ? { names: sideNames(this.players, this.first), viewer } : ALONE;
  }

  /** Who played, for the records: the people seat by seat (null a guest, or the computer's seat), named head to head. */
  get played(): Played {
    return { people: peopleAt(this.players, this.first), names: this.sides().names };
  }

  /** The person asked to act now, if any. */
  waiting() {
    return this.seats.waiting();
  }

  /** `seat` is asked to act: true when the table is theirs at once, false while the cover waits for them. */
  turn(seat: Seat): boolean {
    return this.cover.turn(seat);
  }

  /** The table waits for the person asked to take it. */
  get covered(): boolean {
    return this.cover.shared && !this.cover.shown && this.waiting() !== null;
  }

  /** The person named on the cover takes the table; false when it was not covered. */
  uncover(): boolean {
    return this.covered && this.cover.uncover();
  }

  /** Whether `command` may act for the person asked now: anyone at a table of one; their own pad, or the shared devices, at a table of two. */
  mayAct(command: Command, plugged: readonly number[]): boolean {
    const waiting = this.waiting();
    return waiting === null || !this.cover.shared || this.seats.mayAct(waiting.seat, command, plugged);
  }

  /** Whether the person asked now plays on a pad of their own that is plugged in (their pad's words on the lines, then). */
  onOwnPad(plugged: readonly number[]): boolean {
    const waiting = this.waiting();
    const plan = waiting ? this.seats.plan(waiting.seat) : undefined;
    return plan?.kind === 'person' && plan.pad !== null && plugged.includes(plan.pad);
  }

  /** The cover's words (who it waits for and how they take the table), while it is up. */
  coverWords(plugged: readonly number[]): string[] | null {
    const waiting = this.waiting();
    if (!waiting || !this.covered) return null;
    const name = this.sides(waiting.seat).names?.[waiting.seat] ?? '';
    return coverText(name, this.seats.plan(waiting.seat), plugged).toUpperCase().split('\n');
  }

  /** The person asked plays on a pad that has been pulled out: the shared devices play for them until it is back. */
  padOut(plugged: readonly number[]): number | null {
    const waiting = this.waiting();
    const plan = waiting && this.cover.shared ? this.seats.plan(waiting.seat) : undefined;
    return plan?.kind === 'person' && plan.pad !== null && !plugged.includes(plan.pad) ? plan.pad : null;
  }

  /**
   * Whether the pads plugged in changed since last looked at (null: they did
   * not), with the words for a person whose pad was pulled out during their
   * turn: the shared devices play for them until it is back.
   */
  padsChanged(plugged: readonly number[]): { notice: string | null } | null {
    if (plugged.join() === this.padsSeen) return null;
    this.padsSeen = plugged.join();
    const out = this.padOut(plugged);
    const waiting = this.waiting();
    return { notice: out !== null && waiting && !this.covered ? padOutWords(out, this.sides(waiting.seat).names?.[waiting.seat] ?? '') : null };
  }
}
