// What a Windows menu bar does, apart from drawing: which drop-down is open,
// which item is highlighted, and what each command does to them. While a menu
// is open it is modal and uses every command.

import type { Command } from '../../input/commands';
import { acceleratorOf, plainLabel } from './accelerator';

export interface MenuItemSpec {
  label: string;
  id: string;
  checked?: boolean;
  disabled?: boolean;
}

export interface MenuSeparator {
  separator: true;
}

export type MenuEntry = MenuItemSpec | MenuSeparator;

export interface MenuSpec {
  label: string;
  items: MenuEntry[];
}

export function isSeparator(entry: MenuEntry): entry is MenuSeparator {
  return 'separator' in entry;
}

export class MenuModel {
  /** The open drop-down, -1 when the menu bar is idle. */
  openIndex = -1;
  /** The highlighted item of the open drop-down, -1 for none (opened by mouse). */
  itemIndex = -1;
  private readonly changeListeners = new Set<() => void>();

  constructor(
    readonly menus: MenuSpec[],
    private readonly onPick: (id: string) => void,
  ) {}

  get isOpen(): boolean {
    return this.openIndex >= 0;
  }

  /** The items of the open drop-down (empty when closed). */
  get openItems(): readonly MenuEntry[] {
    return this.menus[this.openIndex]?.items ?? [];
  }

  onChange(fn: () => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  /** Open a drop-down; `highlightFirst` for the keyboard, not the mouse. */
  open(index: number, highlightFirst: boolean): void {
    if (index < 0 || index >= this.menus.length) return;
    this.openIndex = index;
    this.itemIndex = highlightFirst ? this.step(-1, 1) : -1;
    this.changed();
  }

  close(): void {
    if (!this.isOpen) return;
    this.openIndex = -1;
    this.itemIndex = -1;
    this.changed();
  }

  highlight(itemIndex: number): void {
    const entry = this.openItems[itemIndex];
    const next = entry && !isSeparator(entry) ? itemIndex : -1;
    if (next === this.itemIndex) return;
    this.itemIndex = next;
    this.changed();
  }

  /** Choose an item of the open drop-down: closes and reports it unless disabled. */
  pick(itemIndex: number): boolean {
    const entry = this.openItems[itemIndex];
    if (!entry || isSeparator(entry) || entry.disabled) return false;
    this.close();
    this.onPick(entry.id);
    return true;
  }

  /** Change an item's check mark or availability wherever it is. */
  update(id: string, change: { checked?: boolean; disabled?: boolean }): void {
    for (const menu of this.menus) {
      for (const entry of menu.items) {
        if (!isSeparator(entry) && entry.id === id) Object.assign(entry, change);
      }
    }
    this.changed();
  }

  /**
   * Take the labels, check marks and disabled states of `menus` (the same
   * menus, built again from a screen's settings), item by id, in one redraw.
   */
  sync(menus: readonly MenuSpec[]): void {
    const wanted = new Map(menus.flatMap((menu) => menu.items.flatMap((entry) => (isSeparator(entry) ? [] : [[entry.id, entry] as const]))));
    for (const menu of this.menus) {
      for (const entry of menu.items) {
        const want = isSeparator(entry) ? undefined : wanted.get(entry.id);
        if (want && !isSeparator(entry)) Object.assign(entry, { label: want.label, checked: want.checked, disabled: want.disabled });
      }
    }
    this.changed();
  }

  /** What automation reads of the menus: the ticks, and what is open and lit. */
  snapshot(): { checked: string[]; menuOpen: boolean; menuTitle: string | null; menuItem: string | null } {
    const items = this.menus.flatMap((menu) => menu.items).filter((entry): entry is MenuItemSpec => !isSeparator(entry));
    const lit = this.openItems[this.itemIndex];
    return {
      checked: items.filter((entry) => entry.checked === true).map((entry) => entry.id),
      menuOpen: this.isOpen,
      menuTitle: this.isOpen ? plainLabel(this.menus[this.openIndex]?.label ?? '') : null,
      menuItem: lit && !isSeparator(lit) ? lit.id : null,
    };
  }

  /** Keyboard and gamepad commands (pointer hits are mapped by the view). */
  handle(command: Command): boolean {
    // Alt+letter opens the menu whose letter is underlined, open or not; a letter no title has is left to the window.
    if (command.type === 'alt') {
      const menu = this.menus.findIndex((m) => acceleratorOf(m.label) === command.char);
      if (menu >= 0) this.open(menu, true);
      return menu >= 0 || this.isOpen;
    }
    if (command.type === 'press' && command.button === 'menu') {
      if (this.isOpen) this.close();
      else this.open(0, true);
      return true;
    }
    if (!this.isOpen) return false;
    if (command.type === 'char') this.shortcut(command.char.toUpperCase());
    if (command.type !== 'press') return true;
    switch (command.button) {
      case 'left':
      case 'prev':
        this.open((this.openIndex + this.menus.length - 1) % this.menus.length, true);
        break;
      case 'right':
      case 'next':
        this.open((this.openIndex + 1) % this.menus.length, true);
        break;
      case 'up':
        this.highlight(this.step(this.itemIndex < 0 ? 0 : this.itemIndex, -1));
        break;
      case 'down':
        this.highlight(this.step(this.itemIndex, 1));
        break;
      case 'confirm':
        if (this.itemIndex < 0) this.highlight(this.step(-1, 1));
        else this.pick(this.itemIndex);
        break;
      case 'back':
        this.close();
        break;
      default:
        break;
    }
    return true;
  }

  /** The next item from `from` in `direction`, wrapping, skipping separators. */
  private step(from: number, direction: 1 | -1): number {
    const items = this.openItems;
    const n = items.length;
    for (let k = 1; k <= n; k++) {
      const at = (((from + direction * k) % n) + n) % n;
      const entry = items[at];
      if (entry && !isSeparator(entry)) return at;
    }
    return -1;
  }

  private shortcut(key: string): void {
    const at = this.openItems.findIndex((e) => !isSeparator(e) && !e.disabled && acceleratorOf(e.label) === key);
    if (at >= 0) {
      this.pick(at);
      return;
    }
    const menu = this.menus.findIndex((m) => acceleratorOf(m.label) === key);
    if (menu >= 0) this.open(menu, true);
  }

  private changed(): void {
    for (const fn of this.changeListeners) fn();
  }
}
