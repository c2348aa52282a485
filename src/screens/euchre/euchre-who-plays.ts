// Game > Players at the Euchre table: the Players dialog in the Windows 3.1
// look, every seat played (a person or a computer at its level), each line
// saying who partners whom, opened on the last table with the person seated
// now in seat 1, the people on file to pick from and the pads plugged in now.

import type { SeatPlan, Seating } from '../table/seat-plan';
import type { Shell } from '../shell-contract';
import { addPlayer, playerNames, warner } from '../table/players';
import { choosePlayers } from '../table/players-dialog';
import { partnerNote } from './euchre-seating';
import { TITLE } from './euchre-table';
import { COMPUTER_NAMES } from './euchre-texts';

const SEATS = 4;

/** The Players dialog, opened on `start` with the people on file and the pads plugged in now: the table chosen, 'network', or null when cancelled. */
export async function whoPlays(shell: Shell, start: readonly SeatPlan[]): Promise<Seating | 'network' | null> {
  const warn = warner(TITLE);
  const records = shell.records;
  const add = async (name: string) => ((await addPlayer(records, name, warn)) === null ? 'That name could not be kept. Try again, or play as a guest.' : null);
  const known = { names: await playerNames(records, warn), pads: shell.input.padSlots(), opponentNames: COMPUTER_NAMES, add };
  return choosePlayers({ seats: [...start] }, known, { look: 'win31', fewest: SEATS, most: SEATS, note: partnerNote });
}
