// The help a visitor gets on any shell screen, for the device in their hands:
// nobody at a cabinet has read a manual.

import type { Device } from '../../input/commands';

const HELP: Record<Device, string> = {
  gamepad:
    'Move between buttons with the D-pad or the stick, press A to choose and B to go back. ' +
    "Start opens a game's menu, Select shows this help. LB and RB jump between buttons.",
  keyboard:
    'Move between buttons with the arrow keys or Tab, press Enter to choose and Esc to go back. ' +
    "Underlined letters are shortcuts. F10 opens a game's menu, F1 shows this help.",
  pointer:
    'Click a button to choose it; right-click goes back. ' +
    'The keyboard works too: arrows and Enter to choose, Esc to go back, F1 for this help.',
};

export function controlsHelp(device: Device): string {
  return HELP[device];
}
