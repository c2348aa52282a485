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

/**
 * Runs `fn` and returns its value with the CPU milliseconds the process
 * spent meanwhile (user and system). Unlike the wall clock this does not
 * grow when other work shares the core, so a search timed this way reads
 * the same on a busy machine as on a quiet one. (Node 20 reports the
 * process, not the thread; the measures run on the main thread alone.)
 * @template T
 * @param {() => T} fn
 * @returns {{ value: T, ms: number }}
 */
export function cpuTimed(fn) {
  const start = process.cpuUsage();
  const value = fn();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}
