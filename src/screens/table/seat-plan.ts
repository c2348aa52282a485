// Who sits at a table: each seat a computer player at its own level or a
// person. Seat 0 is always a person (the visitor who chose the game). A
// person plays with their own gamepad (`pad`, the slot 0-3 it is plugged
// into) or shares the keyboard, the mouse and any pad nobody has claimed
// (`pad: null`). Kept with the settings (the last table) and with a game in
// progress, so it is plain JSON.

import type { Level } from '../../engine/game';

export type SeatPlan =
  /** `name` is the one the Options dialog gives that seat's computer player. */
  | { kind: 'computer'; level: Level }
  /** `name` null: a guest, who keeps no statistics. */
  | { kind: 'person'; name: string | null; pad: number | null };

export interface Seating {
  /** One plan per seat in play, 2 to 4; seat 0 is a person. */
  seats: SeatPlan[];
}

/** Each seat's person by name: null for a computer or a guest (who keep no statistics). */
export function personNames(plans: readonly SeatPlan[]): (string | null)[] {
  return plans.map((plan) => (plan.kind === 'person' ? plan.name : null));
}

/** Every seat's name: people by their own (a guest as "You", or "Player 2" beside other people), computers by the Options' names in turn. */
export function seatNames(plans: readonly SeatPlan[], opponents: readonly string[]): string[] {
  const people = plans.filter((p) => p.kind === 'person').length;
  let computer = 0;
  return plans.map((plan, seat) => {
    if (plan.kind === 'computer') return opponents[computer++] ?? `Computer ${seat + 1}`;
    return plan.name ?? (people === 1 ? 'You' : `Player ${seat + 1}`);
  });
}

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];

/** A table's level: its weakest computer player's; expert when every computer is one, or there is none. */
export function tableLevel(plans: readonly SeatPlan[]): Level {
  return LEVELS[Math.min(LEVELS.length - 1, ...plans.map((plan) => (plan.kind === 'computer' ? LEVELS.indexOf(plan.level) : LEVELS.length - 1)))] ?? 'expert';
}

/** A game counts for the statistics when every computer player at it plays at the expert level. */
export function countsAtExpert(plans: readonly SeatPlan[]): boolean {
  return tableLevel(plans) === 'expert';
}

/** A network game's table (its players called `names`) as this kiosk seats it: its `people` at their seats, each with their own pad if any (none when watching); everyone else is played elsewhere. */
export function networkSeating(names: readonly string[], people: readonly { seat: number; pad: number | null }[]): SeatPlan[] {
  return names.map((name, seat): SeatPlan => {
    const person = people.find((p) => p.seat === seat);
    return person === undefined ? { kind: 'computer', level: 'expert' } : { kind: 'person', name, pad: person.pad };
  });
}

/** The seats people play at `plans`, in order. */
export function peopleSeats(plans: readonly SeatPlan[]): number[] {
  return plans.flatMap((plan, seat) => (plan.kind === 'person' ? [seat] : []));
}

/** Whether only people play at a table of `seats` seats (a seat with no plan is a computer's): such a game is never one against the computer. */
export function peopleOnly(plans: readonly SeatPlan[], seats: number): boolean {
  return plans.length === seats && plans.every((plan) => plan.kind === 'person');
}
