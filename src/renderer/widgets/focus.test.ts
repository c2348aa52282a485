import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FocusGroup } from './focus';
import { FakeControl, alt, char, pointer, press } from './test-controls';

/** A typical dialog: two check boxes in a column, OK/Cancel side by side below. */
function dialog() {
  const first = new FakeControl('first', { x: 20, y: 20, width: 120, height: 14 }, 'F');
  const second = new FakeControl('second', { x: 20, y: 40, width: 120, height: 14 }, 'S');
  const ok = new FakeControl('ok', { x: 20, y: 80, width: 70, height: 23 }, 'O');
  const cancel = new FakeControl('cancel', { x: 100, y: 80, width: 70, height: 23 }, 'C');
  const group = new FocusGroup();
  group.add(first, second, ok, cancel);
  return { group, first, second, ok, cancel };
}

describe('FocusGroup', () => {
  it('focuses the first enabled control when controls are added', () => {
    const { group, first } = dialog();
    expect(group.current).toBe(first);
    expect(first.focused).toBe(true);
  });

  it('puts controls added first ahead of the others in the Tab order', () => {
    const { group, first, ok } = dialog();
    const card = new FakeControl('card', { x: 200, y: 20, width: 40, height: 60 }, undefined);
    group.addFirst(card);
    expect(group.current).toBe(first);
    expect(group.controls[0]).toBe(card);
    group.focus(ok);
    group.handle(press('next'));
    group.handle(press('next'));
    expect(group.current).toBe(card);
  });

  it('moves by geometry: down the column, then across the button row', () => {
    const { group, second, ok, cancel } = dialog();
    expect(group.handle(press('down'))).toBe(true);
    expect(group.current).toBe(second);
    group.handle(press('down'));
    expect(group.current).toBe(ok);
    group.handle(press('right'));
    expect(group.current).toBe(cancel);
    expect(ok.focused).toBe(false);
    expect(cancel.focused).toBe(true);
    group.handle(press('up'));
    expect(group.current).toBe(second);
  });

  it('reports an arrow with nowhere to go as unused', () => {
    const { group, first } = dialog();
    expect(group.handle(press('up'))).toBe(false);
    expect(group.handle(press('left'))).toBe(false);
    expect(group.current).toBe(first);
  });

  it('cycles in order with next/prev, wrapping and skipping disabled controls', () => {
    const { group, first, second, cancel } = dialog();
    second.enabled = false;
    group.handle(press('prev'));
    expect(group.current).toBe(cancel);
    group.handle(press('next'));
    expect(group.current).toBe(first);
    group.handle(press('next'));
    expect(group.current?.accelerator).toBe('O');
  });

  it('activates the focused control once for Space, which arrives as confirm and then as a typed space', () => {
    const { group, first } = dialog();
    group.handle(press('confirm'));
    expect(group.handle(char(' '))).toBe(true);
    expect(first.activations).toBe(1);
  });

  it('activates a control by its shortcut letter, case-insensitively', () => {
    const { group, cancel, ok } = dialog();
    expect(group.handle(char('c'))).toBe(true);
    expect(group.current).toBe(cancel);
    expect(cancel.activations).toBe(1);
    expect(ok.activations).toBe(0);
    expect(group.handle(char('Q'))).toBe(false);
  });

  it('only focuses a control whose shortcut belongs to the label beside it', () => {
    const group = new FocusGroup();
    const ok = new FakeControl('ok', { x: 0, y: 40, width: 20, height: 10 }, 'O');
    const list = Object.assign(new FakeControl('list', { x: 0, y: 0, width: 60, height: 30 }, 'C'), { shortcutFocuses: true });
    group.add(ok, list);
    expect(group.handle(char('c'))).toBe(true);
    expect(group.current).toBe(list);
    expect(list.activations).toBe(0);
  });

  it('activates a control on pointer down and up inside it, showing it pressed meanwhile', () => {
    const { group, ok } = dialog();
    expect(group.handle(pointer('down', 30, 90))).toBe(true);
    expect(group.current).toBe(ok);
    expect(ok.pressed).toBe(true);
    group.handle(pointer('move', 300, 300));
    expect(ok.pressed).toBe(false);
    group.handle(pointer('move', 31, 91));
    expect(ok.pressed).toBe(true);
    group.handle(pointer('up', 31, 91));
    expect(ok.pressed).toBe(false);
    expect(ok.activations).toBe(1);
  });

  it('does not activate when the pointer is released elsewhere', () => {
    const { group, ok } = dialog();
    group.handle(pointer('down', 30, 90));
    group.handle(pointer('up', 300, 300));
    expect(ok.activations).toBe(0);
    expect(group.handle(pointer('down', 300, 300))).toBe(false);
  });

  it('uses bounds edges exactly (integer hit-testing)', () => {
    const { group, ok, cancel } = dialog();
    group.handle(pointer('down', 89, 102));
    expect(group.current).toBe(ok);
    group.handle(pointer('up', 89, 102));
    group.handle(pointer('down', 90, 80));
    expect(group.current).toBe(ok);
    group.handle(pointer('up', 100, 80));
    expect(cancel.activations).toBe(0);
  });

  it('lets the focused control use a command first, and routes its pointer presses to it', () => {
    const group = new FocusGroup();
    const list = new FakeControl('list', { x: 0, y: 0, width: 50, height: 50 }, undefined, (c) => c.type === 'pointer' || (c.type === 'press' && c.button === 'down'));
    const below = new FakeControl('below', { x: 0, y: 60, width: 50, height: 20 });
    group.add(list, below);
    group.handle(press('down'));
    expect(group.current).toBe(list);
    group.handle(pointer('down', 5, 5));
    group.handle(pointer('move', 100, 100));
    group.handle(pointer('up', 100, 100));
    expect(list.handled.map((c) => c.type === 'pointer' && c.phase)).toEqual([false, 'down', 'move', 'up']);
    expect(list.activations).toBe(0);
  });

  it('moves focus away from a removed control', () => {
    const { group, first, second } = dialog();
    group.remove(first);
    expect(group.current).toBe(second);
    expect(group.controls).not.toContain(first);
  });

  it('never leaves focus on a disabled control or outside the group under any arrow sequence', () => {
    const dirs = ['up', 'down', 'left', 'right', 'next', 'prev'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...dirs)), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (moves, enabled) => {
        const { group, first, second, ok, cancel } = dialog();
        const all = [first, second, ok, cancel];
        all.forEach((c, i) => (c.enabled = enabled[i] ?? true));
        if (!first.enabled && enabled.some(Boolean)) group.handle(press('next'));
        for (const m of moves) group.handle(press(m));
        const focused = all.filter((c) => c.focused);
        expect(focused.length).toBeLessThanOrEqual(1);
        if (group.current !== first) expect(group.current?.enabled ?? true).toBe(true);
        if (group.current) expect(focused).toEqual([group.current]);
      }),
    );
  });
});

