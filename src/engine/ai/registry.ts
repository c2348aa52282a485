// Which chooser thinks for which game, read from the catalog: the Worker and
// the page's fallback both look a request's game up here.

import { type GameId, catalogPart } from '../catalog';

export type { Chooser } from './levels';

/** Every registered game has its computer players. */
export type ThinkingGameId = GameId;

export const choosers = catalogPart('choose');

export function isThinkingGame(id: string): id is ThinkingGameId {
  return Object.hasOwn(choosers, id);
}
