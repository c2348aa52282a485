// File > Players at the Court's table (and a new game after people played
// each other): the shared Players dialog in the Windows 3.1 look, two seats
// with no count to choose, opened on the last table with the person here at
// seat 0, the people on file to pick from and the pads plugged in now. The
// table chosen is kept in the settings, and a computer chosen there sets
// the Difficulty menu's level. Its Network... button is the way to a
// network game instead (the lobby).

import { type ToNetwork, toNetwork } from '../table/players-dialog';
import type { Level } from '../../engine/game';
import type { Shell } from '../shell-contract';
import { whoPlays as playersDialog } from '../table/who-plays';
import type { SeatPlan, Seating } from '../table/seat-plan';
import type { CourtSettings } from './court-menus';
import { COMPUTER, gamePlans } from './court-seating';

const TITLE = 'Affairs of the Court';

/**
 * File > Players (and a new game after people played each other): the
 * Players dialog on the last table, `visitor` at seat 0 and the computer at
 * `level`. The table chosen, its people for the Network button, or null when
 * cancelled.
 */
export function whoPlays(shell: Shell, last: readonly SeatPlan[], level: Level, visitor: string | null): Promise<Seating | ToNetwork | null> {
  return playersDialog(shell, TITLE, { seats: gamePlans(last, visitor, level) }, COMPUTER, { look: 'win31', fewest: 2, most: 2 });
}

/** The table chosen: who sits at seat 0 (null: a guest), the seats, and the settings that keep them; its people for Network..., null when cancelled. */
export async function chooseTable(shell: Shell, settings: CourtSettings, last: readonly SeatPlan[], visitor: string | null): Promise<{ visitor: string | null; plans: SeatPlan[]; settings: CourtSettings } | ToNetwork | null> {
  const seating = await whoPlays(shell, last, settings.level, visitor);
  if (seating === null || toNetwork(seating)) return seating;
  const [first, second] = seating.seats;
  const level = second?.kind === 'computer' ? second.level : settings.level;
  return { visitor: first?.kind === 'person' ? first.name : null, plans: seating.seats, settings: { ...settings, seating, level } };
}
