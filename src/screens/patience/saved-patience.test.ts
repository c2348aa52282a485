import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { patience } from '../../engine/patience';
import { SavedPatienceSchema, movedIn } from './saved-patience';

describe('the saved game', () => {
  const state = patience.apply(patience.setup({ seed: 4 }), { type: 'twist' }).state;
  const saved = { state, player: 'ANN', level: 'expert', series: { games: 2, totals: [10, 3] }, moves: 7, seed: 99 };

  it('is read back when every card is in one place', () => {
    expect(v.safeParse(SavedPatienceSchema, JSON.parse(JSON.stringify(saved))).success).toBe(true);
    expect(v.safeParse(SavedPatienceSchema, { ...saved, series: null, player: null }).success).toBe(true);
  });

  it('is set aside when a card is missing or doubled, or the record is not one', () => {
    const lost = structuredClone(saved);
    lost.state.stock[0]?.pop();
    expect(v.safeParse(SavedPatienceSchema, lost).success).toBe(false);
    const doubled = structuredClone(saved);
    doubled.state.stock[0]?.push(doubled.state.stock[1]?.[0] ?? 'AS');
    doubled.state.stock[1]?.shift();
    doubled.state.stock[1]?.push('AC');
    expect(v.safeParse(SavedPatienceSchema, doubled).success).toBe(false);
    expect(v.safeParse(SavedPatienceSchema, { ...saved, level: 'master' }).success).toBe(false);
    expect(v.safeParse(SavedPatienceSchema, 'nonsense').success).toBe(false);
  });

  it('tells a game only dealt from one moved in, with or without its moves kept', () => {
    const dealt = patience.setup({ seed: 4 });
    expect(movedIn({ state: dealt, actions: [] })).toBe(false);
    expect(movedIn({ state, actions: [{ type: 'twist' }] })).toBe(true);
    expect(movedIn({ state: dealt })).toBe(false);
    expect(movedIn({ state })).toBe(true);
  });
});
