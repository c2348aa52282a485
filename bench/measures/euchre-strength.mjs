// Playing strength of the Euchre computer players by duplicate games to 10
// (../duplicate-games.mjs): each deal sequence is replayed with the two teams
// in each other's seats, so the luck of the cards cancels. A row per pairing,
// one level's team against another's; PARLOUR_BENCH_GAMES sets the games.

import { duplicateRows } from '../duplicate-games.mjs';

const SEED = 20_261_125;

export default {
  name: 'euchre-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, randomPlayer } = await context.source('src/engine/euchre/ai-match.ts');
    return duplicateRows('Euchre', duplicateMatch, [
      { name: 'expert team vs intermediate team', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.85 },
      { name: 'intermediate team vs novice team', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: 'novice team vs random team', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ], SEED);
  },
};
