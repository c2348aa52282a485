// Playing strength of the Chinese Patience computer players by duplicate
// games (../duplicate-games.mjs): the same deal with the players swapped.
// Draws are blocked games with equal cards left.

import { duplicateRows } from '../duplicate-games.mjs';

const SEED = 20_261_125;

export default {
  name: 'patience-strength',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { duplicateMatch, levelPlayer, randomPlayer } = await context.source('src/engine/patience/ai-match.ts');
    return duplicateRows('Patience', duplicateMatch, [
      { name: 'expert vs novice', candidate: levelPlayer('expert'), field: levelPlayer('novice'), min: 0.75 },
      { name: 'expert vs intermediate', candidate: levelPlayer('expert'), field: levelPlayer('intermediate'), min: 0.7 },
      { name: 'intermediate vs novice', candidate: levelPlayer('intermediate'), field: levelPlayer('novice'), min: 0.5 },
      { name: 'novice vs random', candidate: levelPlayer('novice'), field: randomPlayer, min: 0.5 },
    ], SEED);
  },
};
