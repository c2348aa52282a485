// How long the Euchre expert thinks (see ../decision-time.mjs): bids, discards
// and plays with a real choice, from games between intermediates.

import { decisionTimeRows } from '../decision-time.mjs';

export default {
  name: 'euchre-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  run: (context) => decisionTimeRows(context, { game: 'Euchre', module: 'src/engine/euchre/ai-match.ts', seed: 1995 }),
};
