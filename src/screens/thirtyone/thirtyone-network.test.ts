import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { thirtyone } = await import('../../engine/thirtyone');
const { recordedGame } = await import('../net/network-mode');
const { THIRTYONE_NETWORK } = await import('./thirtyone-network');

/** A whole game of three, everyone passing (or taking the hand) each turn. */
function wholeGame(seed: number) {
  let state = thirtyone.setup({ seed, players: 3, options: { variation: 'regular' } });
  const actions = [];
  while (thirtyone.toAct(state) !== null) {
    const legal = thirtyone.legal(state);
    const action = legal.find((a) => a.type === 'pass') ?? legal[0];
    if (action === undefined) throw new Error('no legal action');
    actions.push(action);
    state = thirtyone.apply(state, action).state;
  }
  return { state, actions };
}

describe('a finished network game, played back at the kiosk', () => {
  it('is kept as the table keeps a game of its own, ending where the game ended', () => {
    const { state, actions } = wholeGame(8);
    const game = recordedGame(THIRTYONE_NETWORK, { seed: 8, players: 3, variation: 'regular', options: { variation: 'regular' }, actions });
    expect(game?.state).toEqual(state);
    expect(game?.setup).toEqual({ seed: 8, players: 3, options: { variation: 'regular' } });
  });

  it('is refused when what the server sent does not play through', () => {
    const { actions } = wholeGame(8);
    expect(recordedGame(THIRTYONE_NETWORK, { seed: 9, players: 3, variation: 'regular', options: { variation: 'regular' }, actions })).toBeNull();
    expect(recordedGame(THIRTYONE_NETWORK, { seed: 8, players: 3, variation: 'regular', options: { variation: 'loaded dice' } as never, actions })).toBeNull();
    expect(recordedGame(THIRTYONE_NETWORK, { seed: 8, players: 7, variation: 'regular', options: { variation: 'regular' }, actions })).toBeNull();
  });
});

describe("a network game's end, in Thirty-One's words", () => {
  const view = (winner: number | null, out: number[]) => ({ ...thirtyone.view(thirtyone.setup({ seed: 1, players: 3, options: { variation: 'regular' } }), 0), winner, out });

  it('names the winner, or says nobody is left', () => {
    expect(THIRTYONE_NETWORK.result(view(1, [0, 2]), ['ANN', 'BOB', 'CY'])).toBe('BOB wins.');
    expect(THIRTYONE_NETWORK.result(view(null, [0, 1, 2]), ['ANN', 'BOB', 'CY'])).toBe('Nobody is left: there is no winner.');
  });

  it('tells a player out of the game from one still in it', () => {
    expect(THIRTYONE_NETWORK.out(view(null, [2]), 2)).toBe(true);
    expect(THIRTYONE_NETWORK.out(view(null, [2]), 0)).toBe(false);
  });
});
