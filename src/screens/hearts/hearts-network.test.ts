import { describe, expect, it, vi } from 'vitest';
import type { HeartsAction } from '../../engine/hearts';
import type { RecordMessage } from '../../table/protocol';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { DEFAULT_OPTIONS, hearts } = await import('../../engine/hearts');
const { recordedGame } = await import('../net/network-mode');
const { HEARTS_NETWORK } = await import('./hearts-network');

const OPTIONS = { ...DEFAULT_OPTIONS, pointLimit: 50, noTrickBonus: true };

/** What the server sends at a game's end, its options as they came (the kiosk checks them before anything is played back). */
const sent = (record: { seed: number; players: number; options: object; actions: HeartsAction[] }): RecordMessage<HeartsAction> => record;

/** A whole game, every seat passing and playing its first legal move. */
function wholeGame(seed: number) {
  let state = hearts.setup({ seed, players: 4, options: OPTIONS });
  const actions = [];
  while (hearts.toAct(state) !== null) {
    const action = hearts.legal(state)[0];
    if (action === undefined) throw new Error('no legal action');
    actions.push(action);
    state = hearts.apply(state, action).state;
  }
  return { state, actions };
}

describe('a finished network game of Hearts, played back at the kiosk', () => {
  it('is kept as the table keeps a game of its own, with the host\'s rules and point limit, ending where the game ended', () => {
    const { state, actions } = wholeGame(5);
    const game = recordedGame(HEARTS_NETWORK, sent({ seed: 5, players: 4, options: OPTIONS, actions }));
    expect(game?.state).toEqual(state);
    expect(game?.setup).toEqual({ seed: 5, players: 4, options: OPTIONS });
    expect(hearts.outcome(game!.state)).toEqual(hearts.outcome(state));
  });

  it('is refused when what the server sent does not play through, or its rules are not the Rules menu\'s', () => {
    const { actions } = wholeGame(5);
    expect(recordedGame(HEARTS_NETWORK, sent({ seed: 6, players: 4, options: OPTIONS, actions }))).toBeNull();
    // A point limit the Rules menu does not offer, a rule it does not have, a rule missing.
    expect(recordedGame(HEARTS_NETWORK, sent({ seed: 5, players: 4, options: { ...OPTIONS, pointLimit: 60 }, actions }))).toBeNull();
    expect(recordedGame(HEARTS_NETWORK, sent({ seed: 5, players: 4, options: { ...OPTIONS, jokers: true }, actions }))).toBeNull();
    const { noPassing: _, ...missing } = OPTIONS;
    expect(recordedGame(HEARTS_NETWORK, sent({ seed: 5, players: 4, options: missing, actions }))).toBeNull();
    expect(recordedGame(HEARTS_NETWORK, sent({ seed: 5, players: 4, options: OPTIONS, actions: [...actions, { type: 'play', card: '2C' }] }))).toBeNull();
  });

  it('opens its replay with the first deal', () => {
    const view = hearts.view(hearts.setup({ seed: 5, players: 4, options: OPTIONS }), 2);
    expect(HEARTS_NETWORK.opening(view)).toEqual([{ type: 'deal', handNumber: 1, passDirection: 'left' }]);
  });
});

describe("a network game's end, in Hearts' words", () => {
  const view = (scores: number[]) => ({ ...hearts.view(hearts.setup({ seed: 1, players: 4, options: OPTIONS }), 0), scores, phase: 'over' as const });
  const NAMES = ['ANNE', 'BOB', 'Computer 1', 'Computer 2'];

  it('names the lowest total, or those who share it', () => {
    expect(HEARTS_NETWORK.result(view([12, 51, 30, 40]), NAMES)).toBe('ANNE wins with 12 points.');
    expect(HEARTS_NETWORK.result(view([52, 1, 30, 40]), NAMES)).toBe('BOB wins with 1 point.');
    expect(HEARTS_NETWORK.result(view([20, 51, 20, 40]), NAMES)).toBe('ANNE and Computer 1 share the win with 20 points.');
  });

  it('puts nobody out before the end, and waits for no dealer', () => {
    expect(HEARTS_NETWORK.out(view([12, 51, 30, 40]), 1)).toBe(false);
    expect(HEARTS_NETWORK.dealer(view([0, 0, 0, 0]))).toBeNull();
  });
});
