// A game's three computer players as one `choose(view, legal, level, rng)`,
// the engine contract's shape: the same checks for every game, then the
// level's own player.

import type { Level } from '../game';
import type { Rng } from '../rng';
import type { SearchBudget } from './search';

export type LevelPlayer<V, A> = (view: V, legal: readonly A[], rng: Rng, budget: Partial<SearchBudget>) => A;

/** A game's computer players: the action `level` takes, always one of `legal`; `budget` bounds a search. */
export type Chooser<V, A> = (view: V, legal: readonly A[], level: Level, rng: Rng, budget?: Partial<SearchBudget>) => A;

export function byLevel<V, A>(players: Readonly<Record<Level, LevelPlayer<V, A>>>): Chooser<V, A> {
  return (view, legal, level, rng, budget = {}) => {
    if (legal.length === 0) throw new RangeError('No legal action to choose from.');
    const player = Object.hasOwn(players, level) ? players[level] : undefined;
    if (!player) throw new RangeError(`Unknown level ${String(level)}`);
    return player(view, legal, rng, budget);
  };
}
