import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { Level } from '../game';
import { createRng, nextInt, nextUint32, shuffle } from '../rng';
import { choose } from './ai';
import { stackedDeck } from './test-decks';
import { knownCards, thirtyone } from './thirtyone';
import type { ThirtyOneAction, ThirtyOneState } from './types';

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];
const BUDGET = { iterations: 40 };

/** `state` with the cards `seat` cannot see shared out again among the other hands, the extra set and the pack. */
function reshuffleHidden(state: ThirtyOneState, seat: number, seed: number): ThirtyOneState {
  const known = new Set<Card>(knownCards(state.moves, state.players).flat());
  const hidden = (hand: Card[]): Card[] => hand.filter((c) => !known.has(c));
  const pool = shuffle(createRng(seed), [...state.hands.flatMap((h, s) => (s === seat ? [] : hidden(h))), ...state.extra, ...state.stock]);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : hand.map((c) => (known.has(c) ? c : (pool.pop() as Card)))));
  const extra = state.extra.map(() => pool.pop() as Card);
  return { ...state, hands, extra, stock: pool };
}

function table(game: number, seed: number): ThirtyOneState {
  return thirtyone.setup({ seed, players: 2 + (game % 3), options: { variation: game % 2 === 0 ? 'regular' : 'van-eer-maas' } });
}

describe('Thirty-One computer players', () => {
  it('always choose one of the legal actions, at every level, over whole games of 2, 3 and 4', () => {
    const rng = createRng(11);
    let decisions = 0;
    const types = new Set<string>();
    for (let game = 0; game < 6; game++) {
      let state = table(game, nextUint32(rng));
      for (let step = 0; thirtyone.toAct(state) !== null && step < 3000; step++) {
        const seat = thirtyone.toAct(state) ?? 0;
        const view = thirtyone.view(state, seat);
        const legal = thirtyone.legal(state);
        let chosen = legal[0] as ThirtyOneAction;
        // The expert, slowest by far, at every third decision.
        for (const level of step % 3 === 0 ? LEVELS : LEVELS.slice(0, 2)) {
          const action = choose(view, legal, level, createRng(step), BUDGET);
          expect(legal).toContainEqual(action);
          types.add(action.type);
          decisions++;
          if (level === LEVELS[game % 3]) chosen = action;
        }
        state = thirtyone.apply(state, nextInt(rng, 6) === 0 ? (legal[nextInt(rng, legal.length)] ?? chosen) : chosen).state;
      }
      expect(thirtyone.toAct(state)).toBeNull();
    }
    expect([...types].sort()).toEqual(['change', 'hand', 'pass', 'pot', 'take-pot']);
    expect(decisions).toBeGreaterThan(500);
  });

  it('decide from the view alone: the same view, whatever the hidden cards, gives the same choice', () => {
    const rng = createRng(5);
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      let state = table(game, nextUint32(rng));
      for (let step = 0; thirtyone.toAct(state) !== null && step < 150; step++) {
        const seat = thirtyone.toAct(state) ?? 0;
        const legal = thirtyone.legal(state);
        const other = reshuffleHidden(state, seat, step);
        expect(thirtyone.view(other, seat)).toEqual(thirtyone.view(state, seat));
        for (const level of LEVELS) {
          const a = choose(thirtyone.view(other, seat), legal, level, createRng(step), BUDGET);
          expect(a).toEqual(choose(thirtyone.view(state, seat), legal, level, createRng(step), BUDGET));
          compared++;
        }
        state = thirtyone.apply(state, choose(thirtyone.view(state, seat), legal, 'intermediate', createRng(step))).state;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('make 31 when a change makes it', () => {
    const state = thirtyone.setup({ players: 2, decks: [stackedDeck(2, 0, [['7C', '8D', '9H'], ['AH', 'KH', '7S']], ['QH', '8S', '9S'])] });
    const s = thirtyone.apply(state, { type: 'hand' }).state;
    const view = thirtyone.view(s, 1);
    for (const level of ['intermediate', 'expert'] as const) {
      expect(choose(view, thirtyone.legal(s), level, createRng(1), BUDGET)).toEqual({ type: 'change', card: '7S', potCard: 'QH' });
    }
  });
});
