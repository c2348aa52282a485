// A network game seated at a Windows table: the kiosk's people at their
// seats (each with their own pad, if any) and everyone else played
// elsewhere. With one person here their cards lie face up at the bottom;
// with two or more the table is covered between turns as at a table of
// their own, the first of them at the bottom to begin with.

import type { Seat } from '../../engine/game';
import type { LocalSeat } from '../../table/seats';
import type { HandCover } from './hand-cover';
import { networkSeating } from './seat-plan';
import type { TableSeats } from './table-seats';
import type { SeatPlan } from './seat-plan';
import type { KioskPerson } from '../net/companion';

/** A person of this kiosk at a network table: their seat, and their own pad if they play with one. */
export interface NetworkSeat {
  seat: Seat;
  pad: number | null;
}

/** Seat `people` (none: watching) at a network table whose players are `names`; who decides for each of them, in order. */
export function seatNetworkPeople<V, A>(
  at: { seats: TableSeats<V, A>; cover: HandCover; kiosk: LocalSeat<V, A> },
  names: readonly string[],
  people: readonly NetworkSeat[],
): (LocalSeat<V, A> | null)[] {
  // The kiosk's person keeps their own name (and records) here: the name given at the network table is that table's.
  const own = at.kiosk.name;
  at.seats.set(networkSeating(names, people), true);
  at.kiosk.name = own;
  coverNetworkPeople(at.cover, people);
  return people.map((p) => at.seats.person(p.seat));
}

/** The cover of a network table: its first person at the bottom, covered between turns when others of this kiosk play too; a watcher sees no hand. */
export function coverNetworkPeople(cover: HandCover, people: readonly { seat: Seat }[]): void {
  const first = people[0];
  if (first === undefined) cover.watch(0);
  else cover.seat(people.length, first.seat);
}

/** The people of a table of the kiosk's own, as they go to a network table together: the first seated (the kiosk's person) first. */
export function kioskPeople(plans: readonly SeatPlan[]): KioskPerson[] {
  return plans.flatMap((plan) => (plan.kind === 'person' ? [{ player: plan.name, pad: plan.pad }] : []));
}
