// Strength by duplicate games, for the two-player games: each pair of games
// deals the same cards with the players in each other's seats, so the luck
// of the deal and of moving first cancels. A row per pairing: the share of
// decided games the first player won, with a 95% confidence interval
// (Wilson), draws counted apart. PARLOUR_BENCH_GAMES sets the games per
// pairing (default 1000).

const GAMES = Number(process.env.PARLOUR_BENCH_GAMES ?? 1000);

/** Wilson score interval for `wins` of `n`. */
export function wilson(wins, n) {
  if (n === 0) return { share: Number.NaN, low: 0, high: 1 };
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { share: p, low: centre - half, high: centre + half };
}

/**
 * @typedef {{ wins: number, losses: number, draws: number }} MatchResult
 * @param {string} game  the name the rows begin with
 * @param {(a: unknown, b: unknown, pairs: number, seed: number) => MatchResult} duplicateMatch
 * @param {{ name: string, candidate: unknown, field: unknown, min?: number }[]} pairings
 * @param {number} seed
 */
export function duplicateRows(game, duplicateMatch, pairings, seed) {
  const pairs = Math.max(1, Math.ceil(GAMES / 2));
  const rows = [];
  for (const pairing of pairings) {
    const start = performance.now();
    const r = duplicateMatch(pairing.candidate, pairing.field, pairs, seed);
    const w = wilson(r.wins, r.wins + r.losses);
    const seconds = (performance.now() - start) / 1000;
    const row = {
      name: `${game} ${pairing.name}: decided games won`,
      value: w.share * 100,
      unit: '%',
      min: pairing.min === undefined ? undefined : pairing.min * 100,
      detail: `95% CI ${(w.low * 100).toFixed(1)}..${(w.high * 100).toFixed(1)}%; ${r.wins} won, ${r.losses} lost, ${r.draws} drawn of ${pairs * 2} games in ${seconds.toFixed(0)} s`,
    };
    rows.push(row);
    console.error(`${row.name}: ${row.value.toFixed(1)}% (${row.detail})`);
  }
  return rows;
}
