import { describe, expect, it } from 'vitest';
import { GameSeeds } from './game-seeds';

describe("a table's seeds", () => {
  it('step the same way from a fixed first seed, a new one each game and each decision', () => {
    const a = new GameSeeds(7);
    const b = new GameSeeds(7);
    const games = [a.nextGame(), a.nextGame()];
    expect([b.nextGame(), b.nextGame()]).toEqual(games);
    expect(new Set(games).size).toBe(2);
    const moves = [a.nextMove(), a.nextMove(), a.nextMove()];
    expect(new Set(moves).size).toBe(3);
    expect(a.moves).toBe(3);
    // A new game counts its decisions from none.
    a.nextGame();
    expect(a.moves).toBe(0);
  });

  it('carry a saved game on with the decisions it would have had', () => {
    const live = new GameSeeds(3);
    live.nextGame();
    live.nextMove();
    const saved = { game: live.game, moves: live.moves };
    const next = live.nextMove();
    const resumed = new GameSeeds(null);
    resumed.restore(saved.game, saved.moves);
    expect(resumed.nextMove()).toBe(next);
  });
});
