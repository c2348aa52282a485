// A network seat outlives its page: the reconnection token is kept in the
// tab's session storage while the person sits at a network game, so a page
// reloaded (or a tab restored) within the minute the server keeps the seat
// can go back to it. Only this tab sees it, and leaving the table forgets it.

import * as v from 'valibot';

const KEY = 'parlour:network-seat';

const NAME = v.pipe(v.string(), v.maxLength(12));
const PAD = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))), null);

/** Another person of this kiosk at the same table, on a connection of their own. */
const CompanionSchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** Their name at the table. */
  name: NAME,
  /** The kiosk's name for them (records); null for a guest. */
  player: v.nullable(NAME),
  pad: PAD,
});

const KeptSeatSchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  address: v.pipe(v.string(), v.maxLength(200)),
  name: NAME,
  /** The kiosk's name for the person (records): null for a guest; absent from a seat kept before it was kept. */
  player: v.optional(v.nullable(NAME)),
  /** The person's own pad at this kiosk, if they play with one. */
  pad: PAD,
  /** The kiosk's other people at the table (a seat kept before they could come has none). */
  companions: v.optional(v.pipe(v.array(CompanionSchema), v.maxLength(7)), []),
  /** The game of the table (a seat kept before games were named is Thirty-One's): only that game's table goes back to it. */
  game: v.optional(v.pipe(v.string(), v.maxLength(16)), 'thirtyone'),
});
export type KeptSeat = v.InferOutput<typeof KeptSeatSchema>;
/** What is kept of a seat; a person without a pad or companions need not say so. */
export type KeepingSeat = v.InferInput<typeof KeptSeatSchema>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a locked-down browser): the seat is simply not kept.
    return null;
  }
}

export function keepSeat(seat: KeepingSeat | null, where: Store | null = store()): void {
  if (seat === null) where?.removeItem(KEY);
  else where?.setItem(KEY, JSON.stringify(seat));
}

/** The seat kept by this tab, or null (none, or not readable: then it is forgotten). */
export function keptSeat(where: Store | null = store()): KeptSeat | null {
  const text = where?.getItem(KEY);
  if (text === null || text === undefined) return null;
  try {
    return v.parse(KeptSeatSchema, JSON.parse(text));
  } catch {
    where?.removeItem(KEY);
    return null;
  }
}
