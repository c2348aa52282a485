import { describe, expect, it, vi } from 'vitest';
import type { PatienceAction, PatienceEvent } from '../../engine/patience';
import type { RecordMessage } from '../../table/protocol';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { patience } = await import('../../engine/patience');
const { recordedGame } = await import('../net/network-mode');
const { HOST_START, PATIENCE_NETWORK, moveOf, resultWords, viewOutcome } = await import('./patience-network');
const { plainChoice } = await import('./patience-driver');
const { endMenu, endStep } = await import('./network-end');
const { COLUMNS } = await import('../../renderer/widgets');

/** What the server sends at a game's end, its options as they came (the kiosk checks them before anything is played back). */
const sent = (record: { seed: number; players: number; options: object; actions: PatienceAction[] }) => record as unknown as RecordMessage<PatienceAction>;

/** A whole game between two plain players, with the events of each move. */
function wholeGame(seed: number) {
  let state = patience.setup({ seed, players: 2, options: {} });
  const actions: PatienceAction[] = [];
  const steps: { seat: number; action: PatienceAction; events: PatienceEvent[] }[] = [];
  while (patience.toAct(state) !== null) {
    const seat = patience.toAct(state) ?? 0;
    const action = plainChoice(patience.legal(state));
    const applied = patience.apply(state, action);
    actions.push(action);
    steps.push({ seat, action, events: applied.events });
    state = applied.state;
  }
  return { state, actions, steps };
}

describe('a network game of Chinese Patience at the kiosk', () => {
  it('is hosted with the options its menu has: none to choose', () => {
    expect(HOST_START).toEqual({ options: {} });
  });

  it('is played back from the record the server sends, ending where the game ended; a record that does not play through is refused', () => {
    const { state, actions } = wholeGame(4);
    const game = recordedGame(PATIENCE_NETWORK, sent({ seed: 4, players: 2, options: {}, actions }));
    expect(game?.state).toEqual(state);
    expect(game?.setup).toEqual({ seed: 4, players: 2, options: {} });
    expect(recordedGame(PATIENCE_NETWORK, sent({ seed: 5, players: 2, options: {}, actions }))).toBeNull();
    expect(recordedGame(PATIENCE_NETWORK, sent({ seed: 4, players: 2, options: { rules: 'house' }, actions }))).toBeNull();
    expect(recordedGame(PATIENCE_NETWORK, sent({ seed: 4, players: 2, options: {}, actions: [...actions, { type: 'twist' }] }))).toBeNull();
  });

  it("reads each move from its events, in the mover's own pile numbers, as the kiosk's own session saw it", () => {
    const { steps } = wholeGame(4);
    for (const step of steps) expect(moveOf(step.events)).toEqual({ seat: step.seat, action: step.action });
    expect(moveOf([])).toBeNull();
  });

  it('tells the end from either seat’s view as the engine does, and names the winner in words', () => {
    for (const seed of [4, 9, 21]) {
      const { state } = wholeGame(seed);
      const outcome = patience.outcome(state);
      for (const seat of [0, 1]) expect(viewOutcome(patience.view(state, seat))).toEqual(outcome);
      expect(viewOutcome(patience.watcherView(state))).toEqual(outcome);
      const words = resultWords(patience.view(state, 1), ['Ann', 'Bob']);
      const winner = outcome?.winners[0];
      if (winner === undefined) expect(words).toContain('DRAW');
      else expect(words).toContain(`${['ANN', 'BOB'][winner]} WINS`);
    }
    expect(viewOutcome(patience.view(patience.setup({ seed: 1, players: 2, options: {} }), 0))).toBeNull();
  });

  it('asks its end on the table: N, H and R (the pad’s A, X and Y), R only when the game can be played back', () => {
    expect(endStep({ type: 'char', char: 'n' }, true)).toBe('lobby');
    expect(endStep({ type: 'char', char: 'H' }, true)).toBe('local');
    expect(endStep({ type: 'char', char: 'R' }, true)).toBe('replay');
    expect(endStep({ type: 'char', char: 'R' }, false)).toBeNull();
    expect(endStep({ type: 'press', button: 'confirm', device: 'gamepad' }, true)).toBe('lobby');
    expect(endStep({ type: 'press', button: 'x', device: 'gamepad' }, true)).toBe('local');
    expect(endStep({ type: 'press', button: 'y', device: 'gamepad' }, true)).toBe('replay');
    expect(endStep({ type: 'press', button: 'back', device: 'keyboard' }, true)).toBeNull();
    expect(endStep({ type: 'click', cell: { row: 5, col: 5 } }, true)).toBeNull();
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      const line = endMenu(device, true).map((c) => c.key + c.label).join(' ');
      expect(line.length).toBeLessThanOrEqual(COLUMNS);
    }
    expect(endMenu('keyboard', false).map((c) => c.key)).toEqual(['N', 'H']);
  });
});
