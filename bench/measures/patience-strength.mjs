// Playing strength of the Chinese Patience computer players by duplicate
// games: each pair of games deals the same cards with the players in each
// other's seats, so the luck of the deal and of moving first cancels.
// Reported: the share of decided games the stronger player won, with a 95%
// confidence interval (Wilson), draws (blocked games with equal cards)
// counted apart. PARLOUR_BENCH_GAMES sets the games per pairing (default 1000).

import { wilson } from './court-strength.mjs';

const GAMES = Number(process.env.PARLOUR_BENCH_GAMES ?? 1000);
const SEED = 20_261_125;

export default {
  name: 'patience-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, randomPlayer } = await context.source('src/engine/patience/ai-match.ts');
    const pairs = Math.max(1, Math.ceil(GAMES / 2));
    const pairings = [
      { name: 'expert vs novice', candidate: levelPlayer('expert'), field: levelPlayer('novice'), min: 0.75 },
      { name: 'expert vs intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.5 },
      { name: 'intermediate vs novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: 'novice vs random', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ];
    const rows = [];
    for (const pairing of pairings) {
      const start = performance.now();
      const r = duplicateMatch(pairing.candidate, pairing.field, pairs, SEED);
      const decided = r.wins + r.losses;
      const w = wilson(r.wins, decided);
      const seconds = (performance.now() - start) / 1000;
      rows.push({
        name: `Patience ${pairing.name}: decided games won`,
        value: w.share * 100,
        unit: '%',
        min: pairing.min * 100,
        detail: `95% CI ${(w.low * 100).toFixed(1)}..${(w.high * 100).toFixed(1)}%; ${r.wins} won, ${r.losses} lost, ${r.draws} drawn of ${pairs * 2} games in ${seconds.toFixed(0)} s`,
      });
      console.error(`${rows.at(-1).name}: ${rows.at(-1).value.toFixed(1)}% (${rows.at(-1).detail})`);
    }
    return rows;
  },
};
