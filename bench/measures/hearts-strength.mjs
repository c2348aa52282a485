// Playing strength of the Hearts computer players, by duplicate deals: the
// same decks replayed with the players moved round the table, so the luck of
// the cards cancels out. Each row pits one player against three copies of
// another and reports the ratio of their mean points per hand (lower is
// better for the lone player) with a 95% confidence interval.
// PARLOUR_BENCH_HANDS sets the hands per row (default 2000; 16 per block).

const HANDS = Number(process.env.PARLOUR_BENCH_HANDS ?? 2000);
const SEED = 20_261_123;

/**
 * Ratio of means over blocks, with a 95% interval by the delta method (the
 * blocks are independent; within a block the two players share the deals).
 * @param {{ candidate: number, field: number }[]} blocks
 */
export function ratioInterval(blocks) {
  const n = blocks.length;
  const a = blocks.reduce((s, b) => s + b.candidate, 0) / n;
  const f = blocks.reduce((s, b) => s + b.field, 0) / n;
  const ratio = a / f;
  let variance = 0;
  for (const b of blocks) {
    const residual = b.candidate - ratio * b.field;
    variance += residual * residual;
  }
  variance /= Math.max(1, n - 1);
  const half = (1.96 * Math.sqrt(variance / n)) / Math.abs(f);
  return { ratio, low: ratio - half, high: ratio + half, candidate: a, field: f };
}

export default {
  name: 'hearts-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, publishedPlayer, randomPlayer } = await context.source('src/engine/hearts/ai-match.ts');
    const blocks = Math.max(2, Math.ceil(HANDS / 16));
    const pairs = [
      { name: 'expert vs 3 intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), max: 0.74 },
      // The yardstick of published strategy (src/engine/hearts/ai-published.ts), stronger than the
      // intermediate; the target is the one set for the expert against an independent rule-based player.
      { name: 'expert vs 3 published-strategy', candidate: levelPlayer('expert'), field: publishedPlayer, max: 0.25 },
      { name: 'published-strategy vs 3 intermediate', candidate: publishedPlayer, field: levelPlayer('intermediate'), max: 1 },
      { name: 'intermediate vs 3 novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), max: 1 },
      { name: 'novice vs 3 random', candidate: levelPlayer('novice'), field: randomPlayer, max: 1 },
    ];
    const rows = [];
    for (const pair of pairs) {
      const start = performance.now();
      const result = ratioInterval(duplicateMatch(pair.candidate, pair.field, blocks, SEED));
      const seconds = (performance.now() - start) / 1000;
      rows.push({
        name: `Hearts ${pair.name}: points ratio`,
        value: result.ratio,
        unit: '×',
        max: pair.max,
        detail:
          `95% CI ${result.low.toFixed(3)}..${result.high.toFixed(3)}; ` +
          `${result.candidate.toFixed(2)} vs ${result.field.toFixed(2)} points per hand; ` +
          `${blocks * 16} hands in ${seconds.toFixed(0)} s`,
      });
      console.error(`${rows.at(-1).name}: ${result.ratio.toFixed(3)} (${rows.at(-1).detail})`);
    }
    return rows;
  },
};
