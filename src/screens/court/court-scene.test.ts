import { describe, expect, it } from 'vitest';
import { court } from '../../engine/court';
import { courtScene } from './court-scene';

const base = { theirHand: null, drawnFaceUp: null, revealed: false, back: 2, names: ['ANN', 'Computer'] as [string, string], cue: [], tournament: null, device: 'keyboard' as const, status: null, playable: [] };

describe("the Court's scene", () => {
  it('draws from the view alone: an empty table before the first game', () => {
    const scene = courtScene({ ...base, view: null });
    expect(scene.hand).toEqual([]);
    expect(scene.scores).toEqual([100, 100]);
    expect(scene.status).toBe('');
  });

  it("counts the computer's set-aside pile from the view, and shows its hand only in a replay", () => {
    let state = court.setup({ seed: 4 });
    // Draw until each side has set a card aside.
    while (state.setAside.some((pile) => pile.length === 0) && state.phase === 'draw') {
      const legal = court.legal(state);
      state = court.apply(state, legal.find((a) => a.type === 'discard') ?? legal[0]!).state;
    }
    const view = court.view(state, 0);
    const scene = courtScene({ ...base, view });
    expect(scene.theirAside).toBe(state.setAside[1]?.length);
    expect(scene.theirHand).toBeUndefined();
    const replay = courtScene({ ...base, view, theirHand: court.view(state, 1).hand, status: 'Replay' });
    expect(replay.theirHand).toEqual(state.hands[1]);
    expect(replay.status).toBe('Replay');
    // The card being drawn lies face up in a replay, whoever draws it.
    const drawer = view.drawing?.seat ?? 0;
    const looking = court.view(state, drawer).drawn;
    expect(courtScene({ ...base, view, drawnFaceUp: looking }).drawn).toEqual(looking === null ? null : { card: looking, seat: drawer });
  });
});
