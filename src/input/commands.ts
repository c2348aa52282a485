// The one vocabulary every screen understands. Keyboard, gamepads and the
// mouse/touch all turn into these, so a screen never asks which device spoke
// (except to show the right button glyphs in its prompts).

export type Device = 'keyboard' | 'gamepad' | 'pointer';

/**
 * Abstract buttons. Keyboard and gamepad bindings map onto these in
 * `bindings.ts`; `x` and `y` are the gamepad's spare face buttons that games
 * give a meaning (Chinese Patience: twist, finish).
 */
export type Button =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'confirm'
  | 'back'
  | 'menu'
  | 'help'
  | 'prev'
  | 'next'
  | 'x'
  | 'y'
  | 'erase';

export type Command =
  /**
   * A button went down (`repeat` when held and auto-repeating). A gamepad's
   * press names its `pad` slot (0-3), so a table where several people each
   * hold a pad can let each pad act for its own seat only.
   */
  | { type: 'press'; button: Button; device: Device; repeat: boolean; pad?: number }
  /** A printable character typed on a keyboard (letters upper-cased). */
  | { type: 'char'; char: string; device: 'keyboard' }
  /** Alt with a letter or digit (upper-cased), as in Windows: the menu, or the control, whose letter is underlined. */
  | { type: 'alt'; char: string; device: 'keyboard' }
  /** Mouse or touch, already in native stage pixels. */
  | { type: 'pointer'; phase: 'down' | 'move' | 'up'; x: number; y: number; device: 'pointer' }
  /** The operator gesture: Select+Start held 3 s, or Ctrl+Alt+O. */
  | { type: 'operator'; device: Device };

export type CommandListener = (command: Command) => void;
