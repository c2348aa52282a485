// A control with no drawing, for exercising focus and dialogs in Node.

import type { Command } from '../../input/commands';
import type { Focusable } from './focus';
import type { Rect } from './geometry';

export class FakeControl implements Focusable {
  focused = false;
  pressed = false;
  enabled = true;
  activations = 0;
  readonly handled: Command[] = [];

  constructor(
    readonly name: string,
    private readonly rect: Rect,
    readonly accelerator?: string,
    private readonly own?: (command: Command) => boolean,
  ) {}

  bounds(): Rect {
    return this.rect;
  }

  activate(): void {
    this.activations++;
  }

  handle(command: Command): boolean {
    const used = this.own?.(command) ?? false;
    if (used) this.handled.push(command);
    return used;
  }
}

export function press(button: Extract<Command, { type: 'press' }>['button'], device: 'keyboard' | 'gamepad' = 'keyboard'): Command {
  return { type: 'press', button, device, repeat: false };
}

export function char(c: string): Command {
  return { type: 'char', char: c, device: 'keyboard' };
}

/** Alt held with a letter, as Windows reads it. */
export function alt(c: string): Command {
  return { type: 'alt', char: c, device: 'keyboard' };
}

export function pointer(phase: 'down' | 'move' | 'up', x: number, y: number): Command {
  return { type: 'pointer', phase, x, y, device: 'pointer' };
}
