// Who sits at the Euchre table: the person who chose the game at seat 1
// (seat 0 to the engine), and at each other seat a computer player at its
// level or another person at the cabinet, partners across (seats 1 and 3
// against 2 and 4). The Players dialog (euchre-who-plays.ts) sets the table
// up, each line saying who partners whom; the last table is kept with the
// settings and offered again; a record kept before there was one is the
// one-person table, the computers at the Options' level. Where a game is
// recorded: at the level of its computers, or among people only.

import { euchreTerms } from '../../engine/euchre';
import type { Level, Seat } from '../../engine/game';
import { type SeatPlan, type Seating, peopleOnly, peopleSeats, seatNames, tableLevel } from '../table/seat-plan';
import type { EuchreSettings } from './euchre-settings';
import { COMPUTER_NAMES } from './euchre-texts';

const SEATS = 4;

/** Where a game is recorded: under the level of the computers at its table, or among people only. */
export type RecordedAs = Level | 'people';

/** The one-person table: `person` at seat 0 and three computers at `level`, as Euchre has always been played. */
export function oneTable(person: string | null, level: Level): SeatPlan[] {
  return [{ kind: 'person', name: person, pad: null }, ...Array.from({ length: SEATS - 1 }, (): SeatPlan => ({ kind: 'computer', level }))];
}

/** The table the next game is dealt to: the last set up (or the one-person table), with `visitor` in seat 0. */
export function nextTable(settings: EuchreSettings, visitor: string | null): SeatPlan[] {
  const [first, ...others] = settings.seating?.seats ?? oneTable(visitor, settings.level);
  return [{ kind: 'person', name: visitor, pad: first?.kind === 'person' ? first.pad : null }, ...others];
}

/** Whether the table seats two or more people, who take turns at the screen. */
export function shared(plans: readonly SeatPlan[]): boolean {
  return peopleSeats(plans).length > 1;
}

/** Every seat's name at the table: people by their own (a guest "You" alone, else "Player 3"), computers Hank, Jenny and Walt in turn. */
export function tableNames(plans: readonly SeatPlan[]): string[] {
  return seatNames(plans, COMPUTER_NAMES);
}

/** Where a game at `plans` is recorded: a table of people only as such, else its weakest computer's level. */
export function recordedAs(plans: readonly SeatPlan[]): RecordedAs {
  return peopleOnly(plans, SEATS) ? 'people' : tableLevel(plans);
}

/** The level of the computers at `plans`, as the Options show it: the weakest one's; `otherwise` when no computer sits there. */
export function computersLevel(plans: readonly SeatPlan[], otherwise: Level): Level {
  return plans.some((plan) => plan.kind === 'computer') ? tableLevel(plans) : otherwise;
}

/** The settings with `seating` as the last table, the Options' level that of its computers. */
export function withSeating(settings: EuchreSettings, seating: Seating): EuchreSettings {
  return { ...settings, seating: { seats: [...seating.seats] }, level: computersLevel(seating.seats, settings.level) };
}

/** `seat`'s partner across the table. */
export function partnerOf(seat: Seat): Seat {
  return euchreTerms.partners.find((team) => team.includes(seat))?.find((other) => other !== seat) ?? (seat + 2) % SEATS;
}

/** The note after a seat's line in the Players dialog: whom it partners. */
export function partnerNote(seat: Seat): string {
  return ` (partner: seat ${partnerOf(seat) + 1})`;
}

/** A person at the table by name (null: a guest) and seat. */
export interface Sitter {
  name: string | null;
  seat: Seat;
}

/** A kept game's table, as it was kept (a game from before: its player alone at seat 0). */
interface KeptTable {
  seating?: Seating;
  player: string | null;
  level: Level;
}

/** The people at a kept game. */
export function keptSitters(kept: KeptTable): Sitter[] {
  const plans = kept.seating?.seats ?? [{ kind: 'person', name: kept.player, pad: null }];
  return peopleSeats(plans).map((seat) => {
    const plan = plans[seat];
    return { seat, name: plan?.kind === 'person' ? plan.name : null };
  });
}

/** Where a kept game is recorded: among people only, or at its level. */
export function keptAs(kept: KeptTable): RecordedAs {
  return kept.seating && recordedAs(kept.seating.seats) === 'people' ? 'people' : kept.level;
}
