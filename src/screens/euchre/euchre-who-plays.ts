// Game > Players at the Euchre table: the shared Players dialog in the
// Windows 3.1 look, every seat played (a person or a computer at its level),
// each line saying who partners whom.

import type { SeatPlan, Seating } from '../table/seat-plan';
import type { Shell } from '../shell-contract';
import { whoPlays as playersDialog } from '../table/who-plays';
import type { ToNetwork } from '../table/players-dialog';
import { partnerNote } from './euchre-seating';
import { TITLE } from './euchre-table';
import { COMPUTER_NAMES } from './euchre-texts';

const SEATS = 4;

/** The Players dialog, opened on `start`: the table chosen, its people for Network..., or null when cancelled. */
export function whoPlays(shell: Shell, start: readonly SeatPlan[]): Promise<Seating | ToNetwork | null> {
  return playersDialog(shell, TITLE, { seats: [...start] }, COMPUTER_NAMES, { look: 'win31', fewest: SEATS, most: SEATS, note: partnerNote });
}
