// Small statistics for benchmark samples.

/**
 * The p-th percentile (0..100) by nearest rank, so the result is always an
 * observed sample.
 * @param {number[]} samples
 * @param {number} p
 */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** @param {number[]} samples */
export function median(samples) {
  return percentile(samples, 50);
}
