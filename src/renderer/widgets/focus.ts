// Keyboard/gamepad focus and mouse presses for a set of controls, as a Windows
// dialog handles them: arrows move to the nearest control in that direction,
// next/prev cycle in order, confirm (Space is bound to it) activates the focused control,
// a shortcut letter activates its control (or only focuses it, for a list), and a mouse press followed by a
// release on the same control focuses and activates it.

import type { Command, Device } from '../../input/commands';
import { type Rect, contains } from './geometry';

export interface Focusable {
  /** Where the control is on the stage, in native pixels. */
  bounds(): Rect;
  readonly enabled: boolean;
  focused: boolean;
  /** Shown while the mouse holds the control down. */
  pressed?: boolean;
  /** Upper-case shortcut letter. */
  readonly accelerator?: string | undefined;
  /**
   * The shortcut only moves the focus here rather than pressing the control:
   * a list box whose letter is underlined in the label above it, as in Windows.
   */
  readonly shortcutFocuses?: boolean;
  /** What the control is called, without shortcut marks (widgets keep it in Pixi's own `label`). */
  readonly label?: string | undefined;
  activate(): void;
  /**
   * False for a control Tab passes over and a dialog does not start on: the
   * unchosen buttons of a radio group, whose chosen one stands for the group.
   */
  readonly tabStop?: boolean;
  /**
   * Reached by a keyboard's arrow, the control is chosen as well (a radio
   * button, as in Windows). A pad's D-pad only walks: someone moving down a
   * dialog to reach OK must not change every choice on the way; A chooses.
   */
  readonly followsFocus?: boolean;
  /**
   * The control's own use of a command before the group navigates (a list
   * moves its selection on up/down, a keyboard grid its key). Pointer presses
   * the control accepts here are followed by its moves and release.
   */
  handle?(command: Command): boolean;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export class FocusGroup {
  private readonly items: Focusable[] = [];
  private focusedItem: Focusable | null = null;
  /** The control a pointer press began on, until the release. */
  private held: { item: Focusable; own: boolean } | null = null;

  get current(): Focusable | null {
    return this.focusedItem;
  }

  get controls(): readonly Focusable[] {
    return this.items;
  }

  add(...items: Focusable[]): void {
    for (const item of items) {
      item.focused = false;
      this.items.push(item);
    }
    if (!this.focusedItem) this.focus(this.items.find(isStop) ?? this.items.find((i) => i.enabled) ?? null);
  }

  /** Controls that come before the others in the Tab order (a hand's cards before the buttons under it). */
  addFirst(...items: Focusable[]): void {
    for (const item of items) item.focused = false;
    this.items.unshift(...items);
    if (!this.focusedItem) this.focus(this.items.find(isStop) ?? this.items.find((i) => i.enabled) ?? null);
  }

  remove(item: Focusable): void {
    const at = this.items.indexOf(item);
    if (at < 0) return;
    this.items.splice(at, 1);
    if (this.held?.item === item) this.held = null;
    if (this.focusedItem === item) {
      item.focused = false;
      this.focusedItem = null;
      this.focus(this.items.find((i) => i.enabled) ?? null);
    }
  }

  focus(item: Focusable | null): void {
    if (item === this.focusedItem) return;
    if (this.focusedItem) this.focusedItem.focused = false;
    this.focusedItem = item;
    if (item) item.focused = true;
  }

  /** Move focus by `step` places in list order, wrapping, skipping disabled controls. */
  cycle(step: 1 | -1): boolean {
    const n = this.items.length;
    const from = this.focusedItem ? this.items.indexOf(this.focusedItem) : step > 0 ? -1 : n;
    for (let k = 1; k <= n; k++) {
      const item = this.items[(((from + step * k) % n) + n) % n];
      if (item && isStop(item)) {
        if (item === this.focusedItem) return false;
        this.focus(item);
        return true;
      }
    }
    return false;
  }

  /**
   * Focus the nearest enabled control lying wholly beyond the current one in
   * `direction`; ones lined up with it (overlapping it across the direction
   * of travel) win over ones off to the side. False when there is none.
   */
  move(direction: Direction, device: Device = 'keyboard'): boolean {
    if (!this.focusedItem) return this.cycle(direction === 'up' || direction === 'left' ? -1 : 1);
    const from = this.focusedItem.bounds();
    const horizontal = direction === 'left' || direction === 'right';
    const sign = direction === 'right' || direction === 'down' ? 1 : -1;
    let best: Focusable | null = null;
    let bestScore = Infinity;
    for (const item of this.items) {
      if (item === this.focusedItem || !item.enabled) continue;
      const to = item.bounds();
      const along = horizontal ? beyond(from.x, from.width, to.x, to.width, sign) : beyond(from.y, from.height, to.y, to.height, sign);
      if (along < 0) continue;
      const across = horizontal ? gap(from.y, from.height, to.y, to.height) : gap(from.x, from.width, to.x, to.width);
      const score = along + 6 * across;
      if (score < bestScore) {
        best = item;
        bestScore = score;
      }
    }
    if (!best) return false;
    this.focus(best);
    if (best.followsFocus === true && device === 'keyboard') best.activate();
    return true;
  }

  /** Whether the command was used. */
  handle(command: Command): boolean {
    if (command.type === 'pointer') return this.pointer(command);
    if (this.focusedItem?.handle?.(command)) return true;
    // Alt+letter presses the control whose letter is underlined too, as in a Windows dialog.
    if (command.type === 'char' || command.type === 'alt') return this.shortcut(command.char);
    if (command.type !== 'press') return false;
    switch (command.button) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        return this.move(command.button, command.device);
      case 'next':
        return this.cycle(1);
      case 'prev':
        return this.cycle(-1);
      case 'confirm':
        return this.activateFocused();
      default:
        return false;
    }
  }

