// The benchmark's measures load the sources they time, each game's
// `ai-match.ts` among them. Run in one process (`npm run bench`), each must
// get its own game's module: once, every game after the first was handed
// the first one's (all are named `ai-match`), so the Court's rows timed
// Hearts and Patience's failed outright.

import { describe, expect, it } from 'vitest';
import { createContext } from '../bench/context.mjs';

describe('the benchmark loading two games in one process', () => {
  it("gives each measure its own game's module", async () => {
    const context = createContext({ build: false });
    try {
      const hearts = await context.source('src/engine/hearts/ai-match.ts');
      const patience = await context.source('src/engine/patience/ai-match.ts');
      const court = await context.source('src/engine/court/ai-match.ts');
      expect(typeof patience.sampleTurnStarts).toBe('function');
      expect(typeof hearts.sampleTurnStarts).toBe('undefined');
      expect(court).not.toBe(hearts);
      // Each game's sampled decisions are that game's: a Court decision is not a Hearts one.
      const [heartsDecision] = hearts.sampleDecisions(1, 1);
      const [courtDecision] = court.sampleDecisions(1, 1);
      expect(Object.keys(courtDecision.view).sort()).not.toEqual(Object.keys(heartsDecision.view).sort());
    } finally {
      await context.close();
    }
  }, 120_000);
});
