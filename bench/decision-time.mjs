// How long an expert computer player thinks, on one core, with the whole
// iteration budget it ships with, in CPU time,
// so a busy machine times the search and not its share of the core: play
// decisions with a real choice taken from games between intermediates (each
// game's `sampleDecisions`). Shared by the games' measures.

import { cpuTimed, median, percentile } from './stats.mjs';

const DECISIONS = Number(process.env.PARLOUR_BENCH_DECISIONS ?? 200);
/** Targets for every expert: a person at the cabinet should not wait on it. */
export const DECISION_MEDIAN_MS = 25;
export const DECISION_P99_MS = 50;

/**
 * @param {ReturnType<typeof import('./context.mjs').createContext>} context
 * @param {{ game: string, module: string, seed: number }} what
 */
export async function decisionTimeRows(context, { game, module, seed }) {
  const { choose, sampleDecisions } = await context.source(module);
  const { createRng } = await context.source('src/engine/rng.ts');
  const decisions = sampleDecisions(DECISIONS, seed);
  // Warm the search up so the first samples do not time the compiler.
  for (const d of decisions.slice(0, 10)) choose(d.view, d.legal, 'expert', createRng(1));
  const times = decisions.map((d, i) => cpuTimed(() => choose(d.view, d.legal, 'expert', createRng(i))).ms);
  const detail = `${times.length} decisions, CPU time at the full budget; mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} ms; max ${Math.max(...times).toFixed(1)} ms`;
  return [
    { name: `${game} expert decision time, median`, value: median(times), unit: 'ms', max: DECISION_MEDIAN_MS, detail },
    { name: `${game} expert decision time, p99`, value: percentile(times, 99), unit: 'ms', max: DECISION_P99_MS, detail },
  ];
}
