// How long the Hearts expert thinks, on one core, with the budget it ships
// with: decisions of the play with a real choice, from random moments of
// games between intermediates. Passing takes no search and is not counted.

import { median, percentile } from '../stats.mjs';

const DECISIONS = Number(process.env.PARLOUR_BENCH_DECISIONS ?? 200);

export default {
  name: 'hearts-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { choose, sampleDecisions } = await context.source('src/engine/hearts/ai-match.ts');
    const { createRng } = await context.source('src/engine/rng.ts');
    const decisions = sampleDecisions(DECISIONS, 4242);
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
      { name: 'Hearts expert decision time, median', value: median(times), unit: 'ms', max: 150, detail },
      { name: 'Hearts expert decision time, p99', value: percentile(times, 99), unit: 'ms', max: 400, detail },
    ];
  },
};
