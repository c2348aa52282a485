// Who sits at the Hearts table: the visitor at seat 0, and at each other
// seat a computer player or another person at the cabinet (the Players
// dialog), the last table offered again from the settings. A table of one
// person is the one the kiosk always had: the visitor against three
// computer players at the menu's level. How a game at a table is recorded
// (its kind) is said here too: at the level of its weakest computer
// player, or among people only when no computer plays.

import type { Level } from '../../engine/game';
import { hearts } from '../../engine/hearts';
import { type SeatPlan, type Seating, peopleOnly, seatNames, tableLevel } from '../table/seat-plan';
import type { TableKind } from './hearts-stats';
import type { HeartsTable } from './table-rules';
import { OPPONENTS } from './texts';

/** The visitor against three computer players at `level`: the table a settings record without one means. */
export function aloneAgainst(visitor: string | null, level: Level): SeatPlan[] {
  return [{ kind: 'person', name: visitor, pad: null }, ...[1, 2, 3].map((): SeatPlan => ({ kind: 'computer', level }))];
}

/** The last table set up, the visitor in the first seat (with the first seat's device); none kept: the visitor alone against the menu's level. */
export function lastTable(settings: HeartsTable, visitor: string | null): Seating {
  const kept = settings.seating;
  if (kept === undefined) return { seats: aloneAgainst(visitor, settings.level) };
  const [first, ...others] = kept.seats;
  return { seats: [{ kind: 'person', name: visitor, pad: first?.kind === 'person' ? first.pad : null }, ...others] };
}

/** The settings with `seating` as the last table; the menu ticks its weakest computer player's level (a table of people only leaves the level as it was). */
export function withSeating(settings: HeartsTable, seating: Seating): HeartsTable {
  const computers = seating.seats.some((plan) => plan.kind === 'computer');
  return { ...settings, seating: { seats: seating.seats.slice() }, level: computers ? tableLevel(seating.seats) : settings.level };
}

/** The kind of game played at `plans` at `level` (the level it was dealt at). */
export function tableKind(plans: readonly SeatPlan[], level: Level): TableKind {
  return peopleOnly(plans, hearts.players.max) ? 'people' : level;
}

/** Every seat's name at `plans`: people by their own (a lone guest as "You"), computers by the table's names in turn. */
export function tableNames(plans: readonly SeatPlan[]): string[] {
  return seatNames(plans, OPPONENTS);
}

/** Who sat at a kept game: its seating, or (kept without one) its player against three computers at its level. */
export function keptTable(kept: { seating?: Seating; player: string | null; level: Level }): SeatPlan[] {
  return kept.seating?.seats.slice() ?? aloneAgainst(kept.player, kept.level);
}
