// A button held down past its first press chooses nothing on the Spectrum
// pages or at the table, so a key held a moment too long (skipping the
// tape, picking a line of the menu) never answers what comes next. The
// arrows step on while held, and a held delete keeps erasing.

import type { Button, Command } from '../../input/commands';

const REPEATING: ReadonlySet<Button> = new Set(['up', 'down', 'left', 'right', 'erase']);

export function heldDown(command: Command): boolean {
  return command.type === 'press' && command.repeat && !REPEATING.has(command.button);
}
