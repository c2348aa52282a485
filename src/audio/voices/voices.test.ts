import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Speaker } from './speaker';
import type { Synthesiser } from './synthesiser';
import { voiceFor, type Voice } from './voice-cast';
import { createVoices } from './voices';

/** What the default loaders brought in: the modules are stand-ins, so the test sees when they are imported. */
const imported = vi.hoisted(() => ({ synthesiser: 0, speaker: 0 }));

vi.mock('./synthesiser', () => {
  imported.synthesiser++;
  return { startSynthesiser: () => ({ synthesise: () => Promise.resolve(new ArrayBuffer(8)), close() {} }) };
});
vi.mock('./speaker', () => {
  imported.speaker++;
  return { pixiSpeaker: () => ({ play: () => Promise.resolve(), stop() {} }) };
});

interface Said {
  text: string;
  voice: Voice;
}

/** A synthesiser whose phrases are made when the test says so, and a speaker that records. */
function fakes() {
  const made: Array<Said & { finish(): void; fail(error: Error): void }> = [];
  const played: Array<{ wav: ArrayBuffer; volume: number }> = [];
  let stops = 0;
  let closed = 0;
  const synthesiser: Synthesiser = {
    synthesise: (text, voice) =>
      new Promise((resolve, reject) => {
        made.push({ text, voice, finish: () => resolve(new TextEncoder().encode(text).buffer), fail: reject });
      }),
    close: () => void closed++,
  };
  const speaker: Speaker = {
    play(wav, volume) {
      played.push({ wav, volume });
      return Promise.resolve();
    },
    stop: () => void stops++,
  };
  return { made, played, stops: () => stops, closed: () => closed, synthesiser, speaker };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));
const text = (wav: ArrayBuffer) => new TextDecoder().decode(wav);

beforeEach(() => {
  imported.synthesiser = 0;
  imported.speaker = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('createVoices', () => {
  it('imports neither the synthesiser nor the speaker until the first phrase', async () => {
    const voices = createVoices({ loudness: () => 1 });
    await settle();
    expect(imported).toEqual({ synthesiser: 0, speaker: 0 });
    expect(voices.status).toBe('idle');
    await voices.speak('Pass', 1);
    expect(imported).toEqual({ synthesiser: 1, speaker: 1 });
    expect(voices.status).toBe('ready');
  });

  it('says each phrase in the voice of the seat, at the kiosk volume', async () => {
    const { made, played, synthesiser, speaker } = fakes();
    let level = 0.4;
    const voices = createVoices({ loudness: () => level, loadSynthesiser: async () => synthesiser, loadSpeaker: async () => speaker });
    const first = voices.speak('Pick it up', 2);
    await settle();
    expect(made.map(({ text, voice }) => ({ text, voice }))).toEqual([{ text: 'Pick it up', voice: voiceFor(2) }]);
    made[0]!.finish();
    await first;
    level = 3;
    const second = voices.speak('Hearts', 3);
    await settle();
    made[1]!.finish();
    await second;
    expect(played.map(({ wav, volume }) => [text(wav), volume])).toEqual([
      ['Pick it up', 0.4],
      ['Hearts', 1],
    ]);
  });

  it('neither loads nor says anything while the sound is off', async () => {
    const loadSynthesiser = vi.fn();
    const voices = createVoices({ loudness: () => 0, loadSynthesiser, loadSpeaker: loadSynthesiser });
    await voices.speak('Euchred!', 1);
    expect(loadSynthesiser).not.toHaveBeenCalled();
    expect(voices.status).toBe('idle');
  });

  it('loads ahead when asked to prepare, once however often', async () => {
    const { synthesiser, speaker, made } = fakes();
    const loadSynthesiser = vi.fn(async () => synthesiser);
    const voices = createVoices({ loudness: () => 1, loadSynthesiser, loadSpeaker: async () => speaker });
    voices.prepare();
    voices.prepare();
    expect(voices.status).toBe('loading');
    await settle();
    expect(voices.status).toBe('ready');
    expect(made).toEqual([]);
    const said = voices.speak('Pass', 1);
    await settle();
    made[0]!.finish();
    await said;
    expect(loadSynthesiser).toHaveBeenCalledTimes(1);
  });

  it('says only the newest phrase when one comes before the last was made, and nothing after a stop', async () => {
    const { made, played, stops, synthesiser, speaker } = fakes();
    const voices = createVoices({ loudness: () => 1, loadSynthesiser: async () => synthesiser, loadSpeaker: async () => speaker });
    const older = voices.speak('Pass', 1);
    await settle();
    const newer = voices.speak("I'll go alone", 3);
    await settle();
    made[1]!.finish();
    made[0]!.finish();
    await Promise.all([older, newer]);
    expect(played.map(({ wav }) => text(wav))).toEqual(["I'll go alone"]);

    const stopped = voices.speak('Euchred!', 2);
    await settle();
    const before = stops();
    voices.stop();
    expect(stops()).toBe(before + 1);
    made[2]!.finish();
    await stopped;
    expect(played).toHaveLength(1);
  });

  it('closes: lets the synthesiser go, drops the phrase being made without calling it a failure, and loads again for the next', async () => {
    const { made, played, closed, synthesiser, speaker } = fakes();
    const loadSynthesiser = vi.fn(async () => synthesiser);
    const onUnavailable = vi.fn();
    const voices = createVoices({ loudness: () => 1, onUnavailable, loadSynthesiser, loadSpeaker: async () => speaker });
    const dropped = voices.speak('Pass', 1);
    await settle();
    voices.close();
    expect(voices.status).toBe('idle');
    made[0]!.fail(new Error('the speech worker was closed'));
    await dropped;
    await settle();
    expect(closed()).toBe(1);
    expect(onUnavailable).not.toHaveBeenCalled();

    const again = voices.speak('Hearts', 2);
    await settle();
    made[1]!.finish();
    await again;
    expect(loadSynthesiser).toHaveBeenCalledTimes(2);
    expect(played.map(({ wav }) => text(wav))).toEqual(['Hearts']);
    expect(voices.status).toBe('ready');
  });

  it.each([
    ['the synthesiser fails to load', 'load'],
    ['the speaker fails to load', 'speaker'],
    ['a phrase cannot be made', 'make'],
    ['a phrase cannot be played', 'play'],
  ] as const)('resolves quietly when %s, reports it once and falls silent', async (_, where) => {
    const { made, synthesiser, speaker } = fakes();
    const broken = new Error(`no ${where}`);
    const loadSynthesiser = vi.fn(async () => {
      if (where === 'load') throw broken;
      return synthesiser;
    });
    const loadSpeaker = async () => {
      if (where === 'speaker') throw broken;
      return where === 'play' ? { ...speaker, play: () => Promise.reject(broken) } : speaker;
    };
    const onUnavailable = vi.fn();
    const voices = createVoices({ loudness: () => 1, onUnavailable, loadSynthesiser, loadSpeaker });
    const said = voices.speak('Pass', 1);
    await settle();
    if (where === 'make') made[0]!.fail(broken);
    else made[0]?.finish();
    await expect(said).resolves.toBeUndefined();
    await expect(voices.speak('Pass', 2)).resolves.toBeUndefined();
    voices.prepare();
    await settle();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith(broken);
    expect(voices.status).toBe('unavailable');
    expect(made.length).toBeLessThanOrEqual(1);
    expect(loadSynthesiser).toHaveBeenCalledTimes(1);
  });
});
