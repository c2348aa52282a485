// The behaviour of a modal dialog without its drawing: focus is trapped in its
// controls, back answers with the Cancel value when there is one, and the
// result promise settles exactly once, when the dialog closes.

import type { Command } from '../../input/commands';
import { FocusGroup } from './focus';

export class DialogController<T> {
  readonly focus = new FocusGroup();
  readonly result: Promise<T>;
  private resolve!: (value: T) => void;
  private finished = false;
  /** Space types ' ' just before its confirm (keyboard.ts); Space presses the focused control. */
  private afterSpace = false;
  /** What Enter does when the focus is not on a push button: press the default button. */
  defaultAction: (() => void) | null = null;
  /** Whether a control is a push button (Enter presses it rather than the default). */
  isButton: (control: unknown) => boolean = () => false;

  /**
   * `cancel` gives the answer for back (null: back does nothing); `onClose`
   * takes the dialog off the screen.
   */
  constructor(
    private readonly cancel: (() => T) | null,
    private readonly onClose: () => void,
  ) {
    this.result = new Promise<T>((resolve) => {
      this.resolve = resolve;
    });
  }

  get done(): boolean {
    return this.finished;
  }

  finish(value: T): void {
    if (this.finished) return;
    this.finished = true;
    this.onClose();
    this.resolve(value);
  }

  /** Always true: nothing behind a modal dialog sees a command. */
  handle(command: Command): boolean {
    if (this.finished) return true;
    const afterSpace = this.afterSpace;
    this.afterSpace = command.type === 'char' && command.char === ' ';
    // As in Windows, Enter on a check box or list means OK; Space (and the pad's A) presses what has focus.
    const enter = command.type === 'press' && command.button === 'confirm' && command.device === 'keyboard' && !afterSpace;
    if (enter && this.defaultAction && !this.isButton(this.focus.current)) {
      this.defaultAction();
      return true;
    }
    if (this.focus.handle(command)) return true;
    if (command.type === 'press' && command.button === 'back' && this.cancel) this.finish(this.cancel());
    return true;
  }
}
