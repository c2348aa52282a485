// The computer's pace at the table: each of its moves stays a second, long
// enough to read its words and see its piles flash, unless the player asks
// for the next one at once (Enter, Space, A or a click during its turn), one
// move a press. `?speed=instant` skips the pauses altogether.

/** How long each computer move stays before the next is shown. */
export const STEP_MS = 1000;

export class ComputerPace {
  /** Ends the pause under way early, when there is one. */
  private cut: (() => void) | null = null;
  /** Moves shown early at the player's asking, this game: what a test can count without a stopwatch. */
  hurried = 0;

  /** `pause(ms)` waits on the table's clock. */
  constructor(private readonly pause: (ms: number) => Promise<void>) {}

  /** Wait before showing a move that took `thoughtMs` to choose. */
  wait(thoughtMs: number): Promise<void> {
    return new Promise((done) => {
      const end = () => {
        if (this.cut === end) this.cut = null;
        done();
      };
      this.cut = end;
      void this.pause(STEP_MS - thoughtMs).then(end);
    });
  }

  /** Show the next move now: true when a pause was cut short. */
  hurry(): boolean {
    const cut = this.cut;
    if (cut === null) return false;
    this.hurried++;
    cut();
    return true;
  }
}
