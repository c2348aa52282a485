// Time at a card table: pauses that run on the stage's frames (so they stop
// with the page and vanish under `?speed=instant`), and waiting until the
// cards have stopped moving. Every game screen keeps one and calls `update`.

export class TableClock {
  private readonly timers: { left: number; done: () => void }[] = [];
  private readonly waiters: (() => void)[] = [];
  /** Frame time gone by since the table was set: a stamp that a busy machine's late test reads cannot shorten. */
  now = 0;

  constructor(
    /** Whether pauses are skipped (automation's instant speed). */
    private readonly instant: () => boolean,
    /** Whether anything on the table is still moving. */
    private readonly moving: () => boolean,
  ) {}

  /** Wait `ms` of frame time; at once when instant or not positive. */
  pause(ms: number): Promise<void> {
    if (this.instant() || ms <= 0) return Promise.resolve();
    return new Promise((done) => this.timers.push({ left: ms, done }));
  }

  /** Wait until nothing moves. */
  settled(): Promise<void> {
    if (!this.moving()) return Promise.resolve();
    return new Promise((done) => this.waiters.push(done));
  }

  /** End every pause under way now (a press that hurries the table on). */
  hurry(): void {
    for (const timer of this.timers.splice(0)) timer.done();
  }

  update(dtMs: number): void {
    this.now += dtMs;
    // Called every frame: copy the list (finished timers leave it as it is walked) only when there is one.
    if (this.timers.length > 0) for (const timer of this.timers.slice()) {
      timer.left -= dtMs;
      if (timer.left <= 0) {
        this.timers.splice(this.timers.indexOf(timer), 1);
        timer.done();
      }
    }
    if (!this.moving()) for (const done of this.waiters.splice(0)) done();
  }
}
