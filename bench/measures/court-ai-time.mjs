// How long the Affairs of the Court expert thinks (see ../decision-time.mjs).
// Its decisions in the draw and in the play both search; the bonus round takes none.

import { decisionTimeRows } from '../decision-time.mjs';

export default {
  name: 'court-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  run: (context) => decisionTimeRows(context, { game: 'Court', module: 'src/engine/court/ai-match.ts', seed: 1999 }),
};
