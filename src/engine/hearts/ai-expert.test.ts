import { describe, expect, it } from 'vitest';
import { cardsIn } from '../game-properties';
import { createRng, nextInt } from '../rng';
import { choose } from './ai';
import { chooseExpert } from './ai-expert';
import { sampleDecisions } from './ai-match';
import { hearts } from './hearts';
import type { HeartsView } from './types';
import type { HeartsState } from './types';

const SMALL = { iterations: 200 };

/** The same game with the hidden cards of the seats other than `seat` dealt differently. */
function reshuffleHidden(state: HeartsState, seat: number, seed: number): HeartsState {
  const rng = createRng(seed);
  const others = [0, 1, 2, 3].filter((s) => s !== seat);
  const pool = others.flatMap((s) => state.hands[s] ?? []);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [pool[i], pool[j]] = [pool[j] ?? pool[i] ?? '2C', pool[i] ?? '2C'];
  }
  const hands = state.hands.map((h) => h.slice());
  for (const s of others) hands[s] = pool.splice(0, (state.hands[s] ?? []).length);
  return { ...state, hands };
}

describe('the Hearts expert', () => {
  it('decides from the view alone: other hidden hands, same view, same choice', () => {
    let state = hearts.setup({ seed: 99 });
    const rng = createRng(4);
    let compared = 0;
    while (hearts.toAct(state) !== null && compared < 25) {
      const seat = hearts.toAct(state) ?? 0;
      const legal = hearts.legal(state);
      if (state.phase === 'play' && legal.length > 1) {
        const other = reshuffleHidden(state, seat, compared);
        expect(other.hands).not.toEqual(state.hands);
        const view = hearts.view(state, seat) as HeartsView;
        const otherView = hearts.view(other, seat) as HeartsView;
        expect(otherView).toEqual(view);
        // Nothing of the other seats' hands is in the view.
        const hidden = new Set(other.hands.flatMap((h, s) => (s === seat ? [] : h)));
        for (const card of cardsIn(view)) expect(hidden.has(card) && !(view.passed ?? []).includes(card)).toBe(false);
        const a = choose(view, legal, 'expert', createRng(compared), SMALL);
        const b = choose(otherView, hearts.legal(other), 'expert', createRng(compared), SMALL);
        expect(b).toEqual(a);
        compared++;
      }
      state = hearts.apply(state, legal[nextInt(rng, legal.length)] ?? { type: 'play', card: '2C' }).state;
    }
    expect(compared).toBe(25);
  });

  it('is deterministic for a seed and an iteration budget, and ignores a clock it is not given', () => {
    for (const d of sampleDecisions(15, 3)) {
      const a = chooseExpert(d.view, d.legal, createRng(1), SMALL);
      const b = chooseExpert(d.view, d.legal, createRng(1), SMALL);
      expect(b).toEqual(a);
    }
  });

  it('throws the queen on a trick someone else is sure to win', () => {
    // Seat 0 is void in clubs and holds the queen; seat 3 has led the ace of clubs.
    const view = sampleDecisions(1, 1)[0]?.view;
    if (view === undefined) throw new Error('no decision');
    const crafted: HeartsView = {
      ...view,
      seat: 0,
      toAct: 0,
      trickNumber: 2,
      hand: ['QS', '3S', '4D', '9D', '2H', 'TH', 'KH', '5S', '6S', '7D', '8D', 'JH'],
      table: [
        { seat: 3, card: 'AC' },
        { seat: 1, card: '5C' },
        { seat: 2, card: '8C' },
      ],
      leader: 3,
      heartsBroken: false,
      handSizes: [12, 11, 11, 11],
      played: [['3C'], ['2C', '5C'], ['4C', '8C'], ['KC', 'AC']],
      taken: [[], [], [], ['2C', '4C', 'KC', '3C']],
      pointsThisHand: [0, 0, 0, 0],
      passed: null,
      received: null,
      passDirection: 'keeper',
      passTo: null,
      lastTrick: null,
    };
    const legal = crafted.hand.map((card) => ({ type: 'play' as const, card }));
    expect(chooseExpert(crafted, legal, createRng(2), { iterations: 2000 })).toEqual({ type: 'play', card: 'QS' });
  });
});
