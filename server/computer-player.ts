// A computer player at a network table. It thinks with the same computer
// players as the kiosk, from the seat's view alone, then waits a moment so
// the people at the table can follow its move. Should its thinking fail,
// it plays the first legal action rather than hold the table up.

import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { think } from '../src/engine/ai/think';
import type { Level } from '../src/engine/game';
import type { ThirtyOneAction, ThirtyOneView } from '../src/engine/thirtyone';
import { ActionSchema } from '../src/table/protocol';
import { type Controller, type Decision, unlessCancelled } from '../src/table/seats';

/** The clock a searching computer player stops on, as in the kiosk's Worker. */
const now = (): number => performance.now();

export class ComputerPlayer implements Controller<ThirtyOneView, ThirtyOneAction> {
  readonly kind = 'computer';

  constructor(
    readonly level: Level,
    /** How long each move waits before it is shown, in milliseconds. */
    private readonly pauseMs: number,
  ) {}

  async decide(decision: Decision<ThirtyOneView, ThirtyOneAction>): Promise<ThirtyOneAction> {
    // Even without a pause, wait for the next turn of the event loop, so a
    // table of computers never holds the server up for a whole game.
    await unlessCancelled(decision.signal, sleep(this.pauseMs, undefined, { signal: decision.signal }));
    const seed = decision.seed();
    try {
      return v.parse(ActionSchema, think({ id: 0, game: 'thirtyone', view: decision.view, legal: [...decision.legal], level: this.level, seed }, now));
    } catch (error) {
      console.error('Thirty-One: a computer player failed', error);
      const first = decision.legal[0];
      if (first === undefined) throw new RangeError('No legal action to fall back on.');
      return first;
    }
  }
}
