import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { Level } from '../game';
import { createRng, nextInt, nextUint32, shuffle } from '../rng';
import { choose } from './ai';
import { euchre } from './euchre';
import type { EuchreAction, EuchrePhase, EuchreState } from './types';

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];

/** `state` with the cards `seat` cannot see shared out again among the other hands and the kitty. */
function reshuffleHidden(state: EuchreState, seat: number, seed: number): EuchreState {
  const known = new Set<Card>([state.takenUp, state.given?.card].filter((c): c is Card => c !== null && c !== undefined));
  const others = [0, 1, 2, 3].filter((s) => s !== seat);
  const pool = shuffle(createRng(seed), [...others.flatMap((s) => (state.hands[s] ?? []).filter((c) => !known.has(c))), ...state.kitty]);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : hand.map((c) => (known.has(c) ? c : (pool.pop() as Card)))));
  return { ...state, hands, kitty: pool };
}

describe('Euchre computer players', () => {
  it('always choose one of the legal actions, at every level, in every phase, over whole games', () => {
    const rng = createRng(11);
    const phases = new Set<EuchrePhase>();
    let decisions = 0;
    for (let game = 0; game < 24; game++) {
      const options = { passBest: game % 2 === 0, stickTheDealer: game % 3 === 0, target: 10 };
      let state = euchre.setup({ seed: nextUint32(rng), options });
      for (let step = 0; euchre.toAct(state) !== null && step < 2000; step++) {
        const seat = euchre.toAct(state) ?? 0;
        const view = euchre.view(state, seat);
        const legal = euchre.legal(state);
        phases.add(state.phase);
        let chosen = legal[0] as EuchreAction;
        for (const level of LEVELS) {
          // A small search: this is about legal choices in every phase, not strength.
          const action = choose(view, legal, level, createRng(step), { iterations: 10 });
          expect(legal).toContainEqual(action);
          decisions++;
          if (level === LEVELS[game % 3]) chosen = action;
        }
        // A random action now and then, so that weak bids and lone hands come up too.
        state = euchre.apply(state, nextInt(rng, 5) === 0 ? (legal[nextInt(rng, legal.length)] ?? chosen) : chosen).state;
      }
      expect(euchre.toAct(state)).toBeNull();
    }
    expect([...phases].sort()).toEqual(['call', 'discard', 'give', 'lone-discard', 'order', 'play']);
    expect(decisions).toBeGreaterThan(5000);
  });

  it('decide from the view alone: the same view, whatever the hidden cards, gives the same choice', () => {
    const rng = createRng(5);
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      let state = euchre.setup({ seed: nextUint32(rng) });
      for (let step = 0; euchre.toAct(state) !== null && step < 400; step++) {
        const seat = euchre.toAct(state) ?? 0;
        const legal = euchre.legal(state);
        const other = reshuffleHidden(state, seat, step);
        expect(euchre.view(other, seat)).toEqual(euchre.view(state, seat));
        for (const level of ['novice', 'intermediate'] as const) {
          expect(choose(euchre.view(other, seat), legal, level, createRng(step))).toEqual(choose(euchre.view(state, seat), legal, level, createRng(step)));
          compared++;
        }
        state = euchre.apply(state, choose(euchre.view(state, seat), legal, 'intermediate', createRng(step))).state;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
