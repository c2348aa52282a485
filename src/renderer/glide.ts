// Cards that slide across the table: each moving thing glides from where it
// is to where it should be, easing out, always on whole pixels (a card between
// pixels would blur). A game screen sets targets; `update` moves everything.
// With `instant` (the automation flag) every move finishes at once.

export interface Point {
  x: number;
  y: number;
}

/** What a glide moves: a Pixi Container is one. */
export interface Movable {
  position: { x: number; y: number; set(x: number, y: number): void };
}

interface Move {
  from: Point;
  to: Point;
  /** Waits this long before starting (a deal, card after card). */
  delay: number;
  duration: number;
  elapsed: number;
  done?: () => void;
}

/** Ease-out cubic: quick off the mark, settling gently. */
export function easeOut(t: number): number {
  const u = 1 - Math.min(1, Math.max(0, t));
  return 1 - u * u * u;
}

/** Where a move is after `elapsed` ms, rounded to the pixel. */
export function pointAt(from: Point, to: Point, elapsed: number, duration: number): Point {
  const k = duration <= 0 ? 1 : easeOut(elapsed / duration);
  return { x: Math.round(from.x + (to.x - from.x) * k), y: Math.round(from.y + (to.y - from.y) * k) };
}

export class Glides<T extends Movable> {
  private readonly moves = new Map<T, Move>();

  constructor(private readonly instant: () => boolean) {}

  /** Whether anything is still moving (or waiting to). */
  get busy(): boolean {
    return this.moves.size > 0;
  }

  /** Send `item` to `to`; it starts from where it is now. `done` runs on arrival. */
  to(item: T, to: Point, duration: number, options: { delay?: number; done?: () => void } = {}): void {
    const here = { x: item.position.x, y: item.position.y };
    const previous = this.moves.get(item);
    if (previous && previous.to.x === to.x && previous.to.y === to.y && !options.done) return;
    if (!previous && here.x === to.x && here.y === to.y && !options.delay) {
      options.done?.();
      return;
    }
    this.moves.set(item, { from: here, to, delay: options.delay ?? 0, duration, elapsed: 0, done: options.done });
    if (this.instant()) this.finish(item);
  }

  /** Place `item` at once, forgetting any move. */
  place(item: T, at: Point): void {
    this.moves.delete(item);
    item.position.set(at.x, at.y);
  }

  /** Forget `item` (it left the table). */
  drop(item: T): void {
    this.moves.delete(item);
  }

  update(dtMs: number): void {
    // Called every frame: nothing to do (and nothing to allocate) when all is still.
    if (this.moves.size === 0) return;
    // A copy: arrivals leave the map as it is walked.
    for (const [item, move] of Array.from(this.moves)) {
      if (this.instant()) {
        this.finish(item);
        continue;
      }
      let step = dtMs;
      if (move.delay > 0) {
        move.delay -= step;
        if (move.delay > 0) continue;
        step = -move.delay;
        move.delay = 0;
      }
      move.elapsed += step;
      const at = pointAt(move.from, move.to, move.elapsed, move.duration);
      item.position.set(at.x, at.y);
      if (move.elapsed >= move.duration) this.finish(item);
    }
  }

  /** Every move to its end now. */
  finishAll(): void {
    for (const item of Array.from(this.moves.keys())) this.finish(item);
  }

  private finish(item: T): void {
    const move = this.moves.get(item);
    if (!move) return;
    this.moves.delete(item);
    item.position.set(move.to.x, move.to.y);
    move.done?.();
  }
}
