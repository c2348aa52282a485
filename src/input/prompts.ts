// Button names for on-screen prompts, in the words of the device used last.
// Short, and in plain ASCII: the bitmap fonts have no arrow glyphs.

import type { Button, Device } from './commands';

const KEYBOARD: Record<Button, string> = {
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  confirm: 'Enter',
  back: 'Esc',
  menu: 'F10',
  help: 'F1',
  prev: 'Shift+Tab',
  next: 'Tab',
  x: 'F2',
  y: 'F3',
  erase: 'Bksp',
};

const GAMEPAD: Record<Button, string> = {
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  confirm: 'A',
  back: 'B',
  menu: 'Start',
  help: 'Select',
  prev: 'LB',
  next: 'RB',
  x: 'X',
  y: 'Y',
  erase: 'LT',
};

/** A mouse user has a keyboard too: what the mouse cannot do is shown as keys. */
const POINTER: Partial<Record<Button, string>> = {
  confirm: 'Click',
  back: 'Right-click',
};

/** What all four directions together are called. */
const DIRECTIONS: Record<Device, string> = { keyboard: 'Arrows', gamepad: 'D-pad', pointer: 'Arrows' };

export function glyph(button: Button, device: Device): string {
  if (device === 'gamepad') return GAMEPAD[button];
  if (device === 'pointer') return POINTER[button] ?? KEYBOARD[button];
  return KEYBOARD[button];
}

const isDirection = (button: Button): boolean =>
  button === 'up' || button === 'down' || button === 'left' || button === 'right';

/**
 * A prompt line such as "A Select  B Back". Neighbouring buttons with the same
 * label share it ("Left/Right Card"); all four directions become "D-pad" or "Arrows".
 */
export function promptText(pairs: readonly (readonly [Button, string])[], device: Device): string {
  const groups: { buttons: Button[]; label: string }[] = [];
  for (const [button, label] of pairs) {
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.buttons.push(button);
    else groups.push({ buttons: [button], label });
  }
  return groups
    .map(({ buttons, label }) => {
      const directions = new Set(buttons.filter(isDirection));
      const keys =
        directions.size === 4 && buttons.length === 4
          ? DIRECTIONS[device]
          : buttons.map((button) => glyph(button, device)).join('/');
      return `${keys} ${label}`;
    })
    .join('  ');
}
