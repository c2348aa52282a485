import { describe, it } from 'vitest';
import fc from 'fast-check';
import { type CatalogEntry, catalog } from './catalog';
import type { Game, GameEvent, View } from './game';
import { type GameInspector, checkRandomGame } from './game-properties';

/** An entry of some game: a loop over the catalog cannot keep each game's own types, nor needs them. */
type AnyEntry = Pick<CatalogEntry<unknown, { type: string }, unknown, View, GameEvent>, 'game' | 'inspector'>;

/** Short games by the thousand with the costly checks now and then; a few whole games with every check at every step. */
function checkGame<S, A extends { type: string }, O>(game: Game<S, A, O>, inspector: GameInspector<S, O>): void {
  const { games, deepEvery, thorough } = inspector.plan;
  it(`${game.title}: ${games} random games to the end`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(game, inspector, seed, { deepEvery });
      }),
      { numRuns: games },
    );
  });

  it(`${game.title}: random games checked at every step`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checkRandomGame(game, inspector, seed);
      }),
      { numRuns: thorough },
    );
  });
}

describe('every registered game keeps the contract', () => {
  for (const { game, inspector } of Object.values(catalog) as AnyEntry[]) checkGame(game, inspector);
});
