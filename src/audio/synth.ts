// Effects rendered to samples, by ZzFX's synthesiser or the tape signal.

import type { Effect, Voice, Wave } from './effects';
import { tapeSignal } from './tape';

export type BuildSamples = (...parameters: Array<number | undefined>) => number[];

export interface Synth {
  sampleRate: number;
  build: BuildSamples;
}

const SHAPES: Readonly<Record<Wave, number>> = { sine: 0, triangle: 1, saw: 2, noise: 4, square: 5 };

/**
 * ZzFX's positional parameters. Randomness is 0: an effect sounds the same
 * every time. Left-out times are 0, not ZzFX's defaults (a 0.1 s release), so
 * a voice lasts exactly what it says.
 */
function zzfxParameters(voice: Voice): Array<number | undefined> {
  const duty = voice.wave === 'square' ? (voice.duty ?? 0.5) * 2 : 1;
  return [
    1, // volume: scaled to `peak` afterwards
    0, // randomness
    voice.frequency,
    voice.attack ?? 0,
    voice.sustain ?? 0,
    voice.release ?? 0,
    SHAPES[voice.wave],
    duty,
    voice.slide,
    voice.deltaSlide,
    voice.pitchJump,
    voice.pitchJumpTime,
    voice.repeatTime,
    voice.noise,
    0, // modulation
    voice.bitCrush,
    0, // delay
    voice.sustainVolume,
    voice.decay ?? 0,
    voice.tremolo,
    voice.filter,
  ];
}

export function renderEffect(synth: Synth, effect: Effect): Float32Array {
  return effect.wave === 'tape' ? tapeSignal(effect, synth.sampleRate) : renderVoice(synth, effect);
}

function renderVoice(synth: Synth, voice: Voice): Float32Array {
  const samples = Float32Array.from(synth.build(...zzfxParameters(voice)));
  let loudest = 0;
  for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
  if (loudest > 0) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! / loudest) * voice.peak;
  return samples;
}

/** Loaded on demand: the module opens an AudioContext as it loads. */
export async function loadSynth(): Promise<Synth> {
  const { ZZFX } = await import('zzfx');
  // Only the synthesiser is used; playback goes through @pixi/sound's context.
  ZZFX.audioContext.close().catch(() => {});
  return { sampleRate: ZZFX.sampleRate, build: (...parameters) => ZZFX.buildSamples(...parameters) };
}
