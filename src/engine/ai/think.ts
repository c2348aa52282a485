// One decision from a request, wherever it runs: in the Worker, or in the
// page when no Worker can be had.

import { createRng } from '../rng';
import type { View } from '../game';
import type { ThinkRequest } from './protocol';
import { type Chooser, choosers, isThinkingGame } from './registry';
import type { SearchBudget } from './search';

/** The action for `request`; `now` lets a search stop on time. */
export function think(request: ThinkRequest, now?: () => number): unknown {
  if (!isThinkingGame(request.game)) throw new RangeError(`No computer player for ${String(request.game)}`);
  // The registry keeps each game's own types; a request is untyped JSON by nature.
  const chooser = choosers[request.game] as unknown as Chooser<View, unknown>;
  const budget: Partial<SearchBudget> = now === undefined ? {} : { now };
  return chooser(request.view as View, request.legal, request.level, createRng(request.seed), budget);
}
