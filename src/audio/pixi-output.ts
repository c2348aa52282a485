// Effects generated in code, turned into WAV files and played by @pixi/sound.

import { Sound, sound } from '@pixi/sound';
import { BEEPER, EFFECTS, SFX_NAMES, type SfxName } from './effects';
import type { SfxOutput } from './sfx';
import { loadSynth, renderEffect } from './synth';
import { encodeWav } from './wav';

/** Decoding a few short sounds takes milliseconds; never hold the kiosk's start longer than this. */
const LOAD_TIMEOUT_MS = 3000;

export async function pixiOutput(): Promise<SfxOutput> {
  if (sound.useLegacy) throw new Error('this browser has no Web Audio');
  const synth = await loadSynth();
  const sounds = new Map<SfxName, Sound>();
  const loads: Promise<void>[] = [];
  for (const name of SFX_NAMES) {
    // One effect at a time, letting the page answer a key in between: this runs while the title waits for someone.
    await new Promise((resolve) => setTimeout(resolve));
    const source = encodeWav(renderEffect(synth, EFFECTS[name]), synth.sampleRate);
    loads.push(
      new Promise<void>((resolve) => {
        // The beeper was one speaker line: a new beep cuts off the last.
        sounds.set(name, Sound.from({ source, preload: true, singleInstance: BEEPER.has(name), loaded: () => resolve() }));
      }),
    );
  }
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS))]);
  const context = sound.context.audioContext;
  return {
    play(name, volume) {
      const effect = sounds.get(name);
      // While the browser holds audio, a started sound would wait and burst
      // out with all the others on the first gesture: drop it instead.
      if (effect?.isLoaded && context.state === 'running') void effect.play({ volume });
    },
    resume: () => context.resume(),
  };
}
