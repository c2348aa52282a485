import { describe, expect, it, vi } from 'vitest';
import type { EuchreAction, EuchreOptions, EuchreView } from '../../engine/euchre';
import type { RecordMessage } from '../../table/protocol';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { euchre } = await import('../../engine/euchre');
const { recordedGame } = await import('../net/network-mode');
const { EUCHRE_NETWORK, hostStart, networkOutcome, resultWords } = await import('./euchre-network');
const { STANDARD_SETTINGS } = await import('./euchre-settings');

const OPTIONS: EuchreOptions = { passBest: true, stickTheDealer: true, target: 10 };
const NAMES = ['ANNE', 'Computer 1', 'BOB', 'Computer 2'];

/** What the server sends at a game's end, its options as they came (the kiosk checks them before anything is played back). */
const sent = (record: { seed: number; players: number; options: object; actions: EuchreAction[] }) => record as unknown as RecordMessage<EuchreAction>;

/** A whole game, every seat making its first legal move (the first bidder orders up, the dealer picks it up...). */
function wholeGame(seed: number, options = OPTIONS) {
  let state = euchre.setup({ seed, players: 4, options });
  const actions: EuchreAction[] = [];
  while (euchre.toAct(state) !== null) {
    const action = euchre.legal(state)[0];
    if (action === undefined) throw new Error('no legal action');
    actions.push(action);
    state = euchre.apply(state, action).state;
  }
  return { state, actions };
}

describe('a finished network game of Euchre, played back at the kiosk', () => {
  it('is kept as the table keeps a game of its own, with the host\'s Pass Best and stick the dealer, ending where the game ended', () => {
    const { state, actions } = wholeGame(5);
    const game = recordedGame(EUCHRE_NETWORK, sent({ seed: 5, players: 4, options: OPTIONS, actions }));
    expect(game?.state).toEqual(state);
    expect(game?.setup).toEqual({ seed: 5, players: 4, options: OPTIONS });
    expect(euchre.outcome(game!.state)).toEqual(euchre.outcome(state));
    expect(Math.max(...state.points)).toBeGreaterThanOrEqual(10);
  });

  it('is refused when what the server sent does not play through, or its rules are not the Options dialog\'s', () => {
    const { actions } = wholeGame(5);
    expect(recordedGame(EUCHRE_NETWORK, sent({ seed: 6, players: 4, options: OPTIONS, actions }))).toBeNull();
    // A game to 12 (the Options offer 10 only), a rule Euchre does not have, a rule missing.
    expect(recordedGame(EUCHRE_NETWORK, sent({ seed: 5, players: 4, options: { ...OPTIONS, target: 12 }, actions }))).toBeNull();
    expect(recordedGame(EUCHRE_NETWORK, sent({ seed: 5, players: 4, options: { ...OPTIONS, jokers: true }, actions }))).toBeNull();
    const { passBest: _, ...missing } = OPTIONS;
    expect(recordedGame(EUCHRE_NETWORK, sent({ seed: 5, players: 4, options: missing, actions }))).toBeNull();
    expect(recordedGame(EUCHRE_NETWORK, sent({ seed: 5, players: 4, options: OPTIONS, actions: [...actions, { type: 'pass' }] }))).toBeNull();
  });

  it('opens its replay with the first deal, the turned card on the kitty', () => {
    const view = euchre.view(euchre.setup({ seed: 5, players: 4, options: OPTIONS }), 2);
    expect(EUCHRE_NETWORK.opening(view)).toEqual([{ type: 'deal', handNumber: 1, dealer: view.dealer, upcard: view.upcard }]);
  });

  it('is hosted by the Options dialog\'s rules, and its partners sit across', () => {
    expect(hostStart({ ...STANDARD_SETTINGS, options: OPTIONS })).toEqual({ options: OPTIONS });
    expect(hostStart(STANDARD_SETTINGS)).toEqual({ options: { passBest: true, stickTheDealer: false, target: 10 } });
    expect(EUCHRE_NETWORK.partners).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});

describe("a network game's end, in Euchre's words", () => {
  const view = (points: [number, number], phase: EuchreView['phase'] = 'over'): EuchreView => ({ ...euchre.view(euchre.setup({ seed: 1, players: 4, options: OPTIONS }), 0), scores: [points[0], points[1], points[0], points[1]], phase });

  it('names the winning side by its two players, and the score, the winners\' first', () => {
    expect(resultWords(view([10, 7]), NAMES)).toBe('ANNE and BOB won, 10\u00A0to\u00A07.');
    expect(resultWords(view([4, 11]), NAMES)).toBe('Computer 1 and Computer 2 won, 11\u00A0to\u00A04.');
    expect(networkOutcome(view([4, 11]))).toEqual({ scores: [4, 11, 4, 11], winners: [1, 3], draw: false });
  });

  it('says nobody has won before the end, and puts nobody out or waits for a dealer', () => {
    expect(networkOutcome(view([9, 9], 'play'))).toBeNull();
    expect(resultWords(view([9, 9], 'play'), NAMES)).toBe('Neither side has 10 points.');
    expect(EUCHRE_NETWORK.out(view([4, 11]), 1)).toBe(false);
    expect(EUCHRE_NETWORK.dealer(view([0, 0]))).toBeNull();
  });
});
