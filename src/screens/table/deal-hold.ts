// A press made while the cards are being dealt is not lost: the deal lands at
// once and the press is kept for the player's turn, which comes as soon as it
// has. Any game that deals with an animation holds its presses here.

export class DealHold<T> {
  private dealing = false;
  private held: T | null = null;

  /** `hurry` puts every card in its place now. */
  constructor(private readonly hurry: () => void) {}

  /** Run the deal's animation; presses made meanwhile are held. */
  async during(deal: () => Promise<void>): Promise<void> {
    this.dealing = true;
    try {
      await deal();
    } finally {
      this.dealing = false;
    }
  }

  /** During the deal: keep `press` for the turn, hurry the deal, and answer true; otherwise false. */
  hold(press: T): boolean {
    if (!this.dealing) return false;
    this.held = press;
    this.hurry();
    return true;
  }

  /** The press kept for the turn that has now come, if any (once). */
  take(): T | null {
    const held = this.held;
    this.held = null;
    return held;
  }
}
