// What the status line says of a turn's last seconds at a network table.

import type { ClockMessage, TableMessage } from '../../table/protocol';

/** "You have 7 seconds to move.", "BOB has a second to move." */
export function clockWords({ seat, seconds }: ClockMessage, table: TableMessage | null): string {
  const time = seconds === 1 ? 'a second' : `${seconds} seconds`;
  if (table?.you === seat) return `You have ${time} to move.`;
  return `${table?.seats[seat]?.name ?? 'A player'} has ${time} to move.`;
}
