// Seeded randomness whose whole state is one number in a plain object, so it
// travels inside a game state as JSON: same seed, same draws, bit for bit.
// Functions advance the object they are given; an engine's `apply` works on
// its own copy of the state, so the caller's state is never touched.

export interface Rng {
  /** 32-bit generator state (mulberry32). */
  s: number;
}

export function createRng(seed: number): Rng {
  return { s: seed >>> 0 };
}

/** Next unsigned 32-bit value. */
export function nextUint32(rng: Rng): number {
  rng.s = (rng.s + 0x6d2b79f5) >>> 0;
  let t = rng.s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Uniform in [0, 1). */
export function nextFloat(rng: Rng): number {
  return nextUint32(rng) / 0x1_0000_0000;
}

/** Uniform whole number in [0, n), without modulo bias. */
export function nextInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new RangeError(`nextInt needs 1..2^32, got ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  for (;;) {
    const v = nextUint32(rng);
    if (v < limit) return v % n;
  }
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
