// Who plays, before a game at any table: the Players dialog in the game's
// look, opened on the table a game starts from (the last one set up, with
// the person seated at the kiosk in the first seat), the people on file to
// pick from, a new name filed as it is typed, and the pads plugged in now.

import type { Shell } from '../shell-contract';
import { addPlayer, playerNames, warner } from './players';
import { type PlayersTable, type ToNetwork, choosePlayers } from './players-dialog';
import type { Seating } from './seat-plan';

/** `last` with `visitor` (null: a guest) in the first seat, on the pad that seat had. */
export function withVisitor(last: Seating, visitor: string | null): Seating {
  const [first, ...others] = last.seats;
  return { seats: [{ kind: 'person', name: visitor, pad: first?.kind === 'person' ? first.pad : null }, ...others] };
}

/** The table chosen, `{ network }` (its people) for a network game instead, or null when the dialog was cancelled. */
export async function whoPlays(shell: Shell, title: string, start: Seating, opponentNames: readonly string[], table: PlayersTable): Promise<Seating | ToNetwork | null> {
  const warn = warner(title);
  const records = shell.records;
  const add = async (name: string) => ((await addPlayer(records, name, warn)) === null ? 'That name could not be kept. Try again, or play as a guest.' : null);
  return choosePlayers(start, { names: await playerNames(records, warn), pads: shell.input.padSlots(), opponentNames, add }, table);
}
