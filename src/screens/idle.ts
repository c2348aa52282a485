// What happens when nobody touches the cabinet. Pure and driven by elapsed
// milliseconds, so the timings are tested without a browser.
//
// - title: after the attract delay the demo loop starts;
// - attract: runs until any input;
// - shell (select, hall of fame, operator): back to the title after the idle
//   timeout, so the next visitor finds the cabinet as it should be;
// - game: "Still playing?" after the idle timeout, then a countdown; if it runs
//   out the game is abandoned (a loss where statistics are kept) and the
//   kiosk returns to the title, forgetting the player's name;
// - waiting (a network game, people elsewhere to move): the time still counts,
//   but nobody is asked while they only watch others play; it is asked at
//   once when it is their turn again, if they have been still that long.

export type IdleKind = 'title' | 'attract' | 'shell' | 'game' | 'waiting';

export type IdleEvent = 'attract' | 'title' | 'ask' | 'abandon';

export interface IdleTimes {
  attractAfterMs: number;
  idleTimeoutMs: number;
  countdownMs: number;
}

export const COUNTDOWN_MS = 15_000;

export class IdleWatch {
  private idleMs = 0;
  private askedAtMs: number | null = null;

  constructor(private readonly times: () => IdleTimes) {}

  /** True while "Still playing?" is showing. */
  get asking(): boolean {
    return this.askedAtMs !== null;
  }

  /** Whole seconds left on the countdown, for the dialog. */
  get secondsLeft(): number {
    if (this.askedAtMs === null) return 0;
    const left = this.times().countdownMs - (this.idleMs - this.askedAtMs);
    return Math.max(0, Math.ceil(left / 1000));
  }

  /** Someone pressed something: start over. Returns true if that answered the question. */
  input(): boolean {
    const answered = this.askedAtMs !== null;
    this.idleMs = 0;
    this.askedAtMs = null;
    return answered;
  }

  /** A new screen starts a fresh wait. */
  reset(): void {
    this.input();
  }

  tick(dtMs: number, kind: IdleKind): IdleEvent | null {
    this.idleMs += dtMs;
    const t = this.times();
    switch (kind) {
      case 'attract':
        return null;
      case 'title':
        if (this.idleMs < t.attractAfterMs) return null;
        this.idleMs = 0;
        return 'attract';
      case 'shell':
        if (this.idleMs < t.idleTimeoutMs) return null;
        this.idleMs = 0;
        return 'title';
      case 'waiting':
        // A question already asked runs its countdown out, as at a game.
        return this.askedAtMs === null ? null : this.atGame(t);
      case 'game':
        return this.atGame(t);
    }
  }

  private atGame(t: IdleTimes): IdleEvent | null {
    if (this.askedAtMs === null) {
      if (this.idleMs < t.idleTimeoutMs) return null;
      this.askedAtMs = this.idleMs;
      return 'ask';
    }
    if (this.idleMs - this.askedAtMs < t.countdownMs) return null;
    this.idleMs = 0;
    this.askedAtMs = null;
    return 'abandon';
  }
}
