import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import { SavedHeartsSchema } from './saved-game';

function saved() {
  const state = hearts.setup({ seed: 4 });
  return { state: JSON.parse(JSON.stringify(state)), history: [], names: ['ANN', 'Ada', 'Barnaby', 'Clara'], player: 'ANN', level: 'expert', moves: 0, seed: 4 };
}

describe('a saved Hearts game', () => {
  it('is accepted as the engine left it', () => {
    expect(v.is(SavedHeartsSchema, saved())).toBe(true);
  });

  it('is refused when a card is missing or doubled', () => {
    const lost = saved();
    lost.state.hands[0].pop();
    expect(v.is(SavedHeartsSchema, lost)).toBe(false);
    const doubled = saved();
    doubled.state.hands[0][0] = doubled.state.hands[1][0];
    expect(v.is(SavedHeartsSchema, doubled)).toBe(false);
  });

  it('is refused with a stranger in it or a bad level', () => {
    const odd = saved();
    odd.state.hands[0][0] = 'ZZ';
    expect(v.is(SavedHeartsSchema, odd)).toBe(false);
    expect(v.is(SavedHeartsSchema, { ...saved(), level: 'godlike' })).toBe(false);
  });
});
