// A network game's last word (a player gone or back, a turn's last seconds,
// the end) on a table's status line, in place of the table's own words for
// a moment: from the step of play it came with to the next one, after
// which the line says again what to do. A new word (the clock's next
// second) is shown anew. Any table whose status line tells the person what
// to do needs this rather than the word standing for good.

export class NoticeLine {
  /** Steps of play shown so far. */
  private steps = 0;
  private word = '';
  /** The step the word came with. */
  private cameAt = 0;

  /** A step of the game was shown. */
  step(): void {
    this.steps += 1;
  }

  /** What the line shows of `notice`, the network game's last word ('' for none, or once it has stood its time). */
  shown(notice: string): string {
    if (notice !== this.word) {
      this.word = notice;
      this.cameAt = this.steps;
    }
    return this.steps - this.cameAt > 1 ? '' : notice;
  }
}
