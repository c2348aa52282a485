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
});
