// Game > Start at the Thirty-One table: the Players dialog, opened on the
// last table set up with the visitor in seat 1, the people on file to pick
// from and the pads plugged in now.

import { thirtyone } from '../../engine/thirtyone';
import type { Shell } from '../shell-contract';
import { addPlayer, playerNames, warner } from '../table/players';
import { choosePlayers } from '../table/players-dialog';
import type { Seating } from '../table/seat-plan';
import { TITLE } from './texts';
import type { ThirtyOneSettings } from './thirtyone-settings';

/** The table chosen, 'network' for a network game instead, or null when the dialog was cancelled. `visitor` is the person seated at the kiosk (null: a guest). */
export async function whoPlays(shell: Shell, settings: ThirtyOneSettings, visitor: string | null): Promise<Seating | 'network' | null> {
  const warn = warner(TITLE);
  const records = shell.records;
  const [last, ...others] = settings.seating.seats;
  const first = { kind: 'person' as const, name: visitor, pad: last?.kind === 'person' ? last.pad : null };
  const add = async (name: string) => ((await addPlayer(records, name, warn)) === null ? 'That name could not be kept. Try again, or play as a guest.' : null);
  const table = { look: 'win95', fewest: thirtyone.players.min, most: thirtyone.players.max } as const;
  return choosePlayers({ seats: [first, ...others] }, { names: await playerNames(records, warn), pads: shell.input.padSlots(), opponentNames: settings.names, add }, table);
}
