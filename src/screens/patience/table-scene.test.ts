import { describe, expect, it } from 'vitest';
import type { PatienceView } from '../../engine/patience';
import { type TableFacts, tableScene } from './table-scene';

const view = { phase: 'play', hand: [], scores: [0, 0], piles: [['5H'], ['AS'], [], [], [], ['9C', '8D'], [], [], [], []], stock: [20, 21], turn: 3, twisted: null, toAct: 0 } as unknown as PatienceView;

const facts = (more: Partial<TableFacts> = {}): TableFacts => ({
  view,
  over: false,
  computer: false,
  device: 'keyboard',
  keys: { cursor: { pile: 0, part: 'top' }, cursorShown: false, picked: null, echoed: [], lastKeys: [], lastSeat: 0 },
  series: null,
  points: null,
  level: 'expert',
  seed: 12345,
  message: null,
  log: [],
  marks: null,
  replayable: true,
  replay: null,
  ...more,
});

describe('the table as it is shown', () => {
  it('names whose turn it is and echoes the keys typed', () => {
    const yours = tableScene(facts({ keys: { ...facts().keys, echoed: ['M', '0'] } }));
    expect(yours.status).toEqual({ text: 'YOUR TURN', kind: 'yours' });
    expect(yours.prompt).toBe('YOUR MOVE: M...0');
    expect(yours.menu.map((c) => c.key)).toEqual(['T', 'M', 'Z', 'X']);
    expect(yours.info).toEqual(['TURN 3', 'EXPERT']);
    const mine = tableScene(facts({ computer: true, keys: { ...facts().keys, echoed: ['T'], lastKeys: ['T'], lastSeat: 1 } }));
    expect(mine.status.text).toBe("IT'S MY TURN");
    expect(mine.prompt).toBe('MY MOVE: T');
    expect(mine.menu.map((c) => c.key)).toEqual(['ENTER', 'X']);
  });

  it('names the pad’s buttons in messages to a pad player, and counts the cards each side holds', () => {
    const message = { text: 'FIRST TWIST A CARD (T).', error: true };
    expect(tableScene(facts({ message })).message?.text).toBe('FIRST TWIST A CARD (T).');
    expect(tableScene(facts({ message, device: 'gamepad' })).message?.text).toBe('FIRST TWIST A CARD (X).');
    expect(tableScene(facts()).holds).toEqual([21, 21]);
  });

  it('credits the last move echoed to the side that took it, whoever is to move now', () => {
    // The player's Z hands the turn over: the echo is still the player's.
    const handed = tableScene(facts({ computer: true, keys: { ...facts().keys, echoed: ['Z'], lastKeys: ['Z'], lastSeat: 0 } }));
    expect(handed.prompt).toBe('YOUR MOVE: Z');
    // The computer's last move stays its own when the player's turn begins.
    const back = tableScene(facts({ keys: { ...facts().keys, echoed: ['M', '9', '3'], lastKeys: ['M', '9', '3'], lastSeat: 1 } }));
    expect(back.prompt).toBe('MY MOVE: M...9...3');
  });

  it('shows the cursor to a pad, or once the arrows moved it, and never on the computer’s turn', () => {
    expect(tableScene(facts()).cursor).toBeNull();
    expect(tableScene(facts({ device: 'gamepad' })).cursor).toEqual({ pile: 0, part: 'top' });
    expect(tableScene(facts({ keys: { ...facts().keys, cursorShown: true } })).cursor).not.toBeNull();
    expect(tableScene(facts({ device: 'gamepad', computer: true })).cursor).toBeNull();
  });

  it('at the end shows the seed, and offers the replay only for a game that can be played back', () => {
    const over = tableScene(facts({ over: true, points: [12, 0] }));
    expect(over.status).toEqual({ text: 'GAME OVER  SEED 12345', kind: 'over' });
    expect(over.prompt).toBe('S: SINGLE  N: SERIES  R: REPLAY');
    expect(over.menu.map((c) => c.key)).toEqual(['S', 'N', 'X']);
    expect(over.scoreLine).toBe('GAME 12-0  SINGLE GAME');
    expect(tableScene(facts({ over: true, replayable: false })).prompt).toBe('S: ONE GAME  N: KEEP A SERIES');
  });

  it('during a replay: the seed, how far it has come, and its keys', () => {
    const keys = { ...facts().keys, lastKeys: ['M', '9', '5'], lastSeat: 1 };
    const replay = tableScene(facts({ keys, replay: { position: 4, length: 80, running: false }, device: 'gamepad' }));
    expect(replay.status).toEqual({ text: 'REPLAY  SEED 12345', kind: 'title' });
    expect(replay.prompt).toBe('4/80 MY MOVE: M...9...5');
    expect(replay.menu.map((c) => c.key + c.label)).toEqual(['A STEP', 'X RUN', 'B END']);
    expect(replay.cursor).toBeNull();
  });
});
