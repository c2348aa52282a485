// A dialog host for tests in Node: it stacks the dialogs opened on it, as the
// navigator's modal layer does, gives every command to the top one, and
// presses controls by the ids automation knows them by.

import type { Command } from '../../input/commands';
import { Dialog, type DialogHost } from './dialog';
import { char, pointer, press } from './test-controls';

type Modal = Parameters<DialogHost['open']>[0];

export class TestHost implements DialogHost {
  readonly stack: Modal[] = [];

  open(dialog: Modal): void {
    this.stack.push(dialog);
  }

  close(dialog: Modal): void {
    const at = this.stack.indexOf(dialog);
    if (at >= 0) this.stack.splice(at, 1);
  }

  /** The dialog on top; throws when none is open. */
  get top(): Dialog<unknown> {
    const top = this.stack.at(-1);
    if (!(top instanceof Dialog)) throw new Error('No dialog open');
    return top;
  }

  /** The title of the dialog on top, or null. */
  get title(): string | null {
    const top = this.stack.at(-1);
    return top instanceof Dialog ? top.title : null;
  }

  /** The ids of the top dialog's enabled controls, in tab order. */
  ids(): string[] {
    return this.top.namedControls().filter(({ item }) => item.enabled).map(({ id }) => id);
  }

  /** The id of the control with the focus in the top dialog. */
  focusedId(): string | undefined {
    return this.top.namedControls().find(({ item }) => item.focused)?.id;
  }

  /** Give commands to the top dialog, then let the answers they start run on. */
  async send(...commands: Command[]): Promise<void> {
    for (const command of commands) {
      this.top.handle(command);
      await settle();
    }
  }

  /** Keyboard presses of `buttons` ('down', 'confirm'...). */
  async keys(...buttons: Parameters<typeof press>[0][]): Promise<void> {
    await this.send(...buttons.map((b) => press(b)));
  }

  /** Gamepad presses of `buttons`. */
  async pad(...buttons: Parameters<typeof press>[0][]): Promise<void> {
    await this.send(...buttons.map((b) => press(b, 'gamepad')));
  }

  /** Characters typed on the keyboard. */
  async type(text: string): Promise<void> {
    await this.send(...[...text].map((c) => char(c)));
  }

  /** A mouse click in the middle of the control `id` of the top dialog. */
  async click(id: string): Promise<void> {
    const control = this.top.namedControls().find((c) => c.id === id);
    if (!control) throw new Error(`No control ${id} in ${this.title}: ${this.ids().join(' ')}`);
    const box = control.item.bounds();
    await this.clickAt(box.x + Math.floor(box.width / 2), box.y + Math.floor(box.height / 2));
  }

  /** A mouse click at a point of the stage. */
  async clickAt(x: number, y: number): Promise<void> {
    await this.send(pointer('down', x, y), pointer('up', x, y));
  }
}

/** Let every answer already settled run (a dialog that opens the next one). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
