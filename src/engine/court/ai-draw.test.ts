import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK } from '../cards';
import { createRng } from '../rng';
import { keepsByPlayouts } from './ai-draw';
import { court } from './court';
import type { CourtState, CourtView } from './types';

/** A deck with `top` first and the rest in pack order. */
function deckStarting(top: Card[]): Card[] {
  return [...top, ...FULL_DECK.filter((card) => !top.includes(card))];
}

/** Seat 0 looking at the first card of a round's first pair. */
function firstLook(top: Card[]): CourtState {
  return court.setup({ decks: [deckStarting(top)], seed: 3 });
}

describe('the expert draw', () => {
  it('keeps an obviously good card and sets an obviously bad one aside', () => {
    const good = court.view(firstLook(['TH']), 0) as CourtView;
    const bad = court.view(firstLook(['2S']), 0) as CourtView;
    expect(good.drawn).toBe('TH');
    expect(keepsByPlayouts(good, createRng(1), 150)).toBe(true);
    expect(keepsByPlayouts(bad, createRng(1), 150)).toBe(false);
  });

  it('decides from its view alone: however the unseen cards lie, the same choice', () => {
    // Midway through the draw: the other has drawn pairs, and the deck is half gone.
    let state = firstLook(['9D']);
    for (let step = 0; step < 24; step++) {
      const legal = court.legal(state);
      state = court.apply(state, legal[step % 3 === 0 ? legal.length - 1 : 0]!).state;
    }
    expect(court.toAct(state)).toBe(0);
    expect(state.firstKept).toBeNull();
    // Swap one card of the other's hand with one still in the deck, another with his set-aside pile.
    const other: CourtState = JSON.parse(JSON.stringify(state));
    const [h0, h1] = other.hands[1] as [Card, Card];
    const [a0] = other.setAside[1] as [Card];
    const d0 = other.deck[4] as Card;
    other.hands[1] = (other.hands[1] ?? []).map((c) => (c === h0 ? d0 : c === h1 ? a0 : c));
    other.setAside[1] = (other.setAside[1] ?? []).map((c) => (c === a0 ? h1 : c));
    other.deck = other.deck.map((c) => (c === d0 ? h0 : c));
    const view = court.view(state, 0) as CourtView;
    expect(court.view(other, 0)).toEqual(view);
    for (let seed = 0; seed < 4; seed++) {
      expect(keepsByPlayouts(court.view(other, 0) as CourtView, createRng(seed), 40)).toBe(keepsByPlayouts(view, createRng(seed), 40));
    }
  });
});
