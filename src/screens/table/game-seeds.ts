// The seeds of a table's games: one per game, stepped on for each new game,
// and one per computer decision within it. Kept with a saved game (the game's
// seed and the decisions so far), so a resumed game plays on as it would
// have. `?seed=N` fixes the first, so automation sees the same deals.

export class GameSeeds {
  /** The current game's seed. */
  game: number;
  /** Computer decisions taken in this game. */
  moves = 0;

  constructor(first: number | null) {
    this.game = first ?? Math.floor(Math.random() * 2 ** 31);
  }

  /** A new game: its seed, decisions counted from none. */
  nextGame(): number {
    this.moves = 0;
    this.game = (this.game + 0x9e3779b9) >>> 0;
    return this.game;
  }

  /** The seed of the computer's next decision. */
  nextMove(): number {
    return (this.game + Math.imul(++this.moves, 0x2545f491)) >>> 0;
  }

  /** Carry on a saved game. */
  restore(game: number, moves: number): void {
    this.game = game;
    this.moves = moves;
  }
}
