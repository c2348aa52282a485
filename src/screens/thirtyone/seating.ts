// Who sits at a Thirty-One table: 2 to 4 seats, each a computer player at
// its own level or a person. Seat 0 is always a person (the visitor who
// chose the game). A person plays with their own gamepad (`pad`, the slot
// 0-3 it is plugged into) or shares the keyboard, the mouse and any pad
// nobody has claimed (`pad: null`). Kept with the settings (the last table)
// and with a game in progress, so it is plain JSON.

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

/** The table a new cabinet offers: you against two intermediate computer players. */
export const STANDARD_SEATING: Seating = {
  seats: [
    { kind: 'person', name: null, pad: null },
    { kind: 'computer', level: 'intermediate' },
    { kind: 'computer', level: 'intermediate' },
  ],
};

/** Each seat's person by name: null for a computer or a guest (who keep no statistics). */
export function personNames(plans: readonly SeatPlan[]): (string | null)[] {
  return plans.map((plan) => (plan.kind === 'person' ? plan.name : null));
}

/** The attract loop's table: three computer players, one of each level. */
export const DEMO_SEATING: Seating = {
  seats: [
    { kind: 'computer', level: 'expert' },
    { kind: 'computer', level: 'intermediate' },
    { kind: 'computer', level: 'novice' },
  ],
};

/** A network game's table as this kiosk seats it: the person here at `you` (none when watching), everyone else played elsewhere. */
export function networkSeating(players: number, you: number | null, name: string): SeatPlan[] {
  return Array.from({ length: players }, (_, seat): SeatPlan => (seat === you ? { kind: 'person', name, pad: null } : { kind: 'computer', level: 'expert' }));
}
