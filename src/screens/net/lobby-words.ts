// What the lobby says when a table chosen in it cannot be had from here,
// and what it asks before going to another game's table: the words of
// every lobby, the Windows window's and the Spectrum's pages (which print
// them in capitals), and the order they are tried in. No Pixi here.

import type { OpenGame } from '../../net/game-link';

/** What the lobby knows of the table it was opened at: its game, and the kiosk's other games. */
export interface LobbyTable {
  /** The table's game: its tables are joined here. */
  game: string;
  /** Whether the kiosk has the game `id`, whose tables it may go to from here; none: only this game's tables are joined. */
  goes?(id: string): boolean;
}

/** Join a table, or watch it. */
export type LobbyPick = 'join' | 'watch';

/** Join or Watch with no game chosen. */
export const NOTHING_CHOSEN = 'Choose a game in the list first, or host one.';

/** How the lobby names its Watch key, where it names it (the Spectrum's "(W)"). */
const watchIt = (watchKey?: string) => `you may watch it${watchKey === undefined ? '' : ` (${watchKey})`}.`;

/** A game under way is not joined. */
export function hasStarted(game: OpenGame, watchKey?: string): string {
  return `${game.host}'s game has started: ${watchIt(watchKey)}`;
}

/** A game with every seat taken is not joined. */
export function isFull(game: OpenGame, watchKey?: string): string {
  return `${game.host}'s game is full: ${watchIt(watchKey)}`;
}

/** A table of a game this kiosk does not have. */
export function notHere(game: OpenGame): string {
  return `${game.host}'s game is ${game.title}, which this kiosk does not have.`;
}

/** Going to another game's table, to join or watch its game there. */
export function goThere(game: OpenGame, kind: LobbyPick): string {
  return `${game.host}'s game is ${game.title}. Go to the ${game.title} table to ${kind} it?`;
}

/**
 * Why `game`, chosen in the lobby of `table`, cannot be joined (or
 * watched); null when it can: here, or (once the person agrees) at its own
 * game's table.
 */
export function lobbyRefusal(game: OpenGame, kind: LobbyPick, table: LobbyTable, watchKey?: string): string | null {
  if (kind === 'join' && game.stage !== 'waiting') return hasStarted(game, watchKey);
  if (kind === 'join' && game.taken >= game.seats) return isFull(game, watchKey);
  if (game.game !== table.game && table.goes?.(game.game) !== true) return notHere(game);
  return null;
}
