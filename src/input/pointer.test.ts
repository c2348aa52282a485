import { beforeEach, describe, expect, it } from 'vitest';
import type { Command } from './commands';
import { FakeWindow, pointerEvent, type PointerOptions } from './fake-window';
import { OUTSIDE, PointerInput } from './pointer';

// A frame at 2x scale, its corner at (100, 50) on the page, 640x480 native.
const toNative = (x: number, y: number) => {
  const nx = Math.floor((x - 100) / 2);
  const ny = Math.floor((y - 50) / 2);
  return nx >= 0 && ny >= 0 && nx < 640 && ny < 480 ? { x: nx, y: ny } : null;
};

let win: FakeWindow;
let input: PointerInput;
let sent: { command: Command; active: boolean }[];
let activity: number;

beforeEach(() => {
  win = new FakeWindow();
  sent = [];
  activity = 0;
  input = new PointerInput(win, toNative, {
    command: (command, active = true) => sent.push({ command, active }),
    activity: () => activity++,
  });
  input.start();
});

function send(type: string, options: PointerOptions): Event {
  const event = pointerEvent(type, options);
  win.dispatchEvent(event);
  return event;
}

const pointer = (phase: 'down' | 'move' | 'up', x: number, y: number) => ({ type: 'pointer', phase, x, y, device: 'pointer' });

describe('PointerInput', () => {
  it('reports down, move and up in native pixels', () => {
    send('pointerdown', { x: 120, y: 70, buttons: 1 });
    send('pointermove', { x: 141, y: 91, buttons: 1 });
    send('pointerup', { x: 141, y: 91 });
    expect(sent.map((s) => s.command)).toEqual([pointer('down', 10, 10), pointer('move', 20, 20), pointer('up', 20, 20)]);
  });

  it('ignores a second finger', () => {
    send('pointerdown', { x: 120, y: 70, buttons: 1 });
    send('pointerdown', { x: 300, y: 300, buttons: 1, primary: false });
    send('pointermove', { x: 310, y: 310, buttons: 1, primary: false });
    send('pointerup', { x: 310, y: 310, primary: false });
    expect(sent.map((s) => s.command)).toEqual([pointer('down', 10, 10)]);
  });

  it('a press dragged off the frame ends outside it', () => {
    send('pointerdown', { x: 120, y: 70, buttons: 1 });
    send('pointermove', { x: 10, y: 10, buttons: 1 });
    send('pointermove', { x: 5, y: 5, buttons: 1 });
    send('pointerup', { x: 5, y: 5 });
    expect(sent.map((s) => s.command)).toEqual([
      pointer('down', 10, 10),
      pointer('move', OUTSIDE.x, OUTSIDE.y),
      pointer('up', OUTSIDE.x, OUTSIDE.y),
    ]);
  });

  it('a cancelled touch ends outside the frame', () => {
    send('pointerdown', { x: 120, y: 70, buttons: 1 });
    send('pointercancel', { x: 120, y: 70 });
    expect(sent.map((s) => s.command)).toEqual([pointer('down', 10, 10), pointer('up', OUTSIDE.x, OUTSIDE.y)]);
  });

  it('a click outside the frame is activity, not a command', () => {
    send('pointerdown', { x: 5, y: 5, buttons: 1 });
    send('pointerup', { x: 5, y: 5 });
    expect(sent).toEqual([]);
    expect(activity).toBe(2);
  });

  it('the right button is Back', () => {
    send('pointerdown', { x: 120, y: 70, button: 2, buttons: 2 });
    send('pointerup', { x: 120, y: 70, button: 2 });
    expect(sent.map((s) => s.command)).toEqual([{ type: 'press', button: 'back', device: 'pointer', repeat: false }]);
  });

  it('hover moves are reported, but a few pixels of drift do not count as someone there', () => {
    send('pointermove', { x: 200, y: 200 });
    send('pointermove', { x: 202, y: 203 });
    send('pointermove', { x: 199, y: 198 });
    send('pointermove', { x: 210, y: 200 });
    expect(sent.map((s) => s.active)).toEqual([true, false, false, true]);
    expect(sent.map((s) => s.command.type)).toEqual(['pointer', 'pointer', 'pointer', 'pointer']);
  });

  it('any move with a button down counts', () => {
    send('pointerdown', { x: 200, y: 200, buttons: 1 });
    send('pointermove', { x: 201, y: 200, buttons: 1 });
    expect(sent.map((s) => s.active)).toEqual([true, true]);
  });

  it('keeps the context menu, selection, dragging and zoom gestures from the browser', () => {
    for (const type of ['contextmenu', 'selectstart', 'dragstart', 'gesturestart']) {
      expect(send(type, { x: 0, y: 0 }).defaultPrevented).toBe(true);
    }
    expect(send('wheel', { x: 0, y: 0, ctrl: true }).defaultPrevented).toBe(true);
    expect(send('wheel', { x: 0, y: 0 }).defaultPrevented).toBe(false);
  });

  it('lets go of everything on stop', () => {
    input.stop();
    send('pointerdown', { x: 120, y: 70, buttons: 1 });
    expect(send('contextmenu', { x: 0, y: 0 }).defaultPrevented).toBe(false);
    expect(sent).toEqual([]);
  });
});