  private activateFocused(): boolean {
    if (!this.focusedItem?.enabled) return false;
    this.focusedItem.activate();
    return true;
  }

  private shortcut(char: string): boolean {
    // Space arrives as confirm too (bindings.ts); its typed ' ' must not press the control a second time.
    if (char === ' ') return true;
    const key = char.toUpperCase();
    const item = this.items.find((i) => i.enabled && i.accelerator === key);
    if (!item) return false;
    this.focus(item);
    if (!item.shortcutFocuses) item.activate();
    return true;
  }

  private pointer(command: Extract<Command, { type: 'pointer' }>): boolean {
    const { x, y } = command;
    if (command.phase === 'down') {
      const item = this.items.find((i) => i.enabled && contains(i.bounds(), x, y));
      if (!item) return false;
      this.focus(item);
      const own = item.handle?.(command) ?? false;
      this.held = { item, own };
      if (!own) item.pressed = true;
      return true;
    }
    const held = this.held;
    if (!held) return false;
    if (held.own) {
      held.item.handle?.(command);
    } else {
      const inside = contains(held.item.bounds(), x, y);
      held.item.pressed = command.phase === 'move' && inside;
      if (command.phase === 'up' && inside) held.item.activate();
    }
    if (command.phase === 'up') this.held = null;
    return true;
  }
}

/** A control the focus may start on or Tab to. */
function isStop(item: Focusable): boolean {
  return item.enabled && item.tabStop !== false;
}

/** How far span b starts past the end of span a going in `sign`; negative when it does not. */
function beyond(a: number, aLength: number, b: number, bLength: number, sign: number): number {
  return sign > 0 ? b - (a + aLength) : a - (b + bLength);
}

/** Distance between two spans on one axis; 0 when they overlap. */
function gap(a: number, aLength: number, b: number, bLength: number): number {
  if (b >= a + aLength) return b - (a + aLength);
  if (a >= b + bLength) return a - (b + bLength);
  return 0;
}
