// The page's handle on the computer players: decisions are computed in a
// Worker so the frame rate holds, and in the page itself (one tick later,
// so the caller's frame finishes first) when a Worker cannot be made or fails.

import type { Level, View } from '../game';
import type { ThinkReply, ThinkRequest } from './protocol';
import type { ThinkingGameId } from './registry';
import { think } from './think';

export interface Thinker {
  /** The action `level` takes from `legal`; the same seed gives the same choice. */
  choose<A>(game: ThinkingGameId, view: View, legal: readonly A[], level: Level, seed: number): Promise<A>;
  /** Stops the Worker; decisions still pending are refused. */
  dispose(): void;
}

interface Pending {
  request: ThinkRequest;
  resolve(action: unknown): void;
  reject(error: unknown): void;
}

export function createThinker(): Thinker {
  let worker: Worker | null = startWorker();
  let nextId = 1;
  let disposed = false;
  const pending = new Map<number, Pending>();

  const inPage = (job: Pending): void => {
    setTimeout(() => {
      if (disposed) {
        job.reject(new Error('The thinker has been disposed.'));
        return;
      }
      try {
        job.resolve(think(job.request));
      } catch (error) {
        job.reject(error);
      }
    }, 0);
  };

  // A broken Worker is dropped for good; what it had in hand is thought out in the page.
  const abandonWorker = (): void => {
    worker?.terminate();
    worker = null;
    const jobs = [...pending.values()];
    pending.clear();
    jobs.forEach(inPage);
  };

  if (worker !== null) {
    worker.addEventListener('message', (event: MessageEvent<ThinkReply>) => {
      const reply = event.data;
      const job = pending.get(reply.id);
      if (job === undefined) return;
      pending.delete(reply.id);
      if ('action' in reply) job.resolve(reply.action);
      else inPage(job);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      abandonWorker();
    });
    worker.addEventListener('messageerror', abandonWorker);
  }

  return {
    choose<A>(game: ThinkingGameId, view: View, legal: readonly A[], level: Level, seed: number): Promise<A> {
      if (disposed) return Promise.reject(new Error('The thinker has been disposed.'));
      const request: ThinkRequest = { id: nextId++, game, view, legal: legal.slice(), level, seed: seed >>> 0 };
      return new Promise<A>((resolve, reject) => {
        const job: Pending = { request, resolve: (action) => resolve(action as A), reject };
        if (worker === null) {
          inPage(job);
          return;
        }
        pending.set(request.id, job);
        try {
          worker.postMessage(request);
        } catch {
          abandonWorker();
        }
      });
    },
    dispose(): void {
      disposed = true;
      worker?.terminate();
      worker = null;
      const jobs = [...pending.values()];
      pending.clear();
      for (const job of jobs) job.reject(new Error('The thinker has been disposed.'));
    },
  };
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
