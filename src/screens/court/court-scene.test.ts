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

  it("draws a network watcher's table with no hand: both hands face down by their counts, the drawn card face down, whose turn it is in words", () => {
    let state = court.setup({ seed: 7 });
    for (let i = 0; i < 9; i++) state = court.apply(state, court.legal(state)[0]!).state;
    const view = court.watcherView(state);
    const names = ['ANNE', 'BOB'] as [string, string];
    const scene = courtScene({ ...base, view, names, people: names, watching: true, revealed: true });
    expect(scene.hand).toEqual([]);
    expect(scene.myBacks).toBe(state.hands[0]?.length);
    expect(scene.theirCount).toBe(state.hands[1]?.length);
    expect(scene.drawn).toEqual({ card: null, seat: view.drawing?.seat === 0 ? 0 : 1 });
    expect(scene.status).toBe(`Watching: ${names[court.toAct(state) ?? 0]}'s draw.`);
  });

  it("draws a network player's own seat at the bottom, the network game's last word in place of the line's own", () => {
    const state = court.setup({ seed: 7 });
    const view = court.view(state, 1);
    const names = ['ANNE', 'BOB'] as [string, string];
    const scene = courtScene({ ...base, view, names, people: names, notice: 'ANNE is back.' });
    expect(scene.hand).toEqual(state.hands[1]);
    expect(scene.labels).toEqual(['BOB', 'ANNE']);
    expect(scene.status).toBe('ANNE is back.');
    expect(courtScene({ ...base, view, names, people: names, notice: '' }).status).toMatch(/^(ANNE|BOB)'s draw/);
  });
});
