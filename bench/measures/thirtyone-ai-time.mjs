// How long the Thirty-One expert thinks (see ../decision-time.mjs): the
// dealer's choice and the turns with a real choice, from games of 2 to 4
// intermediates in both variations. The issue asks for a median of 50 ms.

import { decisionTimeRows } from '../decision-time.mjs';

const MEDIAN_MS = 50;

export default {
  name: 'thirtyone-ai-time',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const rows = await decisionTimeRows(context, { game: 'Thirty-One', module: 'src/engine/thirtyone/ai-match.ts', seed: 1995, p99: 200 });
    return rows.map((row) => (row.name.endsWith('median') ? { ...row, max: MEDIAN_MS } : row));
  },
};
