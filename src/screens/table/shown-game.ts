// Which game a table is showing. A screen shows a move's events one at a time,
// with pauses and glides between them; a new game (or one carried on) may
// replace the game meanwhile, and the rest of the old move must then not be
// shown over the new one. Each event of a move asks whether its game is
// still the one on.

export class ShownGame {
  private count = 0;

  /** Another game is on the table from now. */
  replace(): void {
    this.count++;
  }

  /** The game on the table now, to check later with `showing`. */
  get current(): number {
    return this.count;
  }

  /** Whether `game` is still the one on the table. */
  showing(game: number): boolean {
    return game === this.count;
  }
}
