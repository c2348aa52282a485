// One decision from a request, wherever it runs: in the Worker, in the page
// when no Worker can be had, or in the game server. No clock is given: every
// search runs its whole iteration budget, so a computer player plays the same
// on a busy machine as on a quiet one, and the same seed gives the same
// choice anywhere (the budgets are sized by `npm run bench` to fit in time).

import { createRng } from '../rng';
import type { View } from '../game';
import type { ThinkRequest } from './protocol';
import { type Chooser, choosers, isThinkingGame } from './registry';

/** The action for `request`. */
export function think(request: ThinkRequest): unknown {
  if (!isThinkingGame(request.game)) throw new RangeError(`No computer player for ${String(request.game)}`);
  // The registry keeps each game's own types; a request is untyped JSON by nature.
  const chooser = choosers[request.game] as unknown as Chooser<View, unknown>;
  return chooser(request.view as View, request.legal, request.level, createRng(request.seed));
}
