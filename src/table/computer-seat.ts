// A computer player in a seat: its view and the legal actions go to the
// thinker (a Worker), the chosen action comes back. It never sees more than
// its view. Should the thinker fail, the seat plays the first legal action
// rather than hang with a visitor waiting.

import type { ThinkingGameId } from '../engine/ai/registry';
import type { Thinker } from '../engine/ai/thinker';
import type { Level, View } from '../engine/game';
import { type Controller, type Decision, unlessCancelled } from './seats';

export interface ComputerSeatOptions<V, A> {
  /** The level it plays at, read at each decision. */
  level: () => Level;
  /**
   * Time for a person to follow the play: called with the decision and the
   * milliseconds the choice took, it resolves when the move may be shown.
   */
  pace?: (decision: Decision<V, A>, thoughtMs: number) => Promise<void>;
  /** An action to take without thinking (a turn cut short); undefined to think. */
  forced?: (decision: Decision<V, A>) => A | undefined;
}

export class ComputerSeat<V extends View, A> implements Controller<V, A> {
  readonly kind = 'computer';

  constructor(
    private readonly thinker: Thinker,
    private readonly game: ThinkingGameId,
    private readonly options: ComputerSeatOptions<V, A>,
  ) {}

  async decide(decision: Decision<V, A>): Promise<A> {
    const started = performance.now();
    const forced = this.options.forced?.(decision);
    const action = forced ?? (await unlessCancelled(decision.signal, this.think(decision)));
    await unlessCancelled(decision.signal, this.options.pace?.(decision, performance.now() - started) ?? Promise.resolve());
    return action;
  }

  private async think(decision: Decision<V, A>): Promise<A> {
    const seed = decision.seed();
    try {
      return await this.thinker.choose(this.game, decision.view, decision.legal, this.options.level(), seed);
    } catch (error) {
      if (decision.signal.aborted) throw error;
      console.error(`${this.game}: a computer player failed`, error);
      const first = decision.legal[0];
      if (first === undefined) throw new RangeError('No legal action to fall back on.');
      return first;
    }
  }
}
