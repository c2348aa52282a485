import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { euchre } from '../../engine/euchre';
import { SavedEuchreSchema } from './saved-euchre';

const kept = (state: unknown) => ({ state, names: ['You', 'Hank', 'Jenny', 'Walt'], player: 'Ann', level: 'expert', moves: 0, seed: 7, hands: 0 });

describe('a kept Euchre game', () => {
  it('is read back when every card of the pack is in one place', () => {
    let state = euchre.setup({ seed: 7 });
    for (let i = 0; i < 12 && euchre.toAct(state) !== null; i++) state = euchre.apply(state, euchre.legal(state)[0]!).state;
    expect(v.safeParse(SavedEuchreSchema, JSON.parse(JSON.stringify(kept(state)))).success).toBe(true);
  });

  it('is set aside when a card is missing or doubled', () => {
    const state = euchre.setup({ seed: 7 });
    const doubled = { ...state, hands: [state.hands[0], state.hands[0], state.hands[2], state.hands[3]] };
    expect(v.safeParse(SavedEuchreSchema, kept(doubled)).success).toBe(false);
    const missing = { ...state, kitty: state.kitty.slice(1) };
    expect(v.safeParse(SavedEuchreSchema, kept(missing)).success).toBe(false);
    expect(v.safeParse(SavedEuchreSchema, kept({ ...state, phase: 'bogus' })).success).toBe(false);
  });
});
