// Each game's watcher's view, driven by random games (fast-check): at every
// step it shows no card that any seat may not see.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import type { Game } from './game';
import { type GameInspector, cardsIn } from './game-properties';
import { createRng, nextInt } from './rng';

describe.each(Object.values(catalog))('$game.title: watcherView', ({ game, inspector }) => {
  const g = game as Game<unknown, { type: string }, unknown>;
  const look = inspector as GameInspector<unknown, unknown>;

  it('shows no card hidden from any seat, at every step of a random game', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const rng = createRng(seed);
        let state = g.setup(look.setup(rng));
        for (let step = 0; step < 200 && g.toAct(state) !== null; step++) {
          const seats = Array.from({ length: look.players(state) }, (_, seat) => seat);
          const hidden = new Set(seats.flatMap((seat) => look.hiddenFrom(state, seat)));
          const seen = [...cardsIn(g.watcherView(state))].filter((card) => hidden.has(card));
          expect(seen, `step ${step}`).toEqual([]);
          const legal = g.legal(state);
          state = g.apply(state, legal[nextInt(rng, legal.length)]!).state;
        }
      }),
      { numRuns: 10 },
    );
  });
});
