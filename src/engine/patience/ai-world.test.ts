import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { createRng, nextInt, nextUint32 } from '../rng';
import { patience } from './patience';
import type { PatienceView } from './types';
import { type World, CARD_OF, actionOf, cardNumber, codeOf, legalMoves, play, unseenCards, worldOf } from './ai-world';
import type { PatienceState } from './types';

/** The world of the seat to act, its decks dealt as they really lie. */
function worldOfState(s: PatienceState): World {
  const seat = s.toAct;
  const view = patience.view(s, seat) as PatienceView;
  const decks = [s.stock[seat] ?? [], s.stock[1 - seat] ?? []].map((d) => d.map(cardNumber)) as [number[], number[]];
  return worldOf(view, decks);
}

/** The parts of a world the rules act on. */
function comparable(w: World): unknown {
  return { ace: w.ace, tableau: w.tableau, hand: w.hand, stock: w.stock, toAct: w.toAct, twisted: w.twisted, winner: w.winner };
}

describe('the computer players\' world', () => {
  it('numbers the 52 cards one to one', () => {
    expect(new Set(CARD_OF).size).toBe(52);
    CARD_OF.forEach((card: Card, n) => expect(cardNumber(card)).toBe(n));
  });

  it('allows exactly the engine\'s actions and plays them as the engine does, through whole games', () => {
    const rng = createRng(5);
    const moves = new Int32Array(64);
    let checked = 0;
    for (let game = 0; game < 30; game++) {
      let state = patience.setup({ seed: nextUint32(rng) });
      // One world kept by the seat that starts, played alongside the engine.
      let world = worldOfState(state);
      const owner = state.toAct;
      for (let step = 0; step < 3000 && patience.toAct(state) !== null; step++) {
        const legal = patience.legal(state);
        const n = legalMoves(world, moves);
        const mine = world.toAct === 0;
        // The world's seat 0 is `owner`: its legal moves are the engine's whenever it sees the same seat to act.
        expect(mine).toBe(state.toAct === owner);
        expect(Array.from(moves.subarray(0, n)).map(actionOf)).toEqual(legal);
        // Random play, but rarely ending a turn early, so that games get far.
        const moving = legal.filter((a) => a.type !== 'finish');
        const action = moving.length > 0 && nextInt(rng, 8) !== 0 ? moving[nextInt(rng, moving.length)]! : legal[nextInt(rng, legal.length)]!;
        state = patience.apply(state, action).state;
        play(world, codeOf(action));
        checked++;
        if (state.phase === 'over') {
          expect(world.winner >= 0 ? (world.winner === 0 ? owner : 1 - owner) : null).toBe(patience.outcome(state)?.winners[0] ?? null);
          break;
        }
        // The world after the action is the world built afresh from the state.
        const fresh = worldOfState(state);
        if (state.toAct !== owner) {
          // Seen from the other seat: swap the sides back.
          const swapped = { ...fresh, hand: [fresh.hand[1], fresh.hand[0]], stock: [fresh.stock[1], fresh.stock[0]], toAct: 1 };
          expect(comparable(world)).toEqual(comparable(swapped as World));
        } else {
          expect(comparable(world)).toEqual(comparable(fresh));
        }
        world = state.toAct === owner ? fresh : world;
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });

  it('holds a deck turned over from a discard pile as both players saw it, and leaves a dealt deck unknown', () => {
    let state = patience.setup({ seed: 8 });
    // Seat 1's deck has run out: three of its cards lie on its pile 0, the rest went to seat 0's.
    const turned = state.stock[1]?.slice(0, 3) ?? [];
    state = { ...state, toAct: 0, started: [true, true], stock: [state.stock[0] ?? [], []], discard: [state.stock[1]?.slice(3) ?? [], turned] };
    const hidden = (state.stock[0] ?? []).map(cardNumber);
    state = patience.apply(state, { type: 'finish' }).state;
    const view = patience.view(state, 1) as PatienceView;
    const world = worldOf(view);
    // The top card last: the pile's bottom card is twisted first.
    expect(world.stock[0]).toEqual(turned.map(cardNumber).reverse());
    expect(world.stock[1]).toEqual(hidden.map(() => -1));
    // Only the dealt deck's cards are left unseen.
    expect(unseenCards(view).sort((a, b) => a - b)).toEqual(hidden.slice().sort((a, b) => a - b));
  });
});
