import { describe, expect, it } from 'vitest';
import { type Rng, createRng, nextFloat } from '../rng';
import { type SearchGame, type SearchOptions, search } from './search';

/**
 * A toy with hidden information: the searcher picks a number 0..4, the
 * hidden coin decides whether that number pays; move 3 pays most often.
 * The opponent then moves once, for nothing.
 */
interface Toy {
  coin: number;
  pick: number;
  moved: number;
}

const PAYS = [0.1, 0.3, 0.2, 0.8, 0.5];

function toyGame(): SearchGame<Toy> {
  const world: Toy = { coin: 0, pick: -1, moved: 0 };
  return {
    players: 2,
    determinize(rng: Rng): Toy {
      world.coin = nextFloat(rng);
      world.pick = -1;
      world.moved = 0;
      return world;
    },
    toMove: (w) => (w.moved >= 2 ? -1 : w.moved),
    moves(w, out) {
      const n = w.moved === 0 ? 5 : 2;
      for (let i = 0; i < n; i++) out[i] = i;
      return n;
    },
    apply(w, move) {
      if (w.moved === 0) w.pick = move;
      w.moved++;
    },
    playout(w, _rng, out) {
      const won = w.coin < (PAYS[w.pick] ?? 0) ? 1 : 0;
      out[0] = won;
      out[1] = -won;
    },
  };
}

const OPTIONS: SearchOptions = { iterations: 2000, depth: 2, exploration: 0.7 };

describe('search', () => {
  it('finds the move that pays most often, flat or with a tree', () => {
    for (const depth of [1, 2, 4]) {
      const result = search(toyGame(), [0, 1, 2, 3, 4], { ...OPTIONS, depth }, createRng(1));
      expect(result.moves[0]?.move).toBe(3);
      expect(result.iterations).toBe(2000);
      expect(result.moves.reduce((n, m) => n + m.visits, 0)).toBe(2000);
    }
  });

  it('considers only the root moves it is given', () => {
    const result = search(toyGame(), [0, 2, 4], OPTIONS, createRng(1));
    expect(result.moves.map((m) => m.move).sort()).toEqual([0, 2, 4]);
    expect(result.moves[0]?.move).toBe(4);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const a = search(toyGame(), [0, 1, 2, 3, 4], OPTIONS, createRng(8));
    const b = search(toyGame(), [0, 1, 2, 3, 4], OPTIONS, createRng(8));
    expect(a).toEqual(b);
  });
});
