// How long the Chinese Patience expert thinks over a whole turn, on one
// core, with the whole iteration budget it ships with, in CPU
// time (see ../decision-time.mjs). The expert is asked once per action
// (each twist, move and the finish) and plans the rest of the turn afresh
// each time, so what a player waits for is the sum over the turn: turns
// from random moments of games between intermediates, played out by the
// expert, only its thinking timed.
// PARLOUR_BENCH_TURNS sets the number of turns (default 300).

import { DECISION_MEDIAN_MS, DECISION_P99_MS } from '../decision-time.mjs';
import { cpuTimed, median, percentile } from '../stats.mjs';

const TURNS = Number(process.env.PARLOUR_BENCH_TURNS ?? 300);
const SEED = 20_261_125;

export default {
  name: 'patience-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { levelPlayer, playTurn, sampleTurnStarts } = await context.source('src/engine/patience/ai-match.ts');
    const { createRng } = await context.source('src/engine/rng.ts');
    const expert = levelPlayer('expert');
    const starts = sampleTurnStarts(TURNS, SEED);
    // Warm the search up so the first samples do not time the compiler.
    for (const state of starts.slice(0, 20)) playTurn(state, expert, createRng(1));
    let actions = 0;
    let slowest = 0;
    const times = starts.map((state, i) => {
      let spent = 0;
      const { actions: taken } = playTurn(state, expert, createRng(i), (think) => {
        const { value: action, ms } = cpuTimed(think);
        spent += ms;
        slowest = Math.max(slowest, ms);
        return action;
      });
      actions += taken.length;
      return spent;
    });
    const detail =
      `${times.length} turns, ${(actions / times.length).toFixed(1)} actions a turn, CPU time at the full budget; ` +
      `mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} ms; max ${Math.max(...times).toFixed(1)} ms; ` +
      `slowest single decision ${slowest.toFixed(1)} ms`;
    return [
      { name: 'Patience expert whole-turn time, median', value: median(times), unit: 'ms', max: DECISION_MEDIAN_MS, detail },
      { name: 'Patience expert whole-turn time, p99', value: percentile(times, 99), unit: 'ms', max: DECISION_P99_MS, detail },
    ];
  },
};
