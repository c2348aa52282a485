import { describe, expect, it } from 'vitest';
import { duplicateMatch, levelPlayer } from './ai-match';

// Two hundred duplicate two-player games; the bench plays a thousand (thirtyone-strength).
describe('the Thirty-One expert', () => {
  it('beats the intermediate in well over half of two-player games', () => {
    const r = duplicateMatch(levelPlayer('expert', { iterations: 300 }), levelPlayer('intermediate'), 100, 7);
    expect(r.wins / (r.wins + r.losses)).toBeGreaterThan(0.58);
  });
});
