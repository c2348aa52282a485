import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { createRng, nextInt, nextUint32 } from '../rng';
import { shownVoids } from './ai-read';
import { cardsOf, maskOf, settleBeforePlay, worldSampler } from './ai-world';
import { euchre } from './euchre';
import { effectiveSuit } from './rules';
import type { EuchreAction } from './types';

describe("the expert's deals of the unseen cards", () => {
  it('fit the view: own hand, hand sizes, no card seen elsewhere, shown voids, the dealer keeping the turned card', () => {
    const rng = createRng(21);
    const hands = new Int32Array(4);
    let state = euchre.setup({ seed: 5 });
    let checked = 0;
    for (let step = 0; step < 200; step++) {
      if (euchre.toAct(state) === null) state = euchre.setup({ seed: nextUint32(rng) });
      const seat = euchre.toAct(state) ?? 0;
      const view = euchre.view(state, seat);
      const voids = shownVoids(view);
      const seen = new Set<Card>([...view.played.flat(), ...view.myDiscards, ...[view.upcard, view.turnedDown].filter((c): c is Card => c !== null)]);
      const sampler = worldSampler(view);
      for (let k = 0; k < 3; k++) {
        sampler.sample(rng, hands);
        const dealt = [0, 1, 2, 3].map((s) => cardsOf(hands[s] ?? 0));
        expect(dealt[seat]?.slice().sort()).toEqual(view.hand.slice().sort());
        dealt.forEach((cards, s) => {
          expect(cards.length).toBe(view.handSizes[s]);
          for (const card of cards) {
            expect(seen.has(card)).toBe(false);
            if (view.trump !== null) expect(voids[s]?.has(effectiveSuit(card, view.trump))).toBe(false);
          }
        });
        // No card dealt twice.
        expect(new Set(dealt.flat()).size).toBe(dealt.flat().length);
        const taken = view.takenUp;
        const dealerHolds = (view.handSizes[view.dealer] ?? 0) > 0 && view.gave?.from !== view.dealer && !voids[view.dealer]?.has(effectiveSuit(taken ?? '9C', view.trump ?? 'C'));
        if (taken !== null && view.dealer !== seat && !seen.has(taken) && dealerHolds) {
          expect(dealt[view.dealer]).toContain(taken);
        }
        checked++;
      }
      const legal = euchre.legal(state);
      state = euchre.apply(state, legal[nextInt(rng, legal.length)] as EuchreAction).state;
    }
    expect(checked).toBe(600);
  });

  it("hold a seat's shown cards exactly, and deal the rest of the unseen cards around them", () => {
    const rng = createRng(8);
    const hands = new Int32Array(4);
    let state = euchre.setup({ seed: 12 });
    for (let step = 0; step < 120; step++) {
      if (euchre.toAct(state) === null) state = euchre.setup({ seed: nextUint32(rng) });
      const seat = euchre.toAct(state) ?? 0;
      const partner = (seat + 2) % 4;
      const shown = [0, 0, 0, 0];
      shown[partner] = maskOf(state.hands[partner] ?? []);
      const view = euchre.view(state, seat);
      const sampler = worldSampler(view, shown);
      const open = new Set<Card>();
      for (let k = 0; k < 20; k++) {
        sampler.sample(rng, hands);
        expect(hands[partner]).toBe(shown[partner]);
        for (const s of [1, 3].map((d) => (seat + d) % 4)) {
          expect(cardsOf(hands[s] ?? 0).length).toBe(view.handSizes[s]);
          for (const card of cardsOf(hands[s] ?? 0)) open.add(card);
        }
      }
      // The opponents' cards still vary from deal to deal while several are unseen.
      if ((view.handSizes[(seat + 1) % 4] ?? 0) >= 3 && view.sitting === null) expect(open.size).toBeGreaterThan(view.handSizes[(seat + 1) % 4] ?? 0);
      const legal = euchre.legal(state);
      state = euchre.apply(state, legal[nextInt(rng, legal.length)] as EuchreAction).state;
    }
  });

  it('settle the steps before the lead: the dealer puts one down, a lone maker gets the best card and puts one down', () => {
    const hands = new Int32Array([
      maskOf(['JH', 'AH', '9C', '9S', 'AD']),
      maskOf(['KC', 'QC', 'TS', 'QS', 'KD']),
      maskOf(['JD', 'TC', 'AC', 'TD', '9D', 'KH']),
      maskOf(['AS', 'KS', 'JS', 'QD', 'QH']),
    ]);
    // Seat 0 went alone in hearts; seat 2 dealt (and took the king of hearts) and hands over the left bower.
    settleBeforePlay(hands, 2, 0, 'H', true, true);
    expect(cardsOf(hands[2] ?? 0).length).toBe(4);
    expect(cardsOf(hands[0] ?? 0)).toContain('JD');
    expect(cardsOf(hands[0] ?? 0).length).toBe(5);
    // The maker throws a lone low card, keeping the trumps and the ace.
    expect(cardsOf(hands[0] ?? 0)).toEqual(expect.arrayContaining(['JH', 'JD', 'AH', 'AD']));
  });
});
