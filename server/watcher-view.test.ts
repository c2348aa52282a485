import { expect, it } from 'vitest';
import { type ThirtyOneAction, thirtyone } from '../src/engine/thirtyone';
import { watcherView } from './watcher-view';

it('holds no card of any hand, at every step of a game', () => {
  let state = thirtyone.setup({ players: 4, seed: 31 });
  for (let step = 0; step < 400 && thirtyone.toAct(state) !== null; step += 1) {
    const view = watcherView(thirtyone.view(state, step % 4));
    expect(view.hand).toEqual([]);
    expect(view.points).toBe(0);
    const hidden = new Set(state.hands.flat().filter((card) => !view.known.flat().includes(card)));
    const shown = JSON.stringify(view);
    for (const card of hidden) expect(shown).not.toContain(`"${card}"`);
    const legal = thirtyone.legal(state);
    const action: ThirtyOneAction = legal.find((a) => a.type === 'pass') ?? legal[step % legal.length]!;
    state = thirtyone.apply(state, action).state;
  }
});
