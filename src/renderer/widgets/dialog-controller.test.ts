import { describe, expect, it } from 'vitest';
import type { Command } from '../../input/commands';
import { DialogController } from './dialog-controller';
import { FakeControl, char, pointer, press } from './test-controls';

function yesNo(cancellable: boolean) {
  let closed = 0;
  const dialog = new DialogController<string>(cancellable ? () => 'no' : null, () => closed++);
  const yes = new FakeControl('yes', { x: 10, y: 50, width: 60, height: 23 }, 'Y');
  const no = new FakeControl('no', { x: 80, y: 50, width: 60, height: 23 }, 'N');
  yes.activate = () => dialog.finish('yes');
  no.activate = () => dialog.finish('no');
  dialog.focus.add(yes, no);
  return { dialog, closed: () => closed };
}

describe('DialogController', () => {
  it('resolves with the focused button on confirm and closes once', async () => {
    const { dialog, closed } = yesNo(true);
    dialog.handle(press('right'));
    dialog.handle(press('confirm'));
    dialog.handle(press('confirm'));
    await expect(dialog.result).resolves.toBe('no');
    expect(closed()).toBe(1);
  });

  it('resolves with the cancel answer on back', async () => {
    const { dialog } = yesNo(true);
    dialog.handle(press('back', 'gamepad'));
    await expect(dialog.result).resolves.toBe('no');
    expect(dialog.done).toBe(true);
  });

  it('stays open on back when it has no cancel answer, and still swallows commands', () => {
    const { dialog, closed } = yesNo(false);
    expect(dialog.handle(press('back'))).toBe(true);
    expect(dialog.handle(press('help'))).toBe(true);
    expect(dialog.handle(pointer('down', 600, 400))).toBe(true);
    expect(dialog.done).toBe(false);
    expect(closed()).toBe(0);
  });

  it('answers to shortcut letters and mouse clicks', async () => {
    const a = yesNo(true);
    a.dialog.handle(char('y'));
    await expect(a.dialog.result).resolves.toBe('yes');
    const b = yesNo(true);
    b.dialog.handle(pointer('down', 85, 55));
    b.dialog.handle(pointer('up', 85, 55));
    await expect(b.dialog.result).resolves.toBe('no');
  });
});

describe('DialogController: Enter and Space', () => {
  const keyboard = (button: 'confirm'): Command => ({ type: 'press', button, device: 'keyboard', repeat: false });
  const setUp = () => {
    const controller = new DialogController<string>(null, () => {});
    const check = new FakeControl('check', { x: 0, y: 0, width: 10, height: 10 });
    controller.focus.add(check);
    let defaults = 0;
    controller.defaultAction = () => defaults++;
    return { controller, check, defaults: () => defaults };
  };

  it('Enter on a check box presses the default button', () => {
    const { controller, check, defaults } = setUp();
    controller.handle(keyboard('confirm'));
    expect(defaults()).toBe(1);
    expect(check.activations).toBe(0);
  });

  it('Space presses the focused check box, not the default', () => {
    const { controller, check, defaults } = setUp();
    controller.handle({ type: 'char', char: ' ', device: 'keyboard' });
    controller.handle(keyboard('confirm'));
    expect(check.activations).toBe(1);
    expect(defaults()).toBe(0);
  });

  it("the pad's A presses what has focus", () => {
    const { controller, check, defaults } = setUp();
    controller.handle({ type: 'press', button: 'confirm', device: 'gamepad', repeat: false });
    expect(check.activations).toBe(1);
    expect(defaults()).toBe(0);
  });
});
