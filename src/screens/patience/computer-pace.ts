// The computer's pace at the table: each of its moves stays a second, long
// enough to read its words and see its piles flash, unless the player asks
// for the next one at once (Enter, Space, A or a click during its turn), one
// move a press. A press while the computer is still choosing its move is kept
// for that move's pause, never lost. `?speed=instant` skips the pauses altogether.

/** How long each computer move stays before the next is shown. */
export const STEP_MS = 1000;

export class ComputerPace {
  /** Ends the pause under way early, when there is one. */
  private cut: (() => void) | null = null;
  /** A press came while no pause was under way: the next one is cut short at once. */
  private asked = false;
  /** Moves shown early at the player's asking, this game: what a test can count without a stopwatch. */
  hurried = 0;

  /** `pause(ms)` waits on the table's clock. */
  constructor(private readonly pause: (ms: number) => Promise<void>) {}

  /** Wait before showing a move that took `thoughtMs` to choose. */
  wait(thoughtMs: number): Promise<void> {
    if (this.asked) {
      this.asked = false;
      this.hurried++;
      return Promise.resolve();
    }
    return new Promise((done) => {
      const end = () => {
        if (this.cut === end) this.cut = null;
        done();
      };
      this.cut = end;
      void this.pause(STEP_MS - thoughtMs).then(end);
    });
  }

  /** Show the next move now: true when a pause was cut short; otherwise the move being chosen is shown as soon as it is. */
  hurry(): boolean {
    const cut = this.cut;
    if (cut === null) {
      this.asked = true;
      return false;
    }
    this.hurried++;
    cut();
    return true;
  }

  /** The computer's turn is over: a press kept for a move that never came is forgotten. */
  forget(): void {
    this.asked = false;
  }
}
