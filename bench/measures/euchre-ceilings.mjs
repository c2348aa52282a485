// What the Euchre expert would win against the intermediate team if it were
// shown cards no player sees (src/engine/euchre/ai-ceiling.ts): its partner's
// hand while bidding, its partner's hand all hand long, the opponents' hands
// while bidding. The same duplicate games as euchre-strength's expert row, so
// the rows compare with it; no targets: they say how much of the distance to
// that row's goal is knowledge the expert cannot have.

import { duplicateRows } from '../duplicate-games.mjs';

const SEED = 20_261_125;

export default {
  name: 'euchre-ceilings',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const { SHOWN, ceilingMatch } = await context.source('src/engine/euchre/ai-ceiling.ts');
    /** @param {string} shown @param {unknown} _field @param {number} pairs @param {number} seed */
    const match = (shown, _field, pairs, seed) => ceilingMatch(shown, pairs, seed);
    return duplicateRows(
      'Euchre',
      match,
      SHOWN.map((/** @type {string} */ shown) => ({ name: `expert team seeing ${shown} vs intermediate team`, candidate: shown, field: null })),
      SEED,
    );
  },
};
