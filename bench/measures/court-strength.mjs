// Playing strength of the Affairs of the Court computer players by duplicate
// games (../duplicate-games.mjs): the same decks with the players swapped.

import { duplicateRows } from '../duplicate-games.mjs';

const SEED = 20_261_124;

export default {
  name: 'court-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, randomPlayer } = await context.source('src/engine/court/ai-match.ts');
    return duplicateRows('Court', duplicateMatch, [
      { name: 'expert vs intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.85 },
      { name: 'expert vs novice', candidate: levelPlayer('expert'), field: levelPlayer('novice'), min: 0.8 },
      { name: 'intermediate vs novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: 'novice vs random', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ], SEED);
  },
};
