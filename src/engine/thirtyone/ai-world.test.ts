import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { sampleWorld, unseenCards, worldWeight } from './ai-world';
import { thirtyone } from './thirtyone';
import { thirtyOneCards } from './validate';
import { stackedDeck } from './test-decks';
import type { ThirtyOneState } from './types';

function after(state: ThirtyOneState, ...actions: Parameters<typeof thirtyone.apply>[1][]): ThirtyOneState {
  return actions.reduce((s, a) => thirtyone.apply(s, a).state, state);
}

describe('the expert\'s worlds', () => {
  const start = thirtyone.setup({ players: 3, decks: [stackedDeck(3, 0, [['AC', '9C', '8S'], ['7C', '8D', '9H'], ['AS', 'KS', '7H']], ['AD', 'KD', '7S'])] });
  const state = after(start, { type: 'hand' }, { type: 'change', card: '7C', potCard: 'AD' });
  const view = thirtyone.view(state, 2);

  it('deal every unseen card once, keeping the cards the table saw taken', () => {
    const unseen = unseenCards(view);
    expect(unseen).toHaveLength(32 - 3 - 3 - 1);
    for (let seed = 0; seed < 20; seed++) {
      const world = sampleWorld(view, unseen, createRng(seed));
      expect(world.hands[1]).toContain('AD');
      expect(world.hands[2]).toEqual(view.hand);
      expect(world.hands.map((h) => h.length)).toEqual([3, 3, 3]);
      expect(new Set(thirtyOneCards(world)).size).toBe(32);
      expect(thirtyone.view(world, 2)).toMatchObject({ hand: view.hand, pot: view.pot, toAct: 2 });
    }
  });

  it('weigh less a world in which the intermediate would not have moved as the others did', () => {
    const world = sampleWorld(view, unseenCards(view), createRng(1));
    // As dealt, seat 1 changing its seven for the ace of diamonds is what the intermediate does; the dealer kept 20.
    expect(worldWeight(view, state)).toBe(1);
    // Had seat 1 held the seven, queen and king of clubs (27), it would have passed.
    const flush = { ...world, hands: world.hands.map((h, s) => (s === 1 ? ['AD', 'QC', 'KC'] : h)) } as ThirtyOneState;
    expect(worldWeight(view, flush)).toBeLessThan(1);
  });

  it('do not hold against a world the order of a hand nobody saw', () => {
    // Seat 1 of two holds the ace of spades and two sevens: either seven is as good to put down for the
    // king of spades, and the intermediate puts down the first it holds.
    const deal = thirtyone.setup({ players: 2, decks: [stackedDeck(2, 0, [['7H', '8H', '9H'], ['AS', '7C', '7D']], ['KS', '8C', '9C'])] });
    const played = after(deal, { type: 'hand' }, { type: 'change', card: '7C', potCard: 'KS' });
    const seen = thirtyone.view(played, 0);
    expect(worldWeight(seen, played)).toBe(1);
    // The same cards with the other seven first: there the intermediate would have put that one down, as good a change.
    const reordered = { ...played, hands: [played.hands[0], ['7D', 'AS', 'KS']] } as ThirtyOneState;
    expect(worldWeight(seen, reordered)).toBe(1);
    // With the queen and king of clubs beside the seven (27) it would have passed.
    const passing = { ...played, hands: [played.hands[0], ['KS', 'QC', 'KC']] } as ThirtyOneState;
    expect(worldWeight(seen, passing)).toBeLessThan(1);
  });
});
