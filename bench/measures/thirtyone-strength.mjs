// Playing strength of the Thirty-One computer players. Two-player games are
// duplicate (../duplicate-games.mjs): each deck sequence is replayed with the
// seats swapped. At a table of four the candidate plays each seat in turn
// among three of the field on the same decks; a quarter of the games is an
// even share there. PARLOUR_BENCH_GAMES sets the two-player games per pairing
// (default 1000), PARLOUR_BENCH_TABLE_GAMES the four-player ones (default 400).

import { duplicateRows, wilson } from '../duplicate-games.mjs';

const SEED = 20_261_125;
const TABLE_GAMES = Number(process.env.PARLOUR_BENCH_TABLE_GAMES ?? 400);

/** The candidate's share of games won at a table of four, with a 95% interval. */
function tableRow(tableMatch, { name, candidate, field, min }) {
  const sets = Math.max(1, Math.ceil(TABLE_GAMES / 4));
  const start = performance.now();
  const r = tableMatch(candidate, field, sets, SEED);
  const games = r.wins + r.losses + r.draws;
  const w = wilson(r.wins, games);
  const seconds = (performance.now() - start) / 1000;
  const row = {
    name: `Thirty-One ${name}: games won`,
    value: w.share * 100,
    unit: '%',
    min: min * 100,
    detail: `95% CI ${(w.low * 100).toFixed(1)}..${(w.high * 100).toFixed(1)}%; ${r.wins} won, ${r.losses} lost, ${r.draws} without a winner of ${games} games in ${seconds.toFixed(0)} s`,
  };
  console.error(`${row.name}: ${row.value.toFixed(1)}% (${row.detail})`);
  return row;
}

export default {
  name: 'thirtyone-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, tableMatch, levelPlayer, randomPlayer } = await context.source('src/engine/thirtyone/ai-match.ts');
    const two = duplicateRows('Thirty-One', duplicateMatch, [
      { name: '2 players, expert vs intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.75 },
      { name: '2 players, intermediate vs novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: '2 players, novice vs random', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ], SEED);
    const four = tableRow(tableMatch, { name: '4 players, one expert among three intermediates', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.4 });
    return [...two, four];
  },
};
