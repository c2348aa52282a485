import { beforeEach, describe, expect, it } from 'vitest';
import type { Command, Device } from './commands';
import { FakeWindow, type KeyOptions, keyEvent } from './fake-window';
import { KeyboardInput } from './keyboard';

let win: FakeWindow;
let commands: Command[];
let activity: Device[];

beforeEach(() => {
  win = new FakeWindow();
  commands = [];
  activity = [];
  new KeyboardInput(win, {
    command: (c) => commands.push(c),
    activity: (d) => activity.push(d),
  }).start();
});

/** Presses and releases a key; returns whether the browser's default was prevented on the way down. */
function tap(key: string, options: KeyOptions = {}): boolean {
  const down = keyEvent('keydown', key, options);
  win.dispatchEvent(down);
  win.dispatchEvent(keyEvent('keyup', key, options));
  return down.defaultPrevented;
}

const press = (button: string, repeat = false) => ({ type: 'press', button, device: 'keyboard', repeat });
const char = (c: string) => ({ type: 'char', char: c, device: 'keyboard' });

describe('keyboard mapping', () => {
  it.each([
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['Enter', 'confirm'],
    ['Escape', 'back'],
    ['F10', 'menu'],
    ['F1', 'help'],
    ['Tab', 'next'],
    ['Backspace', 'erase'],
    ['Delete', 'erase'],
    ['F2', 'x'],
    ['F3', 'y'],
  ])('%s presses %s', (key, button) => {
    tap(key);
    expect(commands).toEqual([press(button)]);
  });

  it('Shift+Tab goes back, Tab forward', () => {
    tap('Tab', { shift: true });
    tap('Tab');
    expect(commands).toEqual([press('prev'), press('next')]);
  });

  it('Space types a space and then confirms', () => {
    tap(' ');
    expect(commands).toEqual([char(' '), press('confirm')]);
  });

  it('letters come upper-cased, digits as themselves', () => {
    tap('t');
    tap('Z', { shift: true });
    tap('7');
    tap('é');
    expect(commands).toEqual([char('T'), char('Z'), char('7'), char('É')]);
  });

  it('Ctrl and Alt chords type nothing, but AltGr does', () => {
    tap('r', { ctrl: true });
    tap('ArrowLeft', { alt: true });
    tap('ł', { ctrl: true, alt: true, altGraph: true });
    expect(commands).toEqual([char('Ł')]);
  });

  it('Alt with a letter or digit names the underlined letter, as in Windows; Ctrl+Alt and AltGr do not', () => {
    tap('g', { code: 'KeyG', alt: true });
    tap('©', { code: 'KeyG', alt: true });
    tap('3', { code: 'Digit3', alt: true });
    tap('r', { code: 'KeyR', ctrl: true, alt: true });
    tap('ł', { code: 'KeyL', ctrl: true, alt: true, altGraph: true });
    tap('F4', { code: 'F4', alt: true });
    const alt = (c: string) => ({ type: 'alt', char: c, device: 'keyboard' });
    expect(commands).toEqual([alt('G'), alt('G'), alt('3'), char('Ł')]);
  });

  it('Alt with a letter does not open the menu bar as well when Alt is let go', () => {
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true }));
    tap('r', { code: 'KeyR', alt: true });
    win.dispatchEvent(keyEvent('keyup', 'Alt'));
    expect(commands).toEqual([{ type: 'alt', char: 'R', device: 'keyboard' }]);
  });

  it('OS auto-repeat becomes repeat: true', () => {
    win.dispatchEvent(keyEvent('keydown', 'ArrowDown'));
    win.dispatchEvent(keyEvent('keydown', 'ArrowDown', { repeat: true }));
    win.dispatchEvent(keyEvent('keydown', 'ArrowDown', { repeat: true }));
    expect(commands).toEqual([press('down'), press('down', true), press('down', true)]);
  });

  it('Ctrl+Alt+O calls the operator once however long it is held', () => {
    win.dispatchEvent(keyEvent('keydown', 'o', { code: 'KeyO', ctrl: true, alt: true }));
    win.dispatchEvent(keyEvent('keydown', 'o', { code: 'KeyO', ctrl: true, alt: true, repeat: true }));
    expect(commands).toEqual([{ type: 'operator', device: 'keyboard' }]);
  });

  it('keys without a command still count as activity', () => {
    tap('Shift');
    expect(commands).toEqual([]);
    expect(activity).toEqual(['keyboard']);
  });
});

describe('Alt alone', () => {
  it('opens the menu on release', () => {
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true }));
    expect(commands).toEqual([]);
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true, repeat: true }));
    win.dispatchEvent(keyEvent('keyup', 'Alt'));
    expect(commands).toEqual([press('menu')]);
  });

  it('does nothing when another key was pressed while it was held', () => {
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true }));
    win.dispatchEvent(keyEvent('keydown', 'ArrowLeft', { alt: true }));
    win.dispatchEvent(keyEvent('keyup', 'ArrowLeft', { alt: true }));
    win.dispatchEvent(keyEvent('keyup', 'Alt'));
    expect(commands).toEqual([]);
  });

  it('does nothing after Ctrl+Alt or after the window lost focus (Alt+Tab)', () => {
    win.dispatchEvent(keyEvent('keydown', 'Control', { ctrl: true }));
    win.dispatchEvent(keyEvent('keydown', 'Alt', { ctrl: true, alt: true }));
    win.dispatchEvent(keyEvent('keyup', 'Alt', { ctrl: true }));
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true }));
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(keyEvent('keyup', 'Alt'));
    expect(commands).toEqual([]);
  });
});

describe('browser keys', () => {
  it.each([
    ['Backspace', {}],
    ['F5', {}],
    ['r', { ctrl: true }],
    ['ArrowLeft', { alt: true }],
    ['ArrowRight', { alt: true }],
    ['w', { ctrl: true }],
    ['Tab', {}],
    ['Tab', { shift: true }],
    [' ', {}],
    ['F10', {}],
    ['+', { ctrl: true }],
  ] as [string, KeyOptions][])('%s %o is kept from the browser', (key, options) => {
    expect(tap(key, options)).toBe(true);
  });

  it.each(['F11', 'F12'])('%s is left to the browser', (key) => {
    expect(tap(key)).toBe(false);
  });

  it("Alt's release is kept from the browser too (Firefox's menu bar)", () => {
    win.dispatchEvent(keyEvent('keydown', 'Alt', { alt: true }));
    const up = keyEvent('keyup', 'Alt');
    win.dispatchEvent(up);
    expect(up.defaultPrevented).toBe(true);
  });
});
