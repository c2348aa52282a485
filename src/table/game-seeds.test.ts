import { describe, expect, it } from 'vitest';
import { hearts } from '../engine/hearts';
import { GameSeeds, decisionSeed } from './game-seeds';

describe("a table's seeds", () => {
  it('step the same way from a fixed first seed, a new one each game and each decision', () => {
    const a = new GameSeeds(7);
    const b = new GameSeeds(7);
    const games = [a.nextGame(), a.nextGame()];
    expect([b.nextGame(), b.nextGame()]).toEqual(games);
    expect(new Set(games).size).toBe(2);
    const moves = [a.nextMove(), a.nextMove(), a.nextMove()];
    expect([b.nextMove(), b.nextMove(), b.nextMove()]).toEqual(moves);
    expect(new Set(moves).size).toBe(3);
    expect(a.moves).toBe(3);
    // A new game counts its decisions from none.
    a.nextGame();
    expect(a.moves).toBe(0);
  });

  it('carry a saved game on with the decisions it would have had', () => {
    const live = new GameSeeds(null);
    live.nextGame();
    live.nextMove();
    const saved = { game: live.game, moves: live.moves, key: live.key };
    const next = live.nextMove();
    const resumed = new GameSeeds(null);
    resumed.restore(saved.game, saved.moves, saved.key);
    expect(resumed.nextMove()).toBe(next);
  });

  it('give decision seeds that say nothing about the deal: they depend on the key alone', () => {
    // The same key over two different deals gives the same decision seeds, so
    // a decision seed carries no information about the game's seed.
    const one = new GameSeeds(null);
    const other = new GameSeeds(null);
    one.restore(0x1234_5678, 0, 99);
    other.restore(0x8765_4321, 0, 99);
    const seeds = [one.nextMove(), one.nextMove(), one.nextMove()];
    expect([other.nextMove(), other.nextMove(), other.nextMove()]).toEqual(seeds);
    expect(seeds).toEqual([decisionSeed(99, 1), decisionSeed(99, 2), decisionSeed(99, 3)]);
  });

  it('cannot be turned back into the deal: the old attack on a decision seed finds nothing', () => {
    // The attack that worked on seeds made from the game's: take the first
    // decision seed, undo the step to get a game seed, and deal from it.
    const seeds = new GameSeeds(null);
    const game = seeds.nextGame();
    const first = seeds.nextMove();
    const guessed = (first - Math.imul(1, 0x2545f491)) >>> 0;
    const deal = (seed: number) => hearts.view(hearts.setup({ seed }), 0).hand.join(' ');
    expect(guessed).not.toBe(game);
    expect(deal(guessed)).not.toBe(deal(game));
    // Nor does any decision of the game land on its seed.
    const later = Array.from({ length: 200 }, () => seeds.nextMove());
    expect(later).not.toContain(game);
  });

  it('outside automation, the next game is not the shown seed stepped on', () => {
    const seeds = new GameSeeds(null);
    const shown = seeds.nextGame();
    const next = seeds.nextGame();
    expect(next).not.toBe((shown + 0x9e3779b9) >>> 0);
  });

  it('draw a new key for a game kept before keys were kept', () => {
    const seeds = new GameSeeds(5);
    seeds.restore(11, 4);
    const before = seeds.key;
    seeds.restore(11, 4);
    expect(seeds.key).not.toBe(before);
    expect(seeds.moves).toBe(4);
  });
});
