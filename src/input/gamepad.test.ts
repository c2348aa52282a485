import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from './commands';
import { FakeWindow, fakeGamepad } from './fake-window';
import { GamepadInput, snapshot } from './gamepad';

let win: FakeWindow;
let commands: Command[];
let plugs: [number, boolean][];
let input: GamepadInput;
let fail: boolean;

beforeEach(() => {
  win = new FakeWindow();
  // gamepad.js reads the globals.
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', win.navigator);
  commands = [];
  plugs = [];
  fail = false;
  input = new GamepadInput(
    win.asWindow(),
    {
      command: (c) => {
        commands.push(c);
        if (fail) throw new Error('a screen failed');
      },
      activity: () => {},
    },
    (connected, added) => plugs.push([connected, added]),
  );
});

afterEach(() => {
  input.stop();
  vi.unstubAllGlobals();
});

const labels = () => commands.map((c) => (c.type === 'press' ? `${c.button}${c.repeat ? '*' : ''}` : c.type));

describe('GamepadInput', () => {
  it('reads a pad that was connected before start', () => {
    win.gamepads[0] = fakeGamepad(0, { buttons: { 0: 1 } });
    input.start();
    win.frame(0);
    expect(commands).toEqual([{ type: 'press', button: 'confirm', device: 'gamepad', repeat: false, pad: 0 }]);
    expect(input.connected).toBe(1);
    expect(plugs).toEqual([[1, true]]);
  });

  it('reads all four slots, plugged in and out at any time', () => {
    input.start();
    win.frame(0);
    expect(input.connected).toBe(0);
    win.gamepads[3] = fakeGamepad(3, { buttons: { 13: 1 } });
    win.gamepads[1] = fakeGamepad(1, { axes: { 0: -1 } });
    win.frame(16);
    expect(labels()).toEqual(['left', 'down']);
    // Each press says which pad made it, so a seat can answer to its own pad only.
    expect(commands.map((c) => (c.type === 'press' ? c.pad : undefined))).toEqual([1, 3]);
    expect(input.connected).toBe(2);
    win.gamepads[3] = null;
    commands = [];
    for (let t = 32; t < 2000; t += 16) win.frame(t);
    // Only the stick on slot 1 repeats; the pulled pad's D-pad is forgotten.
    expect(new Set(labels())).toEqual(new Set(['left*']));
    expect(plugs).toEqual([
      [1, true],
      [2, true],
      [1, false],
    ]);
  });

  it('asks navigator.getGamepads() afresh on every poll, even when it is replaced', () => {
    input.start();
    win.frame(0);
    const pad = fakeGamepad(0, { buttons: { 2: 1 } });
    win.navigator.getGamepads = () => [pad, null, null, null];
    win.dispatchEvent(Object.assign(new Event('gamepadconnected'), { gamepad: pad }));
    win.frame(16);
    expect(labels()).toEqual(['x']);
    expect(input.connected).toBe(1);
  });

  it('keeps watching for pads after a page error stops gamepad.js', () => {
    input.start();
    win.frame(0);
    win.dispatchEvent(new Event('error'));
    win.runTimers();
    win.gamepads[0] = fakeGamepad(0);
    win.frame(16);
    expect(input.connected).toBe(1);
  });

  it('a failing listener neither ends polling nor loses the pads', () => {
    input.start();
    win.gamepads[0] = fakeGamepad(0, { buttons: { 12: 1 } });
    fail = true;
    win.frame(0);
    win.runTimers();
    fail = false;
    win.gamepads[1] = fakeGamepad(1, { buttons: { 1: 1 } });
    win.frame(400);
    expect(labels()).toEqual(['up', 'up*', 'back']);
    expect(input.connected).toBe(2);
  });

  it('stops polling on stop and forgets what was held', () => {
    win.gamepads[0] = fakeGamepad(0, { buttons: { 12: 1 } });
    input.start();
    win.frame(0);
    input.stop();
    expect(win.pendingFrames).toBe(0);
    input.start();
    win.frame(5000);
    expect(labels()).toEqual(['up', 'up']);
  });

  it('does nothing where the browser has no Gamepad API', () => {
    const bare = new FakeWindow();
    Object.assign(bare.navigator, { getGamepads: undefined });
    new GamepadInput(bare.asWindow(), { command: () => {}, activity: () => {} }, () => {}).start();
    expect(bare.pendingFrames).toBe(0);
  });
});

describe('snapshot', () => {
  it('takes a pressed button without a value as fully pressed, and an empty slot as none', () => {
    const pad = {
      connected: true,
      buttons: [{ pressed: true, value: 0 }, { pressed: false, value: 0.7 }, 0.2],
      axes: [0.5, -1],
    } as unknown as Gamepad;
    expect(snapshot(pad)).toEqual({ buttons: [1, 0.7, 0.2], axes: [0.5, -1] });
    expect(snapshot(null)).toBeNull();
    expect(snapshot({ connected: false } as Gamepad)).toBeNull();
  });
});
