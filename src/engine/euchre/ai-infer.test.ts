import { describe, expect, it } from 'vitest';
import { type Rng, createRng, nextUint32 } from '../rng';
import { euchre } from './euchre';
import { levelPlayer } from './ai-match';
import { MAKE, orderTricks } from './ai-intermediate';
import { fittingSampler, tableReader } from './ai-infer';
import { cardsOf, maskOf, worldSampler } from './ai-world';
import type { EuchreState, EuchreView } from './types';

/** Views met in games between intermediates, with the true hands at that moment. */
function viewsOfPlay(games: number, seed: number, keep: (view: EuchreView) => boolean): { view: EuchreView; truth: Int32Array }[] {
  const rng: Rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: { view: EuchreView; truth: Int32Array }[] = [];
  for (let game = 0; game < games; game++) {
    let state: EuchreState = euchre.setup({ seed: nextUint32(rng) });
    for (let step = 0; step < 400 && euchre.toAct(state) !== null; step++) {
      const seat = euchre.toAct(state) ?? 0;
      const view = euchre.view(state, seat);
      if (keep(view)) out.push({ view, truth: Int32Array.from(state.hands.map((h) => maskOf(h))) });
      state = euchre.apply(state, player(view, euchre.legal(state), rng)).state;
    }
  }
  return out;
}

const lateInPlay = (view: EuchreView): boolean => view.phase === 'play' && view.tricksWon[0] + view.tricksWon[1] >= 2;

describe('reading the others’ bids and play', () => {
  it('the true deal fits every bid and card of sound players, and deals at random fit less', () => {
    const rng = createRng(7);
    const found = viewsOfPlay(6, 7, lateInPlay);
    expect(found.length).toBeGreaterThan(30);
    let randomFit = 0;
    for (const { view, truth } of found) {
      const reader = tableReader(view, (seat) => seat !== view.seat);
      expect(reader.fit(truth)).toBe(1);
      const world = new Int32Array(4);
      worldSampler(view).sample(rng, world);
      randomFit += reader.fit(world);
    }
    expect(randomFit / found.length).toBeLessThan(0.6);
  });

  it('deals drawn to fit the play fit it better than deals at random', () => {
    const rng = createRng(11);
    const found = viewsOfPlay(4, 11, lateInPlay).slice(0, 40);
    let plain = 0;
    let fitted = 0;
    const world = new Int32Array(4);
    for (const { view } of found) {
      const reader = tableReader(view);
      const base = worldSampler(view);
      const fitting = fittingSampler(base, reader);
      for (let k = 0; k < 20; k++) {
        base.sample(rng, world);
        plain += reader.fit(world);
        fitting.sample(rng, world);
        fitted += reader.fit(world);
      }
    }
    expect(fitted).toBeGreaterThan(plain * 1.3);
  });

  it('a seat that passed the turned card seldom holds a hand worth ordering it in the deals drawn', () => {
    const rng = createRng(3);
    // Round 2 views: all four passed the turned card.
    const found = viewsOfPlay(8, 3, (view) => view.phase === 'call' && view.bids.length === 4).slice(0, 30);
    expect(found.length).toBeGreaterThan(10);
    let plain = 0;
    let fitted = 0;
    let total = 0;
    const world = new Int32Array(4);
    for (const { view } of found) {
      const turned = view.turnedDown;
      if (turned === null) continue;
      const base = worldSampler(view);
      const fitting = fittingSampler(base, tableReader(view));
      const strong = (hands: Int32Array): number =>
        [0, 1, 2, 3].filter((seat) => seat !== view.seat && orderTricks(cardsOf(hands[seat] ?? 0), seat, view.dealer, turned) >= MAKE).length;
      for (let k = 0; k < 20; k++) {
        base.sample(rng, world);
        plain += strong(world);
        fitting.sample(rng, world);
        fitted += strong(world);
        total++;
      }
    }
    expect(plain / total).toBeGreaterThan(0.1);
    expect(fitted).toBeLessThan(plain / 2);
  });
});
