// Every physical key and pad button the kiosk understands, in one place. The
// device modules only interpret these tables; changing a binding never means
// changing code.

import type { Button } from './commands';

/** What a key can do besides typing a character. */
export type KeyAction = Button | 'operator';

export interface KeyBinding {
  /** `KeyboardEvent.key`, or `code` where the layout must not matter. */
  readonly key?: string;
  readonly code?: string;
  /** Checked when given. Absent Ctrl and Alt mean "not held" (those chords are the browser's); absent Shift means "either". */
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  readonly alt?: boolean;
  /** Acts on release, and only if no other key went down meanwhile: Alt alone opens the menu bar, as in Windows. */
  readonly alone?: boolean;
  readonly action: KeyAction;
}

export const KEY_BINDINGS: readonly KeyBinding[] = [
  { key: 'ArrowUp', action: 'up' },
  { key: 'ArrowDown', action: 'down' },
  { key: 'ArrowLeft', action: 'left' },
  { key: 'ArrowRight', action: 'right' },
  { key: 'Enter', action: 'confirm' },
  { key: ' ', action: 'confirm' },
  { key: 'Escape', action: 'back' },
  { key: 'F10', action: 'menu' },
  { key: 'Alt', alone: true, action: 'menu' },
  { key: 'F1', action: 'help' },
  { key: 'Tab', shift: false, action: 'next' },
  { key: 'Tab', shift: true, action: 'prev' },
  { key: 'Backspace', action: 'erase' },
  { key: 'Delete', action: 'erase' },
  // The pad's spare face buttons; games also bind their original letter keys through `char`.
  { key: 'F2', action: 'x' },
  { key: 'F3', action: 'y' },
  { code: 'KeyO', ctrl: true, alt: true, action: 'operator' },
];

/**
 * Keys the browser keeps even in the kiosk: F11 toggles fullscreen, F12 opens
 * the developer tools for whoever services the machine. Every other key is
 * kept from the browser so that no shortcut (Backspace, F5, Alt+Left, Ctrl+R,
 * Ctrl+W where the browser allows it, Tab focus moves, Alt menu bar, zoom)
 * can take the page away.
 */
export const BROWSER_KEYS: ReadonlySet<string> = new Set(['F11', 'F12']);

export interface PadButtonBinding {
  /** Index in the W3C standard gamepad mapping. */
  readonly index: number;
  readonly button: Button;
  /** Acts on release, so that holding it in the operator chord does nothing else. */
  readonly onRelease?: boolean;
}

export const PAD_BUTTONS: readonly PadButtonBinding[] = [
  { index: 0, button: 'confirm' }, // A
  { index: 1, button: 'back' }, // B
  { index: 2, button: 'x' }, // X
  { index: 3, button: 'y' }, // Y
  { index: 4, button: 'prev' }, // LB
  { index: 5, button: 'next' }, // RB
  { index: 6, button: 'erase' }, // LT
  { index: 8, button: 'help', onRelease: true }, // Select / Back
  { index: 9, button: 'menu', onRelease: true }, // Start
  { index: 12, button: 'up' },
  { index: 13, button: 'down' },
  { index: 14, button: 'left' },
  { index: 15, button: 'right' },
];

export interface PadAxisBinding {
  readonly axis: number;
  readonly negative: Button;
  readonly positive: Button;
}

/** The left stick. */
export const PAD_AXES: readonly PadAxisBinding[] = [
  { axis: 0, negative: 'left', positive: 'right' },
  { axis: 1, negative: 'up', positive: 'down' },
];

/**
 * Select + Start on one pad, held this long, calls the operator. Both act on
 * release, and not at all once they were held together, so the chord opens
 * neither help nor the menu on its way.
 */
export const OPERATOR_CHORD = { buttons: [8, 9], holdMs: 3000 } as const;

/** Held on a pad, these repeat (keyboards repeat by themselves). */
export const REPEATING: ReadonlySet<Button> = new Set<Button>(['up', 'down', 'left', 'right']);

/** Every button in a fixed order, for completeness checks and prompts. */
export const BUTTONS: readonly Button[] = [
  'up',
  'down',
  'left',
  'right',
  'confirm',
  'back',
  'menu',
  'help',
  'prev',
  'next',
  'x',
  'y',
  'erase',
];
