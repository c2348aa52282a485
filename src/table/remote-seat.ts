// A person at another kiosk or browser. Asked for a decision, it has the
// room send that person their view with the legal actions; their `action`
// message is offered here, checked by the session, and either taken or
// refused with the engine's reason. It works exactly as a person at the
// kiosk does, only the presses arrive over the network.

import { type Controller, type Decision, LocalSeat } from './seats';

export class RemoteSeat<V, A> implements Controller<V, A> {
  readonly kind = 'remote';
  private readonly person: LocalSeat<V, A>;

  /** `asked` tells the person it is their turn (the room sends them their legal actions). */
  constructor(asked: (decision: Decision<V, A>) => void) {
    this.person = new LocalSeat<V, A>(null, null, asked);
  }

  /** The decision waiting for this person, if any. */
  get waiting(): Decision<V, A> | null {
    return this.person.waiting;
  }

  decide(decision: Decision<V, A>): Promise<A> {
    return this.person.decide(decision);
  }

  /** The person's action: null when it is taken, or the reason it is refused. */
  offer(action: A): string | null {
    return this.person.offer(action);
  }
}
