// One room type for every game of the catalog, named by its id (`hearts`,
// `euchre`, `thirtyone`, `court`, `patience`), each the same room playing
// its own game: a new game of the catalog is served with no line here.

import { catalog, type GameId } from '../src/engine/catalog';
import type { GameEvent, View } from '../src/engine/game';
import { GameRoom } from './game-room';
import type { TableGame } from './network-game';

/** A game as the room plays it: its own types are the engine's business, and are checked there. */
type AnyTableGame = TableGame<unknown, { type: string }, unknown, View, GameEvent>;

/** The room for the game `id`. */
function roomFor(id: GameId) {
  const { game, terms } = catalog[id];
  const table: AnyTableGame = { id, game, terms };
  return class extends GameRoom<unknown, { type: string }, unknown, View, GameEvent> {
    protected readonly table = table;
  };
}

/** Every game's room type, by id. */
export const GAME_ROOMS = (Object.keys(catalog) as GameId[]).map((id) => ({ id, room: roomFor(id) }));
