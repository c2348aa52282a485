// How long the Affairs of the Court expert thinks, on one core, with the
// budget it ships with: play decisions with a real choice, taken from games
// between intermediates. The draw and the bonus round take no search.

import { median, percentile } from '../stats.mjs';

const DECISIONS = Number(process.env.PARLOUR_BENCH_DECISIONS ?? 200);

export default {
  name: 'court-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { choose, sampleDecisions } = await context.source('src/engine/court/ai-match.ts');
    const { createRng } = await context.source('src/engine/rng.ts');
    const decisions = sampleDecisions(DECISIONS, 1999);
    const budget = { now: () => performance.now() };
    for (const d of decisions.slice(0, 10)) choose(d.view, d.legal, 'expert', createRng(1), budget);
    const times = decisions.map((d, i) => {
      const start = performance.now();
      choose(d.view, d.legal, 'expert', createRng(i), budget);
      return performance.now() - start;
    });
    const detail = `${times.length} decisions; mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} ms; max ${Math.max(...times).toFixed(1)} ms`;
    return [
      { name: 'Court expert decision time, median', value: median(times), unit: 'ms', max: 150, detail },
      { name: 'Court expert decision time, p99', value: percentile(times, 99), unit: 'ms', detail },
    ];
  },
};
