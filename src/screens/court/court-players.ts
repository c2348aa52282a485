// File > Players at the Court's table (and a new game after people played
// each other): the shared Players dialog in the Windows 3.1 look, two seats
// with no count to choose, opened on the last table with the person here at
// seat 0, the people on file to pick from and the pads plugged in now. The
// table chosen is kept in the settings, and a computer chosen there sets
// the Difficulty menu's level.

import type { Level } from '../../engine/game';
import { messageBox } from '../../renderer/widgets';
import type { Shell } from '../shell-contract';
import { addPlayer, playerNames, warner } from '../table/players';
import { choosePlayers } from '../table/players-dialog';
import type { SeatPlan, Seating } from '../table/seat-plan';
import type { CourtSettings } from './court-menus';
import { COMPUTER, gamePlans } from './court-seating';

const TITLE = 'Affairs of the Court';
const NO_NETWORK = 'Network games of Affairs of the Court are not offered at this kiosk yet. Choose who plays at this table.';

/**
 * File > Players (and a new game after people played each other): the
 * Players dialog on the last table, `visitor` at seat 0 and the computer at
 * `level`. The table chosen, 'network' for the Network button, or null when
 * cancelled.
 */
export async function whoPlays(shell: Shell, last: readonly SeatPlan[], level: Level, visitor: string | null): Promise<Seating | 'network' | null> {
  const warn = warner(TITLE);
  const records = shell.records;
  const seats = gamePlans(last, visitor, level);
  const add = async (name: string) => ((await addPlayer(records, name, warn)) === null ? 'That name could not be kept. Try again, or play as a guest.' : null);
  const known = { names: await playerNames(records, warn), pads: shell.input.padSlots(), opponentNames: COMPUTER, add };
  return choosePlayers({ seats }, known, { look: 'win31', fewest: 2, most: 2 });
}

/** The table chosen: who sits at seat 0 (null: a guest), the seats, and the settings that keep them; null when cancelled. */
export async function chooseTable(shell: Shell, settings: CourtSettings, last: readonly SeatPlan[], visitor: string | null): Promise<{ visitor: string | null; plans: SeatPlan[]; settings: CourtSettings } | null> {
  const seating = await whoPlays(shell, last, settings.level, visitor);
  if (seating === 'network') await messageBox(TITLE, NO_NETWORK);
  if (seating === null || seating === 'network') return null;
  const [first, second] = seating.seats;
  const level = second?.kind === 'computer' ? second.level : settings.level;
  return { visitor: first?.kind === 'person' ? first.name : null, plans: seating.seats, settings: { ...settings, seating, level } };
}
