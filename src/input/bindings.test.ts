import { describe, expect, it } from 'vitest';
import { BUTTONS, KEY_BINDINGS, PAD_AXES, PAD_BUTTONS } from './bindings';
import type { Button, Command } from './commands';
import { FakeWindow, keyEvent } from './fake-window';
import { KeyboardInput } from './keyboard';
import { type PadSnapshot, PadTracker } from './pads';

const pressed = (commands: Command[]) =>
  new Set(commands.flatMap((c) => (c.type === 'press' ? [c.button] : [])));

describe('bindings', () => {
  it('lists every button once', () => {
    // A Record over Button makes the compiler prove the list is complete.
    const all: Record<Button, true> = {
      up: true, down: true, left: true, right: true, confirm: true, back: true, menu: true,
      help: true, prev: true, next: true, x: true, y: true, erase: true,
    };
    expect([...BUTTONS].sort()).toEqual(Object.keys(all).sort());
  });

  it('every button can be pressed on the keyboard', () => {
    const win = new FakeWindow();
    const commands: Command[] = [];
    new KeyboardInput(win, { command: (c) => commands.push(c), activity: () => {} }).start();
    for (const binding of KEY_BINDINGS) {
      const key = binding.key ?? binding.code ?? '';
      const options = { code: binding.code ?? '', shift: binding.shift, ctrl: binding.ctrl, alt: binding.alt };
      win.dispatchEvent(keyEvent('keydown', key, options));
      win.dispatchEvent(keyEvent('keyup', key));
    }
    expect(pressed(commands)).toEqual(new Set(BUTTONS));
    expect(commands.some((c) => c.type === 'operator')).toBe(true);
  });

  it('every button can be pressed on a pad', () => {
    const tracker = new PadTracker();
    const commands: Command[] = [];
    const idle: PadSnapshot = { buttons: Array<number>(17).fill(0), axes: [0, 0, 0, 0] };
    let now = 0;
    const poll = (pad: PadSnapshot) => commands.push(...tracker.update((now += 10), [pad]));
    for (const { index } of PAD_BUTTONS) {
      poll({ ...idle, buttons: idle.buttons.map((_, i) => (i === index ? 1 : 0)) });
      poll(idle);
    }
    expect(pressed(commands)).toEqual(new Set(BUTTONS));
  });

  it('the left stick reaches all four directions', () => {
    const tracker = new PadTracker();
    const commands: Command[] = [];
    let now = 0;
    for (const { axis } of PAD_AXES) {
      for (const value of [-1, 0, 1, 0]) {
        const axes = [0, 0, 0, 0].map((_, i) => (i === axis ? value : 0));
        commands.push(...tracker.update((now += 10), [{ buttons: [], axes }]));
      }
    }
    expect(pressed(commands)).toEqual(new Set(['left', 'right', 'up', 'down']));
  });

  it('no pad button is bound twice', () => {
    const indices = PAD_BUTTONS.map((b) => b.index);
    expect(new Set(indices).size).toBe(indices.length);
  });
});
