// A person's network games at this kiosk, kept apart from every table of
// games against its computers: how many they played to the end here and
// how many they won. A game is counted only where the kiosk saw its whole
// outcome (the server's record of it, played through here), and only for
// the person seated at the kiosk by name (a guest keeps none).

import * as v from 'valibot';
import type { Game, GameEvent, Seat, View } from '../../engine/game';
import type { Records } from '../../store/records';

const TallySchema = v.strictObject({ played: v.pipe(v.number(), v.integer(), v.minValue(0)), won: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type NetworkTally = v.InferOutput<typeof TallySchema>;
const NONE: NetworkTally = { played: 0, won: 0 };

/** The records' name for a game's network tally: beside the game's own, never in its tables. */
const recordOf = (game: string) => `${game}-network`;

/** Whether `seat` won the finished game `state` of `game` (a draw shared is a win for each winner). */
export function wonBy<S, A extends { type: string }, O, V extends View, E extends GameEvent>(game: Game<S, A, O, V, E>, state: S, seat: Seat): boolean {
  return game.outcome(state)?.winners.includes(seat) ?? false;
}

/** Count a network game `player` played to its end here. */
export async function tallyNetworkGame(records: Records, game: string, player: string, won: boolean): Promise<void> {
  await records.updateStats(recordOf(game), player, TallySchema, NONE, (tally) => ({ played: tally.played + 1, won: tally.won + (won ? 1 : 0) }));
}

export function networkTally(records: Records, game: string, player: string): Promise<NetworkTally> {
  return records.stats(recordOf(game), player, TallySchema, NONE);
}

/** The tally in words, for a game's statistics; null before the first. */
export function tallyLine(tally: NetworkTally): string | null {
  if (tally.played === 0) return null;
  return `Network games: ${tally.played} played, ${tally.won} won (kept apart from games against the computer).`;
}
