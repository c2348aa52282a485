// The page's side of the speech worker: text and a voice in, WAV bytes out.

import type { Voice } from './voice-cast';

export interface Synthesiser {
  /** A WAV file of `text` spoken in `voice`; rejects when speech cannot be made. */
  synthesise(text: string, voice: Voice): Promise<ArrayBuffer>;
  /** Ends the worker now, failing the phrases still being made, and every later one. */
  close(): void;
}

export interface SpeechRequest {
  id: number;
  text: string;
  voice: Voice;
}

export type SpeechReply = { id: number; wav: ArrayBuffer } | { id: number; error: string };

/**
 * meSpeak's engine keeps a little of every phrase it says and garbles its
 * dictionary on the 80th: a worker says this many, then a fresh one takes over.
 */
export const PHRASES_PER_WORKER = 64;

interface Pending {
  resolve(wav: ArrayBuffer): void;
  reject(error: Error): void;
}

interface SpeechWorker {
  request(text: string, voice: Voice): Promise<ArrayBuffer>;
  /** Ends the worker once the phrases asked of it are answered. */
  retire(): void;
  /** Ends the worker now, failing what it was asked. */
  end(why: Error): void;
  readonly broken: Error | null;
}

function startWorker(): SpeechWorker {
  const worker = new Worker(new URL('./speech-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let retiring = false;
  let broken: Error | null = null;
  const endIfDone = () => {
    if (retiring && pending.size === 0) worker.terminate();
  };

  worker.onmessage = ({ data }: MessageEvent<SpeechReply>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if ('wav' in data) request?.resolve(data.wav);
    else request?.reject(new Error(data.error));
    endIfDone();
  };
  const end = (why: Error) => {
    broken = why;
    for (const request of pending.values()) request.reject(why);
    pending.clear();
    worker.terminate();
  };
  // The worker's script failed to load or to start: nothing it was asked will come.
  worker.onerror = (event) => {
    event.preventDefault();
    end(new Error(`the speech worker failed: ${event.message || 'it could not be loaded'}`));
  };

  return {
    get broken() {
      return broken;
    },
    request(text, voice) {
      if (broken) return Promise.reject(broken);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, text, voice } satisfies SpeechRequest);
      });
    },
    retire() {
      retiring = true;
      endIfDone();
    },
    end,
  };
}

/** Starts the worker, which downloads the synthesiser: call only once Voices are on. */
export function startSynthesiser(): Synthesiser {
  let worker = startWorker();
  let phrases = 0;
  return {
    synthesise(text, voice) {
      // A broken worker stays: its successor would fail the same way.
      if (phrases === PHRASES_PER_WORKER && !worker.broken) {
        worker.retire();
        worker = startWorker();
        phrases = 0;
      }
      phrases++;
      return worker.request(text, voice);
    },
    close: () => worker.end(new Error('the speech worker was closed')),
  };
}
