// Speech played through @pixi/sound, in the same Web Audio context as the
// kiosk's effects, one phrase at a time.

import { Sound, sound } from '@pixi/sound';

export interface Speaker {
  /** Plays a WAV file at `volume` (0-1), cutting off any phrase still playing; resolves when it ends or is cut off. */
  play(wav: ArrayBuffer, volume: number): Promise<void>;
  /** Cuts off the phrase playing, if any. */
  stop(): void;
}

export function pixiSpeaker(): Speaker {
  if (sound.useLegacy) throw new Error('this browser has no Web Audio');
  const context = sound.context.audioContext;
  let current: { speech: Sound; done(): void } | null = null;

  const stop = () => {
    const playing = current;
    current = null;
    playing?.speech.stop();
    playing?.done();
  };

  return {
    stop,
    play(wav, volume) {
      stop();
      // While the browser holds audio back, a phrase would wait and come out
      // later, out of turn: the popup says it alone.
      if (context.state !== 'running') return Promise.resolve();
      const speech = Sound.from(wav);
      return new Promise((resolve, reject) => {
        let finished = false;
        const finish = (error?: unknown) => {
          if (finished) return;
          finished = true;
          if (current?.speech === speech) current = null;
          // After the instance's own end handlers have run.
          queueMicrotask(() => speech.destroy());
          if (error === undefined) resolve();
          else reject(error instanceof Error ? error : new Error(String(error)));
        };
        current = { speech, done: () => finish() };
        Promise.resolve(speech.play({ volume, complete: () => finish() })).catch(finish);
      });
    },
  };
}
