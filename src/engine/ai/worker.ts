// The thinking Worker: a request in, an action out, so a long search never
// stalls the page's frames. Bundled by Vite from thinker.ts's `new URL`.

import type { ThinkReply, ThinkRequest } from './protocol';
import { think } from './think';

/** The little of the Worker's global scope used here. */
interface WorkerScope {
  postMessage(message: ThinkReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ThinkRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  const request = event.data;
  try {
    scope.postMessage({ id: request.id, action: think(request) });
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
