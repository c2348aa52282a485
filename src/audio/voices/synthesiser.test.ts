import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechReply, SpeechRequest } from './synthesiser';
import { startSynthesiser } from './synthesiser';
import { voiceFor } from './voice-cast';

/** A stand-in for the browser's Worker: records what it is sent and answers when the test says. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly url: string;
  readonly sent: SpeechRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: SpeechReply }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;

  constructor(url: URL, readonly options: WorkerOptions) {
    this.url = url.href;
    FakeWorker.last = this;
  }
  postMessage(request: SpeechRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: SpeechReply) {
    this.onmessage?.({ data });
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault() {} });
  }
}

function start() {
  vi.stubGlobal('Worker', FakeWorker);
  const synthesiser = startSynthesiser();
  return { synthesiser, worker: FakeWorker.last! };
}

afterEach(() => vi.unstubAllGlobals());

describe('startSynthesiser', () => {
  it('starts the speech worker as a module', () => {
    const { worker } = start();
    expect(worker.url).toMatch(/speech-worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
  });

  it('matches each reply to its request, whatever the order', async () => {
    const { synthesiser, worker } = start();
    const pass = synthesiser.synthesise('Pass', voiceFor(1));
    const alone = synthesiser.synthesise("I'll go alone", voiceFor(2));
    expect(worker.sent.map(({ text, voice }) => [text, voice])).toEqual([
      ['Pass', voiceFor(1)],
      ["I'll go alone", voiceFor(2)],
    ]);
    const [first, second] = worker.sent;
    worker.reply({ id: second!.id, error: 'no speech' });
    worker.reply({ id: first!.id, wav: new ArrayBuffer(46) });
    await expect(pass).resolves.toHaveProperty('byteLength', 46);
    await expect(alone).rejects.toThrow('no speech');
  });

  it('fails every phrase waiting and every later one once the worker breaks', async () => {
    const { synthesiser, worker } = start();
    const waiting = synthesiser.synthesise('Hearts', voiceFor(3));
    worker.fail('blocked by the page policy');
    await expect(waiting).rejects.toThrow('blocked by the page policy');
    await expect(synthesiser.synthesise('Pass', voiceFor(3))).rejects.toThrow('speech worker failed');
    expect(worker.terminated).toBe(true);
    expect(worker.sent).toHaveLength(1);
  });
});
