// Driving a Windows table (Thirty-One, Hearts...) in the test kiosk as a person
// would, with one device each: the keyboard's arrows and Space, a gamepad's
// D-pad and A (each pad for its own seat), or the mouse on the cards and
// buttons. What is tested is that every step can be taken with that device
// alone. For tests only.

import type { Button } from '../../input/commands';
import type { WindowSnapshot } from '../automation';
import type { TestKiosk } from './test-kiosk';
import { type Arrow, stepToward } from './test-focus';

export type DeviceName = 'keyboard' | 'gamepad' | 'mouse';

export interface Driver {
  readonly device: DeviceName;
  /** Move the focus to a control and press it. */
  press(kiosk: TestKiosk, id: string): Promise<void>;
  /** Open a menu and pick the item with `id`. */
  menu(kiosk: TestKiosk, title: string, id: string): Promise<void>;
  /** Answer the open dialog with its button `id` (the default one for keyboard and gamepad). */
  answer(kiosk: TestKiosk, id: string): Promise<void>;
}

type Step = (button: Arrow) => Promise<void>;

const table = (kiosk: TestKiosk) => kiosk.snapshot<WindowSnapshot>();

/** Walk the focus to `id` with arrow presses: up or down to its row (the hand, the buttons above it), then along the row. */
export async function walkTo(kiosk: TestKiosk, id: string, step: Step): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const arrow = stepToward(table(kiosk).controls, id);
    if (arrow === null) return;
    await step(arrow);
  }
  throw new Error(`Could not walk the focus to ${id}; it is on ${table(kiosk).controls.find((c) => c.focused)?.id}`);
}

/** With the menu bar open on its first menu, walk right to `title` and down to `id`. */
async function walkMenu(kiosk: TestKiosk, title: string, id: string, step: Step): Promise<void> {
  for (let tries = 0; tries < 8 && table(kiosk).menuTitle !== title; tries++) await step('right');
  for (let tries = 0; tries < 20; tries++) {
    if (table(kiosk).menuItem === id) return;
    await step('down');
  }
  throw new Error(`Could not reach menu item ${id}`);
}

const ARROWS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;

export const keyboard: Driver = {
  device: 'keyboard',
  async press(kiosk, id) {
    await walkTo(kiosk, id, (b) => kiosk.key(ARROWS[b]));
    await kiosk.key(' ');
  },
  async menu(kiosk, title, id) {
    await kiosk.key('F10');
    await walkMenu(kiosk, title, id, (b) => kiosk.key(ARROWS[b]));
    await kiosk.key('Enter');
  },
  async answer(kiosk) {
    await kiosk.key('Enter');
  },
};

/** A gamepad in slot `slot` (0-3): at a table of several people, each pad plays its own seat. */
export function gamepadAt(slot: number): Driver {
  const tap = (kiosk: TestKiosk, button: Button) => kiosk.padAt(slot, button);
  return {
    device: 'gamepad',
    async press(kiosk, id) {
      await walkTo(kiosk, id, (b) => tap(kiosk, b));
      await tap(kiosk, 'confirm');
    },
    async menu(kiosk, title, id) {
      // Start.
      await tap(kiosk, 'menu');
      if (!table(kiosk).menuOpen) throw new Error('Start did not open the menu bar');
      await walkMenu(kiosk, title, id, (b) => tap(kiosk, b));
      await tap(kiosk, 'confirm');
    },
    async answer(kiosk) {
      await tap(kiosk, 'confirm');
    },
  };
}

export const gamepad: Driver = gamepadAt(0);

export const mouse: Driver = {
  device: 'mouse',
  press: (kiosk, id) => kiosk.click(id),
  menu: (kiosk, title, id) => kiosk.menu(title, id),
  answer: (kiosk, id) => kiosk.click(id),
};

const said = (kiosk: TestKiosk) => kiosk.snapshot<{ dialog: string | null; player: string | null; controls: { id: string; focused: boolean }[] }>();

/**
 * "Who is playing?" is open under the game's `title`: answer it with `device`,
 * as a guest (null: the first line, chosen at once) or as `name`, typed in on
 * the keyboard as a new player (a name already on file is that player coming back).
 */
export async function answerWhoIsPlaying(kiosk: TestKiosk, title: string, device: DeviceName, name: string | null): Promise<void> {
  await kiosk.until(() => said(kiosk).dialog === title);
  if (name === null) {
    if (device === 'mouse') await kiosk.click('ok');
    else if (device === 'gamepad') await kiosk.pad('confirm');
    else await kiosk.key('Enter');
  } else await kiosk.newPlayer(name);
  await kiosk.until(() => said(kiosk).player === name);
}

/** On the game select, step with `down` until the game `id` has the focus. */
export async function focusGame(kiosk: TestKiosk, id: string, down: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if (said(kiosk).controls.find((c) => c.focused)?.id === id) return;
    await down();
  }
  throw new Error(`The game select never reached ${id}.`);
}

/** From the title to game `id`'s table with `device`, answering "Who is playing?" (under the window's `title`) with `name` (null: a guest). */
export async function sitAtTable(kiosk: TestKiosk, device: DeviceName, id: string, title: string, name: string | null): Promise<void> {
  await kiosk.untilScreen('title');
  if (device === 'mouse') {
    await kiosk.click('play');
    await kiosk.untilScreen('select');
    await kiosk.click(id);
  } else {
    const press = (button: 'confirm' | 'down') => (device === 'gamepad' ? kiosk.pad(button) : kiosk.key(button === 'confirm' ? 'Enter' : 'ArrowDown'));
    await press('confirm');
    await kiosk.untilScreen('select');
    await focusGame(kiosk, id, () => press('down'));
    await press('confirm');
  }
  await kiosk.untilScreen(id);
  await answerWhoIsPlaying(kiosk, title, device, name);
}
