// Game > Start at the Thirty-One table: the shared Players dialog in the
// Windows 95 look, two to four seats, opened on the last table set up with
// the visitor in seat 1.

import { thirtyone } from '../../engine/thirtyone';
import type { Shell } from '../shell-contract';
import type { Seating } from '../table/seat-plan';
import { whoPlays as playersDialog, withVisitor } from '../table/who-plays';
import type { ToNetwork } from '../table/players-dialog';
import { TITLE } from './texts';
import type { ThirtyOneSettings } from './thirtyone-settings';

/** The table chosen, its people for a network game instead, or null when the dialog was cancelled. `visitor` is the person seated at the kiosk (null: a guest). */
export function whoPlays(shell: Shell, settings: ThirtyOneSettings, visitor: string | null): Promise<Seating | ToNetwork | null> {
  const table = { look: 'win95', fewest: thirtyone.players.min, most: thirtyone.players.max } as const;
  return playersDialog(shell, TITLE, withVisitor(settings.seating, visitor), settings.names, table);
}
