import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, suitOf } from '../cards';
import { cardAt, cardIndex, toCards } from '../cardset';
import { createDealer } from '../ai/determinize';
import { createRng, nextInt, nextUint32 } from '../rng';
import { readKnowledge } from './ai-knowledge';
import { coin } from './random-rules';
import { hearts } from './hearts';
import type { HeartsView } from './types';
import type { HeartsOptions, HeartsState } from './types';

/** Play-phase states of random games, the table at every stage, with each seat's true voids. */
function* playStates(games: number, seed: number): Generator<HeartsState & { voids: Set<string>[] }> {
  const rng = createRng(seed);
  for (let g = 0; g < games; g++) {
    const options: Partial<HeartsOptions> = {
      rotateLead: coin(rng),
      noPassing: g % 5 === 4,
      bleedOnFirstTrick: coin(rng),
      queenIsNotAHeart: coin(rng),
      twoOfClubsLeads: coin(rng),
      pointLimit: 1e9,
    };
    let state = hearts.setup({ seed: nextUint32(rng), options });
    const voids: Set<string>[] = [0, 1, 2, 3].map(() => new Set());
    for (let step = 0; step < 60; step++) {
      if (state.phase === 'play') yield { ...state, voids };
      const legal = hearts.legal(state);
      const before = state;
      state = hearts.apply(state, legal[nextInt(rng, legal.length)] ?? { type: 'play', card: '2C' }).state;
      // A seat that played off the led suit has none of it left this hand.
      const lead = state.table[0] ?? state.lastTrick?.plays[0];
      const play = state.table.at(-1) ?? state.lastTrick?.plays.at(-1);
      if (before.phase === 'play' && lead !== undefined && play !== undefined && suitOf(play.card) !== suitOf(lead.card)) {
        voids[play.seat]?.add(suitOf(lead.card));
      }
      if (state.handNumber !== before.handNumber) for (const v of voids) v.clear();
    }
  }
}

describe('what a seat can tell about the hidden hands', () => {
  it('never rules out where a card truly is, and places passed cards for certain', () => {
    let checked = 0;
    for (const state of playStates(12, 11)) {
      for (let seat = 0; seat < 4; seat++) {
        const view = hearts.view(state, seat) as HeartsView;
        const k = readKnowledge(view);
        for (let other = 0; other < 4; other++) {
          const hand = new Set(state.hands[other]);
          const possible = new Set(toCards(k.possible[other] ?? [0, 0, 0, 0]));
          for (const card of hand) expect(possible.has(card)).toBe(true);
          for (const card of toCards(k.known[other] ?? [0, 0, 0, 0])) expect(hand.has(card)).toBe(true);
        }
        // The hidden cards are exactly the others' cards not already placed.
        const hidden = state.hands
          .flatMap((h, s) => (s === seat ? [] : h))
          .filter((c) => !k.known.some((m) => toCards(m).includes(c)));
        expect(k.problem.cards.map(cardAt).sort()).toEqual(hidden.sort());
        expect(k.problem.counts.reduce((a, b) => a + b, 0)).toBe(hidden.length);
        expect(createDealer(k.problem).feasible).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('deals the hidden cards to the right hand sizes, never a seen card, never a known void', () => {
    const rng = createRng(5);
    for (const state of playStates(10, 12)) {
      const seat = nextInt(rng, 4);
      const view = hearts.view(state, seat) as HeartsView;
      const k = readKnowledge(view);
      const seen = new Set<Card>([...view.hand, ...view.played.flat()]);
      const dealer = createDealer(k.problem);
      const out = new Int32Array(k.problem.cards.length);
      for (let d = 0; d < 5; d++) {
        expect(dealer.sample(rng, out)).toBe(true);
        const hands: Card[][] = k.known.map((m, s) => (s === seat ? [] : toCards(m)));
        k.problem.cards.forEach((index, i) => hands[out[i] ?? 0]?.push(cardAt(index)));
        hands.forEach((hand, s) => {
          if (s === seat) return;
          expect(hand.length).toBe(view.handSizes[s]);
          for (const card of hand) {
            expect(seen.has(card)).toBe(false);
            // A seat that failed to follow a suit is never dealt that suit.
            expect(state.voids[s]?.has(suitOf(card))).toBe(false);
          }
        });
        expect(new Set(hands.flat()).size).toBe(hands.flat().length);
      }
    }
  });

  it('reads a void and the passed cards from a hand in progress', () => {
    // Seat 0 passed AH, KH, QH left to seat 1.
    const deck: Card[] = [...FULL_DECK];
    let state = hearts.setup({ seed: 1, decks: [deck] });
    for (let seat = 0; seat < 4; seat++) {
      const hand = state.hands[seat] ?? [];
      const cards = seat === 0 ? (['AH', 'KH', 'QH'] as Card[]).filter((c) => hand.includes(c)) : hand.slice(-3);
      const pass = cards.length === 3 ? cards : hand.slice(-3);
      state = hearts.apply(state, { type: 'pass', cards: pass }).state;
    }
    const view = hearts.view(state, 0) as HeartsView;
    const k = readKnowledge(view);
    const target = view.passTo ?? 1;
    for (const card of view.passed ?? []) {
      expect(toCards(k.known[target] ?? [0, 0, 0, 0])).toContain(card);
      expect(k.problem.cards).not.toContain(cardIndex(card));
    }
  });
});
