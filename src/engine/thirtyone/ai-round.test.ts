import { describe, expect, it } from 'vitest';
import { createRng, nextInt, nextUint32 } from '../rng';
import { PASS, codeOfAction } from './ai-codes';
import { intermediateMove } from './ai-intermediate';
import { situationOfView } from './ai-read';
import { type Round, copyRound, intermediateAt, play, roundOf } from './ai-round';
import { stackedDeck } from './test-decks';
import { thirtyone } from './thirtyone';
import type { ThirtyOneState } from './types';

/** What a round holds that the moves change, to compare with the engine's. */
function cardsAndTurn(r: Round) {
  return { choosing: r.choosing, turn: r.turn, hands: [...r.hands], pot: [...r.pot], passed: Array.from(r.passed.subarray(0, r.passedCount)) };
}

const maskOf = (seats: readonly number[]) => seats.reduce((m, s) => m | (1 << s), 0);

describe('the expert\'s copy of a round', () => {
  it('plays every move as the engine does, ends the round when it does, with the same marks, over whole games', () => {
    const rng = createRng(31);
    const seen = { moves: 0, bothMarked: 0 };
    for (let game = 0; game < 40; game++) {
      let state: ThirtyOneState = thirtyone.setup({ seed: nextUint32(rng), players: 2 + (game % 3), options: { variation: game % 2 === 0 ? 'regular' : 'van-eer-maas' } });
      while (thirtyone.toAct(state) !== null) {
        const seat = thirtyone.toAct(state) ?? 0;
        const round = roundOf(state);
        const view = thirtyone.view(state, seat);
        // The intermediate reads the round as it reads the view.
        const intermediate = intermediateMove(situationOfView(view));
        expect(intermediateAt(round)).toBe(codeOfAction(intermediate, view.hand, view.pot));
        // Mostly the intermediate, so that rounds last; now and then anything legal.
        const legal = thirtyone.legal(state);
        const action = nextInt(rng, 4) === 0 ? (legal[nextInt(rng, legal.length)] ?? intermediate) : intermediate;
        const played = copyRound(round);
        const marked = play(played, codeOfAction(action, view.hand, view.pot));
        const { state: next, events } = thirtyone.apply(state, action);
        const end = events.find((e) => e.type === 'round-end');
        seen.moves++;
        if (end === undefined) {
          expect(marked).toBe(-1);
          expect(cardsAndTurn(played)).toEqual(cardsAndTurn(roundOf(next)));
        } else {
          expect(marked).toBe(maskOf(end.marked));
          if (end.marked.length > 1) seen.bothMarked++;
        }
        state = next;
      }
    }
    expect(seen.moves).toBeGreaterThan(2000);
    expect(seen.bothMarked).toBeGreaterThan(0);
  });

  it('marks nobody when van Eer-Maas spares everyone, and both when the regular game does not', () => {
    const deck = stackedDeck(2, 0, [['7C', '8D', '9H'], ['7D', '8H', '9S']], ['AD', 'KD', '9D']);
    for (const [variation, marked] of [['van-eer-maas', 0], ['regular', 0b11]] as const) {
      const dealt = thirtyone.setup({ players: 2, decks: [deck], options: { variation } });
      // Both hands count 9; in van Eer-Maas both players stand at three marks of four.
      const state = { ...dealt, marks: variation === 'regular' ? [0, 0] : [3, 3] };
      const round = roundOf(thirtyone.apply(state, { type: 'hand' }).state);
      expect([play(round, PASS), play(round, PASS)]).toEqual([-1, marked]);
    }
  });
});
