import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BEEPER, EFFECTS, SFX_NAMES, effectSeconds, type SfxName } from './effects';
import { loadSynth, renderEffect, type Synth } from './synth';

let synth: Synth;

beforeAll(async () => {
  // ZzFX opens an AudioContext as it loads; Node has none, and only the synthesiser is needed.
  vi.stubGlobal(
    'AudioContext',
    class {
      close = () => Promise.resolve();
    },
  );
  synth = await loadSynth();
  vi.unstubAllGlobals();
});

const render = (name: SfxName) => renderEffect(synth, EFFECTS[name]);

/** Pitch from the number of sign changes: two per cycle. */
function pitch(samples: Float32Array, from = 0, to = samples.length): number {
  let crossings = 0;
  for (let i = from + 1; i < to; i++) if (Math.sign(samples[i]!) !== Math.sign(samples[i - 1]!)) crossings++;
  return crossings / 2 / ((to - from) / synth.sampleRate);
}

describe('sound effects', () => {
  it.each(SFX_NAMES)('%s is short: under 0.6 s, or 1.5 s for the end of a game', (name) => {
    const seconds = effectSeconds(EFFECTS[name]);
    expect(seconds).toBeGreaterThan(0.01);
    expect(seconds).toBeLessThanOrEqual(name === 'win' || name === 'lose' ? 1.5 : 0.6);
  });

  it.each(SFX_NAMES)('%s renders to audible samples within range, the same every time', (name) => {
    const samples = render(name);
    expect(Math.abs(samples.length - effectSeconds(EFFECTS[name]) * synth.sampleRate)).toBeLessThan(10);
    let peak = 0;
    let energy = 0;
    for (const sample of samples) {
      peak = Math.max(peak, Math.abs(sample));
      energy += sample * sample;
    }
    expect(Number.isFinite(energy)).toBe(true);
    expect(peak).toBeCloseTo(EFFECTS[name].peak, 5);
    expect(peak).toBeLessThanOrEqual(1);
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(EFFECTS[name].peak / 5);
    expect(render(name)).toEqual(samples);
  });

  it.each([...BEEPER])('%s is 1-bit, like the beeper it imitates', (name) => {
    const samples = render(name);
    const full = samples.filter((sample) => Math.abs(Math.abs(sample) - EFFECTS[name].peak) < 1e-6).length;
    expect(full / samples.length).toBeGreaterThan(0.99);
  });

  it('beeps at their notes', () => {
    expect(pitch(render('beep'))).toBeCloseTo(523, -1);
    expect(pitch(render('beep-high'))).toBeCloseTo(1046, -1);
    expect(pitch(render('beep-low'))).toBeCloseTo(196, -1);
  });

  it('loads from tape: pilot tone, then data at the two bit pitches', () => {
    const tape = render('tape');
    const rate = synth.sampleRate;
    expect(pitch(tape, 0, Math.floor(0.14 * rate))).toBeCloseTo(807, -1);
    const data = pitch(tape, Math.floor(0.16 * rate), tape.length);
    expect(data).toBeGreaterThan(1100);
    expect(data).toBeLessThan(1900);
  });

  it('rises for a win and falls for a loss', () => {
    const quarter = (samples: Float32Array, q: number) =>
      pitch(samples, Math.floor((samples.length * q) / 4), Math.floor((samples.length * (q + 1)) / 4));
    const win = render('win');
    const lose = render('lose');
    expect(quarter(win, 3)).toBeGreaterThan(quarter(win, 0) * 1.8);
    expect(quarter(lose, 3)).toBeLessThan(quarter(lose, 0) * 0.7);
  });
});
