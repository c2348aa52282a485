// Who plays Chinese Patience at the cabinet: the person seated at the menu
// against the computer (at the menu's level), or head to head against a
// second person here, each on a pad of their own or sharing the keyboard,
// the mouse and any pad nobody has claimed. Kept with the settings (the last
// choice, offered again) and with a game in progress; a record without it
// is the one-person table. Plain data, turned into the shared seat plans.

import * as v from 'valibot';
import type { Seat } from '../../engine/game';
import { NameSchema } from '../../table/names';
import { samePlayer } from '../table/kept-games';
import { type SeatPlan, seatNames } from '../table/seat-plan';

const PADS = [0, 1, 2, 3] as const;
const PadSchema = v.nullable(v.picklist(PADS));

/** A pad's slot (0-3), or null for the shared devices. */
export type Pad = (typeof PADS)[number] | null;

/** `slot` if it is a pad's slot plugged in now, else null (the shared devices). */
function pluggedPad(slot: number | null, plugged: readonly number[]): Pad {
  return PADS.find((p) => p === slot && plugged.includes(p)) ?? null;
}

export const PlayersSchema = v.pipe(
  v.strictObject({
    /** The pad of the person seated at the menu (seat 0); null: the keyboard, the mouse and any free pad. */
    firstPad: PadSchema,
    /** Seat 1: null for the computer, or a second person here (a null name: a guest) with their pad. */
    second: v.nullable(v.strictObject({ name: v.nullable(NameSchema), pad: PadSchema })),
  }),
  v.check((p) => p.second === null || p.second.pad === null || p.second.pad !== p.firstPad, 'each pad plays one seat'),
);

export type Players = v.InferOutput<typeof PlayersSchema>;
export type SecondPerson = NonNullable<Players['second']>;

/** The table as it always was: you against the computer. */
export const AGAINST_THE_COMPUTER: Players = { firstPad: null, second: null };

export function headToHead(players: Players): boolean {
  return players.second !== null;
}

/**
 * The seat plans of a game for `first` (the person seated, null a guest):
 * against the computer, seat 0 alone (seat 1 is the computer at the
 * menu's level); head to head, both people with their pads.
 */
export function seatPlans(players: Players, first: string | null): SeatPlan[] {
  const second = players.second;
  if (second === null) return [{ kind: 'person', name: first, pad: null }];
  return [
    { kind: 'person', name: first, pad: players.firstPad },
    { kind: 'person', name: second.name, pad: second.pad },
  ];
}

/** Both seats' names in capitals: the people's own (guests "PLAYER 1", "PLAYER 2"), or YOU and the computer's I. */
export function sideNames(players: Players, first: string | null): [string, string] {
  if (players.second === null) return [first ?? 'YOU', 'I'];
  const [a = '', b = ''] = seatNames(seatPlans(players, first), []).map((name) => name.toUpperCase());
  return [a, b];
}

/** The names of the people who play (null for a guest), seat by seat; the computer's seat is null. */
export function peopleAt(players: Players, first: string | null): (string | null)[] {
  return [first, players.second?.name ?? null];
}

/**
 * The last choice made fit to offer again: a pad no longer plugged in is
 * the shared devices, and a second person who is now the one seated at the
 * menu is a guest.
 */
export function fitted(players: Players, first: string | null, plugged: readonly number[]): Players {
  const second = players.second;
  if (second === null) return AGAINST_THE_COMPUTER;
  const name = first !== null && samePlayer(second.name, first) ? null : second.name;
  return { firstPad: pluggedPad(players.firstPad, plugged), second: { name, pad: pluggedPad(second.pad, plugged) } };
}

/** The devices `seat` may choose among: the shared ones (null), then each pad plugged in that the other seat has not taken. */
export function padChoices(players: Players, seat: Seat, plugged: readonly number[]): Pad[] {
  const other = seat === 0 ? (players.second?.pad ?? null) : players.firstPad;
  return [null, ...PADS.filter((p) => plugged.includes(p) && p !== other)];
}

/** `seat`'s device, stepped to the next choice (or back, with -1). */
export function stepPad(players: Players, seat: Seat, plugged: readonly number[], step: 1 | -1 = 1): Players {
  const second = players.second;
  if (second === null) return players;
  const choices = padChoices(players, seat, plugged);
  const now = seat === 0 ? players.firstPad : second.pad;
  const at = Math.max(0, choices.indexOf(now));
  const next = choices[(at + step + choices.length) % choices.length] ?? null;
  return seat === 0 ? { ...players, firstPad: next } : { ...players, second: { ...second, pad: next } };
}

/** A device as the pages name it. */
export function padName(pad: number | null): string {
  return pad === null ? 'KEYBOARD' : `PAD ${pad + 1}`;
}
