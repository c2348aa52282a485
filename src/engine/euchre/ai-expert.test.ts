import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { Seat } from '../game';
import { createRng, nextInt, nextUint32, shuffle } from '../rng';
import { chooseExpert } from './ai-expert';
import { sampleDecisions } from './ai-match';
import { euchre } from './euchre';
import { stacked } from './test-decks';
import { EUCHRE_DECK } from './rules';
import type { EuchreAction, EuchreState } from './types';

const SMALL = { iterations: 12 };


function play(state: EuchreState, actions: readonly EuchreAction[]): EuchreState {
  return actions.reduce((s, a) => euchre.apply(s, a).state, state);
}

/** The same game with the cards `seat` cannot see dealt again among the other hands and under the turned card. */
function redealHidden(state: EuchreState, seat: Seat, seed: number): EuchreState {
  const placed = new Set<Card>([state.takenUp, state.given?.card].filter((c): c is Card => c !== null && c !== undefined));
  const pool = shuffle(createRng(seed), [
    ...state.hands.flatMap((hand, s) => (s === seat ? [] : hand.filter((c) => !placed.has(c)))),
    ...state.kitty,
  ]);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : hand.map((c) => (placed.has(c) ? c : (pool.pop() as Card)))));
  return { ...state, hands, kitty: pool };
}

describe('the Euchre expert', () => {
  it('decides from the view alone: other hidden cards, same view, same choice, bids and cards alike', () => {
    const rng = createRng(3);
    const phases = new Set<string>();
    let state = euchre.setup({ seed: 77 });
    for (let compared = 0; compared < 40; ) {
      if (euchre.toAct(state) === null) state = euchre.setup({ seed: nextUint32(rng) });
      const seat = euchre.toAct(state) ?? 0;
      const legal = euchre.legal(state);
      if (legal.length > 1) {
        const other = redealHidden(state, seat, compared);
        const view = euchre.view(state, seat);
        expect(euchre.view(other, seat)).toEqual(view);
        const a = chooseExpert(view, legal, createRng(compared), SMALL);
        expect(legal).toContainEqual(a);
        expect(chooseExpert(euchre.view(other, seat), euchre.legal(other), createRng(compared), SMALL)).toEqual(a);
        phases.add(state.phase);
        compared++;
      }
      state = euchre.apply(state, legal[nextInt(rng, legal.length)] as EuchreAction).state;
    }
    expect(phases.has('play') && (phases.has('order') || phases.has('call'))).toBe(true);
  });

  it('is deterministic for a seed and a number of deals', () => {
    for (const d of sampleDecisions(10, 4)) {
      expect(chooseExpert(d.view, d.legal, createRng(1), SMALL)).toEqual(chooseExpert(d.view, d.legal, createRng(1), SMALL));
    }
  });

  it('orders up a hand with both bowers and passes a hand without a trump', () => {
    const strong = stacked(
      2,
      [
        ['9C', 'TC', '9S', 'TS', '9D'],
        ['QC', 'KC', 'QS', 'KS', 'TD'],
        ['AC', 'AD', 'QD', 'KD', 'JC'],
        ['JH', 'JD', 'AH', 'KH', 'AS'],
      ],
      'QH',
    );
    const first = euchre.setup({ seed: 1, decks: [strong] });
    // Seat 3, on the dealer's left, bids first.
    const bid = chooseExpert(euchre.view(first, 3), euchre.legal(first), createRng(1), { iterations: 40 });
    expect(bid.type).toBe('order-up');
    const afterPass = play(first, [{ type: 'pass' }]);
    expect(chooseExpert(euchre.view(afterPass, 0), euchre.legal(afterPass), createRng(1), { iterations: 40 })).toEqual({ type: 'pass' });
  });

  it('goes alone only on a near-sure march, even with Pass Best: not on two trumps and three aces', () => {
    const bid = (hand: Card[], seed: number): EuchreAction => {
      const others = EUCHRE_DECK.filter((c) => !hand.includes(c) && c !== '9H');
      const deck = stacked(2, [others.slice(0, 5), others.slice(5, 10), others.slice(10, 15), hand], '9H');
      const state = euchre.setup({ seed: 1, decks: [deck] });
      // Seat 3, on the dealer's left, bids first.
      return chooseExpert(euchre.view(state, 3), euchre.legal(state), createRng(seed), { iterations: 30 });
    };
    for (let seed = 0; seed < 3; seed++) {
      for (const hand of [
        ['JH', 'TH', 'AC', 'AS', 'AD'],
        ['JH', 'AH', 'AC', 'AS', 'KS'],
      ] as Card[][]) {
        expect(bid(hand, seed), hand.join(' ')).not.toMatchObject({ alone: true });
      }
      expect(bid(['JH', 'JD', 'AH', 'KH', 'QH'], seed)).toEqual({ type: 'order-up', alone: true });
    }
  });

  it('takes the sure trick that makes its side three rather than play low and hope', () => {
    // Hearts are trump, ordered up by seat 0. After three tricks seats 0 and 2
    // have two; seat 1 leads the king of spades to the fourth and seat 0 holds
    // the ace and nine of spades. The ace makes the hand; the nine loses the
    // trick, and the last one to the queen of hearts wherever it lies.
    const deck = stacked(
      2,
      [
        ['AS', '9S', 'JH', 'JD', '9C'],
        ['KS', 'AH', 'KH', 'QD', 'TD'],
        ['QH', 'TH', 'AC', 'KC', 'QC'],
        ['TS', 'QS', 'AD', 'KD', '9D'],
      ],
      '9H',
    );
    const cards = (...cs: Card[]): EuchreAction[] => cs.map((card) => ({ type: 'play', card }));
    const state = play(euchre.setup({ seed: 1, decks: [deck] }), [
      { type: 'pass' },
      { type: 'order-up', alone: false },
      { type: 'discard', card: 'QC' },
      ...cards('AD', 'JH', 'QD', '9H'),
      ...cards('JD', 'AH', 'TH', '9D'),
      ...cards('9C', 'KH', 'AC', 'KD'),
      ...cards('KS', 'KC', 'QS'),
    ]);
    expect(euchre.toAct(state)).toBe(0);
    expect(euchre.legal(state)).toEqual(cards('AS', '9S'));
    for (let seed = 0; seed < 5; seed++) {
      // Whichever order the cards are offered in.
      for (const legal of [cards('AS', '9S'), cards('9S', 'AS')]) {
        expect(chooseExpert(euchre.view(state, 0), legal, createRng(seed), { iterations: 30 })).toEqual({ type: 'play', card: 'AS' });
      }
    }
  });
});
