// Computer players thought out where they are asked for, with no Worker:
// the game server's (Node has no page to keep smooth). Each choice waits one
// turn of the event loop first, so a table of computers never holds up the
// process, or the other tables in it, for a whole game.

import type { Thinker } from './thinker';
import { think } from './think';

export function thinkerHere(): Thinker {
  let disposed = false;
  return {
    choose<A>(game: Parameters<Thinker['choose']>[0], view: Parameters<Thinker['choose']>[1], legal: readonly A[], level: Parameters<Thinker['choose']>[3], seed: number): Promise<A> {
      return new Promise<A>((resolve, reject) =>
        setTimeout(() => {
          if (disposed) {
            reject(new Error('The thinker has been disposed.'));
            return;
          }
          try {
            resolve(think({ id: 0, game, view, legal: legal.slice(), level, seed: seed >>> 0 }) as A);
          } catch (error) {
            reject(error);
          }
        }, 0),
      );
    },
    dispose(): void {
      disposed = true;
    },
  };
}
