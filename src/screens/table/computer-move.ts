// A computer player's move at a table screen: its view and the legal
// actions go to the thinker (a Worker), the chosen action comes back. A
// player never fails on a legal position, but should the thinker fail, the
// table plays the first legal action rather than hang with a visitor waiting.

import type { ThinkingGameId } from '../../engine/ai/registry';
import type { Thinker } from '../../engine/ai/thinker';
import type { Game, Level, Seat } from '../../engine/game';

export async function computerMove<S, A extends { type: string }, O>(
  thinker: Thinker,
  id: ThinkingGameId,
  game: Game<S, A, O>,
  state: S,
  seat: Seat,
  level: Level,
  seed: number,
): Promise<A> {
  const legal = game.legal(state);
  try {
    return await thinker.choose(id, game.view(state, seat), legal, level, seed);
  } catch (error) {
    console.error(`${game.title}: a computer player failed`, error);
    const first = legal[0];
    if (first === undefined) throw new RangeError('No legal action to fall back on.');
    return first;
  }
}
