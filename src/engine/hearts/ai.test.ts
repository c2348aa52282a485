import { describe, expect, it } from 'vitest';
import type { Level } from '../game';
import { createRng, nextInt, nextUint32 } from '../rng';
import { choose } from './ai';
import { randomOptions } from './random-rules';
import { hearts } from './hearts';
import type { HeartsView } from './types';
import type { HeartsOptions } from './types';

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];

describe('Hearts computer players', () => {
  it('always choose one of the legal actions, at every level, in both phases', () => {
    const rng = createRng(7);
    let decisions = 0;
    for (let game = 0; game < 12; game++) {
      const options: HeartsOptions = { ...randomOptions(rng, 30), noPassing: game % 4 === 3 };
      let state = hearts.setup({ seed: nextUint32(rng), options });
      for (let step = 0; step < 60 && hearts.toAct(state) !== null; step++) {
        const seat = hearts.toAct(state) ?? 0;
        const view = hearts.view(state, seat) as HeartsView;
        const legal = hearts.legal(state);
        for (const level of LEVELS) {
          const action = choose(view, legal, level, createRng(step), { iterations: 30 });
          expect(legal).toContainEqual(action);
          decisions++;
        }
        state = hearts.apply(state, legal[nextInt(rng, legal.length)] ?? { type: 'play', card: '2C' }).state;
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  });
});
