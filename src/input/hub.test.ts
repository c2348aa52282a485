import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command, Device } from './commands';
import { FakeWindow, fakeGamepad, keyEvent, pointerEvent } from './fake-window';
import { InputHub } from './hub';

let win: FakeWindow;
let hub: InputHub;
let commands: Command[];

beforeEach(() => {
  win = new FakeWindow();
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', win.navigator);
  hub = new InputHub({ toNative: (x, y) => (x < 640 && y < 480 ? { x, y } : null), target: win.asWindow() });
  commands = [];
  hub.subscribe((c) => commands.push(c));
  hub.start();
});

afterEach(() => {
  hub.stop();
  vi.unstubAllGlobals();
});

const key = (k: string) => win.dispatchEvent(keyEvent('keydown', k));

describe('InputHub', () => {
  it('merges every device into one stream', () => {
    key('Enter');
    win.dispatchEvent(pointerEvent('pointerdown', { x: 5, y: 6, buttons: 1 }));
    win.gamepads[2] = fakeGamepad(2, { buttons: { 1: 1 } });
    win.frame(0);
    expect(commands).toEqual([
      { type: 'press', button: 'confirm', device: 'keyboard', repeat: false },
      { type: 'pointer', phase: 'down', x: 5, y: 6, device: 'pointer' },
      { type: 'press', button: 'back', device: 'gamepad', repeat: false, pad: 2 },
    ]);
  });

  it('knows the device used last and says when it changes', () => {
    const changes: Device[] = [];
    hub.onDeviceChange((d) => changes.push(d));
    expect(hub.lastDevice).toBe('keyboard');
    key('ArrowUp');
    win.dispatchEvent(pointerEvent('pointerdown', { x: 5, y: 6, buttons: 1 }));
    win.dispatchEvent(pointerEvent('pointerup', { x: 5, y: 6 }));
    key('ArrowUp');
    expect(changes).toEqual(['pointer', 'keyboard']);
    expect(hub.lastDevice).toBe('keyboard');
  });

  it('switches to pad glyphs when a pad appears, and back when the last one goes', () => {
    win.frame(0);
    expect(hub.gamepadsConnected).toBe(0);
    win.gamepads[0] = fakeGamepad(0);
    win.frame(16);
    expect(hub.gamepadsConnected).toBe(1);
    expect(hub.lastDevice).toBe('gamepad');
    // A table asks which slots hold pads, so each can take a seat.
    win.gamepads[2] = fakeGamepad(2);
    win.frame(24);
    expect(hub.padSlots()).toEqual([0, 2]);
    win.gamepads[2] = null;
    win.frame(28);
    expect(hub.padSlots()).toEqual([0]);
    win.gamepads[0] = null;
    win.frame(32);
    expect(hub.gamepadsConnected).toBe(0);
    expect(hub.lastDevice).toBe('keyboard');
  });

  it('a drifting mouse is not input, a real move or a click off the frame is', () => {
    const inputs = vi.fn();
    hub.onAnyInput(inputs);
    win.dispatchEvent(pointerEvent('pointermove', { x: 100, y: 100 }));
    expect(inputs).toHaveBeenCalledTimes(1);
    win.dispatchEvent(pointerEvent('pointermove', { x: 102, y: 101 }));
    expect(inputs).toHaveBeenCalledTimes(1);
    win.dispatchEvent(pointerEvent('pointermove', { x: 120, y: 101 }));
    expect(inputs).toHaveBeenCalledTimes(2);
    win.dispatchEvent(pointerEvent('pointerdown', { x: 900, y: 900, buttons: 1 }));
    expect(inputs).toHaveBeenCalledTimes(3);
    // The drift still reached the screens, for hover.
    expect(commands.filter((c) => c.type === 'pointer')).toHaveLength(3);
  });

  it('a drifting mouse does not take the prompts from the keyboard', () => {
    win.dispatchEvent(pointerEvent('pointermove', { x: 100, y: 100 }));
    key('Tab');
    win.dispatchEvent(pointerEvent('pointermove', { x: 101, y: 100 }));
    expect(hub.lastDevice).toBe('keyboard');
  });

  it('unsubscribes', () => {
    const fn = vi.fn();
    const off = hub.subscribe(fn);
    const offInput = hub.onAnyInput(fn);
    off();
    offInput();
    key('Enter');
    expect(fn).not.toHaveBeenCalled();
  });

  it('a listener that throws does not keep the command from the others', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const fresh = new InputHub({ toNative: () => null, target: win.asWindow() });
    const got: Command[] = [];
    fresh.subscribe(() => {
      throw new Error('broken screen');
    });
    fresh.subscribe((c) => got.push(c));
    fresh.start();
    key('Escape');
    fresh.stop();
    expect(got).toHaveLength(1);
    expect(reported).toHaveBeenCalledOnce();
  });

  it('hears nothing once stopped', () => {
    hub.stop();
    key('Enter');
    win.gamepads[0] = fakeGamepad(0, { buttons: { 0: 1 } });
    win.frame(0);
    expect(commands).toEqual([]);
  });
});
