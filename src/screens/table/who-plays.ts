// Who plays, before a game at any table: the Players dialog in the game's
// look, opened on the last table set up with the visitor (the person seated
// at the kiosk) in the first seat, the people on file to pick from and the
// pads plugged in now.

import type { Shell } from '../shell-contract';
import { addPlayer, playerNames, warner } from './players';
import { type PlayersTable, choosePlayers } from './players-dialog';
import type { Seating } from './seat-plan';

/** The table chosen, 'network' for a network game instead, or null when the dialog was cancelled. */
export async function whoPlays(shell: Shell, title: string, last: Seating, visitor: string | null, opponentNames: readonly string[], table: PlayersTable): Promise<Seating | 'network' | null> {
  const warn = warner(title);
  const records = shell.records;
  const [first, ...others] = last.seats;
  const you = { kind: 'person' as const, name: visitor, pad: first?.kind === 'person' ? first.pad : null };
  const add = async (name: string) => ((await addPlayer(records, name, warn)) === null ? 'That name could not be kept. Try again, or play as a guest.' : null);
  return choosePlayers({ seats: [you, ...others] }, { names: await playerNames(records, warn), pads: shell.input.padSlots(), opponentNames, add }, table);
}
