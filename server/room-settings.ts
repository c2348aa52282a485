// How a server runs its tables, set where the server is made (never by a
// client: Colyseus lays the room type's own options over whatever a client
// asks for when it creates a room).

import * as v from 'valibot';
import { RECONNECT_SECONDS, ROUND_SHOW_MS } from '../src/table/protocol';

export interface RoomSettings {
  /** Milliseconds a computer's move waits, so people can follow it; 0 in tests. */
  pauseMs: number;
  /** How long a round's end is shown before the next round's play, unless the dealer deals sooner; 0 in tests. */
  roundShowMs: number;
  /** How long a dropped player's seat waits for them. */
  reconnectSeconds: number;
  /** The first game's seed; null for a fresh random one. */
  seed: number | null;
  /** How long one second of the turn clock lasts, in milliseconds (shorter in tests). */
  turnSecondMs: number;
  /** Messages a client may send in one second; past it, the client floods the table and is cut off. */
  floodPerSecond: number;
}

// Far above what a person sends in play (a move, a chat line, a Deal): a client past it is a flood.
export const DEFAULT_SETTINGS: RoomSettings = { pauseMs: 900, roundShowMs: ROUND_SHOW_MS, reconnectSeconds: RECONNECT_SECONDS, seed: null, turnSecondMs: 1000, floodPerSecond: 20 };

const SettingsSchema = v.object({
  pauseMs: v.optional(v.pipe(v.number(), v.minValue(0)), DEFAULT_SETTINGS.pauseMs),
  roundShowMs: v.optional(v.pipe(v.number(), v.minValue(0)), DEFAULT_SETTINGS.roundShowMs),
  reconnectSeconds: v.optional(v.pipe(v.number(), v.minValue(0)), DEFAULT_SETTINGS.reconnectSeconds),
  seed: v.optional(v.nullable(v.pipe(v.number(), v.integer())), DEFAULT_SETTINGS.seed),
  turnSecondMs: v.optional(v.pipe(v.number(), v.minValue(1)), DEFAULT_SETTINGS.turnSecondMs),
  floodPerSecond: v.optional(v.pipe(v.number(), v.minValue(1)), DEFAULT_SETTINGS.floodPerSecond),
});

/** The `settings` of a room's creation options, each missing one at its default. */
export function roomSettings(options: unknown): RoomSettings {
  const settings = v.safeParse(v.object({ settings: SettingsSchema }), options);
  return settings.success ? settings.output.settings : DEFAULT_SETTINGS;
}
