// Playing strength of the Affairs of the Court computer players by duplicate
// games: each pair of games deals the same decks with the players in each
// other's seats. Reported: the share of decided games the stronger player
// won, with a 95% confidence interval (Wilson), draws counted apart.
// PARLOUR_BENCH_GAMES sets the games per pairing (default 1000).

const GAMES = Number(process.env.PARLOUR_BENCH_GAMES ?? 1000);
const SEED = 20_261_124;

/** Wilson score interval for `wins` of `n`. */
export function wilson(wins, n) {
  if (n === 0) return { share: Number.NaN, low: 0, high: 1 };
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { share: p, low: centre - half, high: centre + half };
}

export default {
  name: 'court-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, randomPlayer } = await context.source('src/engine/court/ai-match.ts');
    const pairs = Math.max(1, Math.ceil(GAMES / 2));
    const rows = [];
    const pairings = [
      { name: 'expert vs intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.65 },
      { name: 'expert vs novice', candidate: levelPlayer('expert'), field: levelPlayer('novice'), min: 0.8 },
      { name: 'intermediate vs novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: 'novice vs random', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ];
    for (const pairing of pairings) {
      const start = performance.now();
      const r = duplicateMatch(pairing.candidate, pairing.field, pairs, SEED);
      const decided = r.wins + r.losses;
      const w = wilson(r.wins, decided);
      const seconds = (performance.now() - start) / 1000;
      rows.push({
        name: `Court ${pairing.name}: decided games won`,
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
