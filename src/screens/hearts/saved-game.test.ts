import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import { SavedHeartsSchema, keptChoice } from './saved-game';

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

describe('a game kept in the middle of a choice', () => {
  it('keeps a half-chosen pass, and shows it chosen again', () => {
    const kept = { ...saved(), chosen: [saved().state.hands[0][2], saved().state.hands[0][7]] };
    expect(v.is(SavedHeartsSchema, kept)).toBe(true);
    expect(v.is(SavedHeartsSchema, { ...kept, chosen: ['ZZ'] })).toBe(false);
    const view = hearts.view(kept.state, 0);
    expect(keptChoice(kept, view)).toEqual({ chosen: kept.chosen, raised: kept.chosen, waitingForOk: false });
    // A card no longer in the hand is not chosen.
    expect(keptChoice({ chosen: [saved().state.hands[1][0]] }, view).chosen).toEqual([]);
  });

  it('keeps the received cards standing until OK', () => {
    let state = hearts.setup({ seed: 4 });
    for (let seat = 0; seat < 4; seat++) state = hearts.apply(state, { type: 'pass', cards: state.hands[seat]!.slice(0, 3) }).state;
    const view = hearts.view(state, 0);
    expect(keptChoice({ waitingForOk: true }, view)).toEqual({ chosen: [], raised: view.received, waitingForOk: true });
    expect(keptChoice({}, view)).toEqual({ chosen: [], raised: [], waitingForOk: false });
  });
});
