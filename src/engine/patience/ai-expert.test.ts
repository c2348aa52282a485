import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { EXPERT, planMove } from './ai-expert';
import { playTurn, sampleTurnStarts } from './ai-match';
import { fallback } from './ai-intermediate';
import { actionOf } from './ai-world';

/** Few deals keep the test quick; the memory works the same at any number. */
const BUDGET = { iterations: 6 };

describe('the Chinese Patience expert', () => {
  it('plans the same move whether or not it remembers the places it judged earlier in the turn', () => {
    let moves = 0;
    for (const [i, state] of sampleTurnStarts(30, 41).entries()) {
      playTurn(state, (view, legal) => {
        const remembering = planMove(view, BUDGET, EXPERT, true);
        expect(remembering).toBe(planMove(view, BUDGET, EXPERT, false));
        if (remembering >= 100) moves++;
        // No plan within limits: the turn goes on as the expert's own fallback would.
        return remembering >= 0 ? actionOf(remembering) : fallback(legal);
      }, createRng(i));
    }
    // Moves before a twist, where a later call looks up what an earlier one judged.
    expect(moves).toBeGreaterThan(30);
  });
});
