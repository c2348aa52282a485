import { describe, expect, it } from 'vitest';
import { duplicateMatch, levelPlayer } from './ai-match';
import { EXPERT_SEARCH } from './ai-expert';

// A hundred duplicate games to 10 for each, the expert's search over half the
// deals it is shipped with (it won 66.8% of 1,000 games so against the
// intermediate, 69.9% with all of them): the bench plays a thousand at the
// full budget (euchre-strength).
// Against the novice, whose play fits a club player's less (so more deals
// are drawn to find fitting ones), a sixth of them is plenty.
const HALF = { iterations: EXPERT_SEARCH.iterations / 2 };
const SIXTH = { iterations: EXPERT_SEARCH.iterations / 6 };
describe('the Euchre expert', () => {
  it("beats the intermediate: its team wins well over 60% of games against the intermediate's", () => {
    const r = duplicateMatch(levelPlayer('expert', HALF), levelPlayer('intermediate'), 50, 7);
    expect(r.wins / (r.wins + r.losses)).toBeGreaterThan(0.6);
  });

  it("beats the novice: its team wins over 80% of games against the novice's", () => {
    const r = duplicateMatch(levelPlayer('expert', SIXTH), levelPlayer('novice'), 50, 8);
    expect(r.wins / (r.wins + r.losses)).toBeGreaterThan(0.8);
  });
});
