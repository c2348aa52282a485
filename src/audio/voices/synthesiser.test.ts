import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechReply, SpeechRequest } from './synthesiser';
import { PHRASES_PER_WORKER, startSynthesiser } from './synthesiser';
import { voiceFor } from './voice-cast';

/** A stand-in for the browser's Worker: records what it is sent and answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly url: string;
  readonly sent: SpeechRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: SpeechReply }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;

  constructor(url: URL, readonly options: WorkerOptions) {
    this.url = url.href;
    FakeWorker.started.push(this);
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
  FakeWorker.started = [];
  const synthesiser = startSynthesiser();
  return { synthesiser, worker: FakeWorker.started[0]! };
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

  it('hands over to a fresh worker after its share of phrases, ending the old one once it has answered', async () => {
    const { synthesiser, worker } = start();
    const phrases = Array.from({ length: PHRASES_PER_WORKER }, () => synthesiser.synthesise('Pass', voiceFor(1)));
    for (const { id } of worker.sent.slice(0, -1)) worker.reply({ id, wav: new ArrayBuffer(46) });
    expect(FakeWorker.started).toHaveLength(1);

    const next = synthesiser.synthesise('Hearts', voiceFor(2));
    const fresh = FakeWorker.started[1]!;
    expect(fresh.sent.map(({ text }) => text)).toEqual(['Hearts']);
    expect(worker.sent).toHaveLength(PHRASES_PER_WORKER);
    expect(worker.terminated).toBe(false);
    worker.reply({ id: worker.sent.at(-1)!.id, wav: new ArrayBuffer(46) });
    expect(worker.terminated).toBe(true);
    await expect(Promise.all(phrases)).resolves.toHaveLength(PHRASES_PER_WORKER);

    fresh.reply({ id: fresh.sent[0]!.id, wav: new ArrayBuffer(60) });
    await expect(next).resolves.toHaveProperty('byteLength', 60);
    expect(fresh.terminated).toBe(false);
  });

  it('closes at once, failing what is being made and what is asked after', async () => {
    const { synthesiser, worker } = start();
    const waiting = synthesiser.synthesise('Pass', voiceFor(1));
    synthesiser.close();
    expect(worker.terminated).toBe(true);
    await expect(waiting).rejects.toThrow('closed');
    await expect(synthesiser.synthesise('Hearts', voiceFor(1))).rejects.toThrow('closed');
    expect(FakeWorker.started).toHaveLength(1);
  });
});
