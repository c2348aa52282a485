import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../engine/rng';
import { DECK, type ThirtyOneState, thirtyone } from '../../engine/thirtyone';
import { SavedThirtyOneSchema } from './saved-thirtyone';
import type { Seating } from '../table/seat-plan';

const seating: Seating = {
  seats: [
    { kind: 'person', name: 'Ann', pad: null },
    { kind: 'computer', level: 'expert' },
    { kind: 'person', name: 'Bob', pad: 1 },
  ],
};

const kept = (state: unknown, over: Record<string, unknown> = {}) => ({
  state,
  seating,
  player: 'Ann',
  level: 'expert',
  names: ['Ann', 'Hetty', 'Bob'],
  moves: 0,
  seed: 3,
  setup: { seed: 3, options: { variation: 'regular' } },
  actions: [],
  ...over,
});

const reads = (record: unknown): boolean => v.safeParse(SavedThirtyOneSchema, JSON.parse(JSON.stringify(record))).success;

/** A three-player game `moves` random moves in. */
function played(moves: number, seed = 3): ThirtyOneState {
  const rng = createRng(seed);
  let state = thirtyone.setup({ seed, players: 3 });
  for (let i = 0; i < moves && thirtyone.toAct(state) !== null; i++) {
    const legal = thirtyone.legal(state);
    state = thirtyone.apply(state, legal[nextInt(rng, legal.length)]!).state;
  }
  return state;
}

describe('a kept Thirty-One game', () => {
  it('is read back at every point of a game, the dealer choosing, in play, between rounds and over', () => {
    const rng = createRng(8);
    let state = thirtyone.setup({ seed: 8, players: 3, decks: [DECK.slice()] });
    const phases = new Set<string>();
    for (let i = 0; i < 5000 && thirtyone.toAct(state) !== null; i++) {
      expect(reads(kept(state))).toBe(true);
      phases.add(state.phase);
      const legal = thirtyone.legal(state);
      state = thirtyone.apply(state, legal[nextInt(rng, legal.length)]!).state;
    }
    expect(state.phase).toBe('over');
    expect(reads(kept(state))).toBe(true);
    expect([...phases].sort()).toEqual(['choose', 'play']);
  });

  it("is read back for a guest's game", () => {
    const guest: Seating = { seats: [{ kind: 'person', name: null, pad: null }, { kind: 'computer', level: 'novice' }] };
    const state = thirtyone.setup({ seed: 4, players: 2 });
    expect(reads(kept(state, { seating: guest, player: null, names: ['Guest', 'Hetty'], level: 'novice' }))).toBe(true);
  });

  it('is set aside when a card is missing, doubled or foreign', () => {
    const state = played(7);
    const [first, second] = [state.hands[0]!, state.hands[1]!];
    expect(reads(kept({ ...state, hands: [first, first, state.hands[2]] }))).toBe(false);
    expect(reads(kept({ ...state, stock: state.stock.slice(1) }))).toBe(false);
    expect(reads(kept({ ...state, hands: [[...first.slice(1), '2C'], second, state.hands[2]] }))).toBe(false);
    expect(reads(kept({ ...state, pot: [...state.pot, 'XX'] }))).toBe(false);
    expect(reads(kept({ ...state, decks: [DECK.slice(1)] }))).toBe(false);
  });

  it('is set aside when the seats do not agree with the game', () => {
    const state = played(5);
    const two: Seating = { seats: seating.seats.slice(0, 2) };
    expect(reads(kept(state, { seating: two, names: ['Ann', 'Hetty'] }))).toBe(false);
    expect(reads(kept(state, { names: ['Ann', 'Hetty'] }))).toBe(false);
    expect(reads(kept({ ...state, marks: [0, 0] }))).toBe(false);
    expect(reads(kept({ ...state, dealer: 3 }))).toBe(false);
    expect(reads(kept({ ...state, out: [3] }))).toBe(false);
  });

  it('is set aside when its player is not the person in seat 0', () => {
    const state = played(5);
    expect(reads(kept(state, { player: 'Bob' }))).toBe(false);
    expect(reads(kept(state, { player: null }))).toBe(false);
    expect(reads(kept(state, { player: 'ANN' }))).toBe(true);
  });

  it('is set aside when a field is damaged or unknown', () => {
    const state = played(5);
    expect(reads(kept({ ...state, phase: 'bidding' }))).toBe(false);
    expect(reads(kept({ ...state, options: { variation: 'dutch' } }))).toBe(false);
    expect(reads(kept(state, { level: 'grandmaster' }))).toBe(false);
    expect(reads(kept(state, { extra: true }))).toBe(false);
    expect(reads(kept(state, { moves: -1 }))).toBe(false);
    expect(reads({ seating, player: 'Ann', level: 'expert', names: ['Ann', 'Hetty', 'Bob'], moves: 0, seed: 3 })).toBe(false);
  });
});
