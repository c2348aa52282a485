import { describe, expect, it } from 'vitest';
import { duplicateMatch, levelPlayer } from './ai-match';

// A hundred duplicate games to 10 for each; the bench plays a thousand against
// the intermediate (euchre-strength).
describe('the Euchre expert', () => {
  it("beats the intermediate: its team wins well over 60% of games against the intermediate's", () => {
    const r = duplicateMatch(levelPlayer('expert'), levelPlayer('intermediate'), 50, 7);
    expect(r.wins / (r.wins + r.losses)).toBeGreaterThan(0.6);
  });

  it("beats the novice: its team wins over 80% of games against the novice's", () => {
    const r = duplicateMatch(levelPlayer('expert'), levelPlayer('novice'), 50, 8);
    expect(r.wins / (r.wins + r.losses)).toBeGreaterThan(0.8);
  });
});