describe('a radio group in a dialog, as Windows has it', () => {
  /** Three radio buttons in a column (the second chosen), OK below. */
  function radios() {
    let chosen = 'b';
    const radio = (name: string, y: number) => {
      const control = new FakeControl(name, { x: 20, y, width: 100, height: 14 });
      Object.defineProperty(control, 'tabStop', { get: () => chosen === name });
      Object.assign(control, { followsFocus: true, activate: () => (chosen = name) });
      return control;
    };
    const a = radio('a', 20);
    const b = radio('b', 40);
    const c = radio('c', 60);
    const ok = new FakeControl('ok', { x: 20, y: 90, width: 70, height: 23 }, 'O');
    const group = new FocusGroup();
    group.add(a, b, c, ok);
    return { group, a, b, c, ok, chosen: () => chosen };
  }

  it('starts on the chosen button, not the first', () => {
    const { group, b } = radios();
    expect(group.current).toBe(b);
  });

  it('chooses with the arrows as the focus moves', () => {
    const { group, a, c, chosen } = radios();
    group.handle(press('down'));
    expect(group.current).toBe(c);
    expect(chosen()).toBe('c');
    group.handle(press('up'));
    group.handle(press('up'));
    expect(group.current).toBe(a);
    expect(chosen()).toBe('a');
  });

  it('only walks with a pad: moving down to OK changes nothing, A chooses', () => {
    const { group, a, b, c, ok, chosen } = radios();
    group.handle(press('up', 'gamepad'));
    expect(group.current).toBe(a);
    expect(chosen()).toBe('b');
    group.handle(press('down', 'gamepad'));
    group.handle(press('down', 'gamepad'));
    group.handle(press('down', 'gamepad'));
    expect(group.current).toBe(ok);
    expect(chosen()).toBe('b');
    group.handle(press('up', 'gamepad'));
    expect(group.current).toBe(c);
    group.handle(press('confirm', 'gamepad'));
    expect(chosen()).toBe('c');
    expect(b.focused).toBe(false);
  });

  it('tabs from the chosen button straight past the others', () => {
    const { group, b, ok, chosen } = radios();
    group.handle(press('next'));
    expect(group.current).toBe(ok);
    group.handle(press('prev'));
    expect(group.current).toBe(b);
    expect(chosen()).toBe('b');
  });

  it('takes Alt+letter as the underlined letter, as a Windows dialog does', () => {
    const { group, ok } = radios();
    expect(group.handle(alt('O'))).toBe(true);
    expect(ok.activations).toBe(1);
  });
});
