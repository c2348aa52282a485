import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { EXPERT, dealCount, deals, planMove } from './ai-expert';
import { playTurn, sampleTurnStarts } from './ai-match';
import { fallback } from './ai-intermediate';
import { actionOf, cardNumber, unseenCards } from './ai-world';
import { patience } from './patience';
import type { PatienceView } from './types';

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

  it('deals a deck turned over from a discard pile as it lies, and the unseen cards into the other', () => {
    let state = patience.setup({ seed: 12 });
    // Seat 0's deck has run out: four of its cards lie on its pile 0, the rest went to seat 1's.
    const turned = state.stock[0]?.slice(0, 4) ?? [];
    state = { ...state, toAct: 1, started: [true, true], stock: [[], state.stock[1] ?? []], discard: [turned, state.stock[0]?.slice(4) ?? []] };
    state = patience.apply(state, { type: 'finish' }).state;
    const view = patience.view(state, 0) as PatienceView;
    const unseen = unseenCards(view).sort((a, b) => a - b);
    expect(unseen).toHaveLength(22);
    const dealt = deals(view, 5);
    for (const [own, other] of dealt) {
      // The top card last: the pile's bottom card is twisted first.
      expect(own).toEqual(turned.map(cardNumber).reverse());
      expect(other.slice().sort((a, b) => a - b)).toEqual(unseen);
    }
    // The other deck's order is still a guess.
    expect(new Set(dealt.map(([, other]) => other.join(','))).size).toBeGreaterThan(1);
    expect(dealCount(view, 48)).toBe(48);
    // Both decks known: every deal is the same, so one is enough.
    const run = { ...state, stock: [state.stock[0] ?? [], []], discard: [[], [...(state.discard[1] ?? []), ...(state.stock[1] ?? [])]] };
    const both = patience.view(patience.apply(run, { type: 'finish' }).state, 0) as PatienceView;
    expect(both.knownStock.every((deck) => deck !== null)).toBe(true);
    expect(dealCount(both, 48)).toBe(1);
  });
});
