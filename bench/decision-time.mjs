// How long an expert computer player thinks, on one core, with the budget it
// ships with: play decisions with a real choice taken from games between
// intermediates (each game's `sampleDecisions`). Shared by the games' measures.

import { median, percentile } from './stats.mjs';

const DECISIONS = Number(process.env.PARLOUR_BENCH_DECISIONS ?? 200);

/**
 * @param {ReturnType<typeof import('./context.mjs').createContext>} context
 * @param {{ game: string, module: string, seed: number, p99?: number }} what
 */
export async function decisionTimeRows(context, { game, module, seed, p99 }) {
  const { choose, sampleDecisions } = await context.source(module);
  const { createRng } = await context.source('src/engine/rng.ts');
  const decisions = sampleDecisions(DECISIONS, seed);
  const budget = { now: () => performance.now() };
  // Warm the search up so the first samples do not time the compiler.
  for (const d of decisions.slice(0, 10)) choose(d.view, d.legal, 'expert', createRng(1), budget);
  const times = decisions.map((d, i) => {
    const start = performance.now();
    choose(d.view, d.legal, 'expert', createRng(i), budget);
    return performance.now() - start;
  });
  const detail = `${times.length} decisions; mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} ms; max ${Math.max(...times).toFixed(1)} ms`;
  return [
    { name: `${game} expert decision time, median`, value: median(times), unit: 'ms', max: 150, detail },
    { name: `${game} expert decision time, p99`, value: percentile(times, 99), unit: 'ms', ...(p99 === undefined ? {} : { max: p99 }), detail },
  ];
}
