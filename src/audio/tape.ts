// A burst of ZX Spectrum tape loading: the pilot tone, the sync pulse, then
// data, made exactly as the ROM timed its pulses. A synthesiser's noise only
// blurs one pitch; real data switches between two pitches bit by bit.

/** The Spectrum's clock, in which the ROM counts pulse lengths (T-states). */
const CLOCK_HZ = 3_500_000;
const PILOT = 2168;
const SYNC = [667, 735] as const;
const ZERO = 855;
const ONE = 1710;

export interface TapeBurst {
  wave: 'tape';
  peak: number;
  /** Seconds of pilot tone, then of data. */
  pilot: number;
  data: number;
  /** Seeds the data bits, so the burst is the same every time. */
  seed: number;
}

/** Pulse lengths in T-states: pilot for `pilotStates`, sync, then two pulses per bit, forever. */
function* pulses(pilotStates: number, seed: number): Generator<number> {
  for (let t = 0; t < pilotStates; t += PILOT) yield PILOT;
  yield* SYNC;
  let state = seed >>> 0;
  for (;;) {
    // A small xorshift stands in for the bytes of a program.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const half = state & 1 ? ONE : ZERO;
    yield half;
    yield half;
  }
}

export function tapeSignal(burst: TapeBurst, sampleRate: number): Float32Array {
  const samples = new Float32Array(Math.round((burst.pilot + burst.data) * sampleRate));
  const edges = pulses(burst.pilot * CLOCK_HZ, burst.seed || 1);
  let level = burst.peak;
  let nextEdge = edges.next().value as number;
  for (let i = 0; i < samples.length; i++) {
    const now = (i / sampleRate) * CLOCK_HZ;
    while (now >= nextEdge) {
      level = -level;
      nextEdge += edges.next().value as number;
    }
    samples[i] = level;
  }
  return samples;
}
