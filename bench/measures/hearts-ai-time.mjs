// How long the Hearts expert thinks (see ../decision-time.mjs). Passing takes
// no search and is not counted.

import { decisionTimeRows } from '../decision-time.mjs';

export default {
  name: 'hearts-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  run: (context) => decisionTimeRows(context, { game: 'Hearts', module: 'src/engine/hearts/ai-match.ts', seed: 4242 }),
};
