// How long the Thirty-One expert thinks (see ../decision-time.mjs): the
// dealer's choice and the turns with a real choice, from games of 2 to 4
// intermediates in both variations.

import { decisionTimeRows } from '../decision-time.mjs';

export default {
  name: 'thirtyone-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  run: (context) => decisionTimeRows(context, { game: 'Thirty-One', module: 'src/engine/thirtyone/ai-match.ts', seed: 1995 }),
};
