// A computer player at a network table. It thinks with the same computer
// players as the kiosk, from the seat's view alone, then waits a moment so
// the people at the table can follow its move.

import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { think } from '../src/engine/ai/think';
import type { Level } from '../src/engine/game';
import type { ThirtyOneAction, ThirtyOneView } from '../src/engine/thirtyone';
import { ActionSchema } from '../src/net/protocol';
import { type Controller, type Decision, unlessCancelled } from '../src/screens/table/seats';

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
    await unlessCancelled(decision.signal, sleep(this.pauseMs));
    const chosen = think({ id: 0, game: 'thirtyone', view: decision.view, legal: [...decision.legal], level: this.level, seed: decision.seed() });
    return v.parse(ActionSchema, chosen);
  }
}
