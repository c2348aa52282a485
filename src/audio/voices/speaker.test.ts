import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pixiSpeaker } from './speaker';

/** @pixi/sound as the speaker uses it: sounds made from WAV bytes that end when the test says. */
const pixi = vi.hoisted(() => {
  class FakeSound {
    static made: FakeSound[] = [];
    static decodes = true;
    volume = 0;
    stopped = false;
    destroyed = false;
    private complete: (() => void) | undefined;
    constructor(readonly wav: ArrayBuffer) {}
    static from(wav: ArrayBuffer) {
      const made = new FakeSound(wav);
      FakeSound.made.push(made);
      return made;
    }
    play({ volume, complete }: { volume: number; complete?: () => void }) {
      this.volume = volume;
      this.complete = complete;
      return FakeSound.decodes ? Promise.resolve({}) : Promise.reject(new Error('cannot decode'));
    }
    stop() {
      this.stopped = true;
    }
    destroy() {
      this.destroyed = true;
    }
    end() {
      this.complete?.();
    }
  }
  const sound = { useLegacy: false, context: { audioContext: { state: 'running' } } };
  return { FakeSound, sound };
});

vi.mock('@pixi/sound', () => ({ Sound: pixi.FakeSound, sound: pixi.sound }));

const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  pixi.FakeSound.made = [];
  pixi.FakeSound.decodes = true;
  pixi.sound.useLegacy = false;
  pixi.sound.context.audioContext.state = 'running';
});

describe('pixiSpeaker', () => {
  it('plays a phrase at the volume given and resolves when it ends, then lets it go', async () => {
    const speaker = pixiSpeaker();
    let ended = false;
    const wav = new ArrayBuffer(50);
    const playing = speaker.play(wav, 0.6).then(() => (ended = true));
    await settle();
    const [phrase] = pixi.FakeSound.made;
    expect(phrase).toMatchObject({ wav, volume: 0.6 });
    expect(ended).toBe(false);
    phrase!.end();
    await playing;
    expect(phrase!.destroyed).toBe(true);
  });

  it('cuts off the phrase playing for a new one, or on stop', async () => {
    const speaker = pixiSpeaker();
    const first = speaker.play(new ArrayBuffer(50), 1);
    const second = speaker.play(new ArrayBuffer(50), 1);
    await first;
    expect(pixi.FakeSound.made.map((phrase) => phrase.stopped)).toEqual([true, false]);
    speaker.stop();
    await second;
    expect(pixi.FakeSound.made[1]!.stopped).toBe(true);
  });

  it('says nothing while the browser holds audio back', async () => {
    pixi.sound.context.audioContext.state = 'suspended';
    await pixiSpeaker().play(new ArrayBuffer(50), 1);
    expect(pixi.FakeSound.made).toEqual([]);
  });

  it('rejects a phrase the browser cannot decode', async () => {
    pixi.FakeSound.decodes = false;
    await expect(pixiSpeaker().play(new ArrayBuffer(50), 1)).rejects.toThrow('cannot decode');
  });

  it('refuses to start without Web Audio', () => {
    pixi.sound.useLegacy = true;
    expect(() => pixiSpeaker()).toThrow('no Web Audio');
  });
});
