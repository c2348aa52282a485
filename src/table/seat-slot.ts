// One seat of a network game, whoever plays it. The table session keeps the
// same controller per seat for the whole game, but at a network table the
// player may change hands: a person who leaves mid-game, or whose
// connection does not come back, is replaced by a computer. The slot passes
// each decision to whoever sits there now, and a decision still open when
// they are replaced goes to the newcomer.

import { Cancelled, type Controller, type Decision } from './seats';

export class SeatSlot<V, A> implements Controller<V, A> {
  /** Aborts the decision the current player is working on, when they are replaced. */
  private swap: AbortController | null = null;

  constructor(private player: Controller<V, A>) {}

  get kind(): Controller<V, A>['kind'] {
    return this.player.kind;
  }

  /** Whoever plays the seat now. */
  get current(): Controller<V, A> {
    return this.player;
  }

  async decide(decision: Decision<V, A>): Promise<A> {
    for (;;) {
      const swap = new AbortController();
      this.swap = swap;
      try {
        return await this.player.decide({ ...decision, signal: AbortSignal.any([decision.signal, swap.signal]) });
      } catch (error) {
        // Replaced mid-decision: ask the newcomer. Anything else ends the decision.
        if (!(error instanceof Cancelled) || !swap.signal.aborted || decision.signal.aborted) throw error;
      }
    }
  }

  /** `player` plays the seat from now on, including any decision open now. */
  replace(player: Controller<V, A>): void {
    this.player = player;
    this.swap?.abort();
  }
}
