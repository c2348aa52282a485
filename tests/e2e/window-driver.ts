// Driving a Windows table (Hearts, Euchre) as a person would, with one
// device each: the keyboard's arrows and Space, the gamepad's D-pad and A, or
// the mouse on the cards and buttons. What is tested is that every step can
// be taken with that device alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Rect, WindowSnapshot } from '../../src/screens/automation';
import { type Arrow, stepToward } from '../../src/screens/shell/test-focus';
import { canvasGeometry, clickControl, snapshot, toPage } from './browser';
import { PAD, padTap } from './gamepad-init';

const table = (page: Page) => snapshot<WindowSnapshot>(page);

export type DeviceName = 'keyboard' | 'gamepad' | 'mouse';

export interface Driver {
  readonly device: DeviceName;
  /** Move the focus to a control and press it. */
  press(page: Page, id: string): Promise<void>;
  /** Open a menu and pick the item with `id`. */
  menu(page: Page, title: string, id: string): Promise<void>;
  /** Answer the open dialog with its button `id` (the default one for keyboard and gamepad). */
  answer(page: Page, id: string): Promise<void>;
}

async function focusedId(page: Page): Promise<string | undefined> {
  return (await table(page)).controls.find((c) => c.focused)?.id;
}

/** Walk the focus to `id` with arrow presses: up or down to its row (the hand, the buttons above it), then along the row. */
async function walkTo(page: Page, id: string, step: (button: Arrow) => Promise<void>): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const arrow = stepToward((await table(page)).controls, id);
    if (arrow === null) return;
    await step(arrow);
  }
  throw new Error(`Could not walk the focus to ${id}; it is on ${await focusedId(page)}`);
}

const KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;

export const keyboard: Driver = {
  device: 'keyboard',
  async press(page, id) {
    await walkTo(page, id, (b) => page.keyboard.press(KEYS[b]));
    await page.keyboard.press('Space');
  },
  async menu(page, title, id) {
    await page.keyboard.press('F10');
    await walkMenu(page, title, id, (b) => page.keyboard.press(KEYS[b]));
    await page.keyboard.press('Enter');
  },
  async answer(page) {
    await page.keyboard.press('Enter');
  },
};

const PAD_BUTTONS = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right } as const;

/** A gamepad in slot `pad` (0-3): at a table of several people, each pad plays its own seat. */
export function gamepadAt(pad: number): Driver {
  return {
    device: 'gamepad',
    async press(page, id) {
      await walkTo(page, id, (b) => padTap(page, PAD_BUTTONS[b], pad));
      await padTap(page, PAD.a, pad);
    },
    async menu(page, title, id) {
      await padTap(page, PAD.start, pad);
      await expect.poll(async () => (await table(page)).menuOpen).toBe(true);
      await walkMenu(page, title, id, (b) => padTap(page, PAD_BUTTONS[b], pad));
      await padTap(page, PAD.a, pad);
    },
    async answer(page) {
      await padTap(page, PAD.a, pad);
    },
  };
}

export const gamepad: Driver = gamepadAt(0);

async function clickAt(page: Page, rect: Rect): Promise<void> {
  const point = toPage(await canvasGeometry(page), rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

export const mouse: Driver = {
  device: 'mouse',
  async press(page, id) {
    await clickControl(page, id);
  },
  async menu(page, title, id) {
    const titles = (await table(page)).menu?.titles ?? [];
    const at = titles.find((t) => t.label === title);
    if (!at) throw new Error(`No menu ${title}`);
    await clickAt(page, at);
    await expect.poll(async () => (await table(page)).menuOpen).toBe(true);
    const item = (await table(page)).menu?.items.find((i) => i.id === id);
    if (!item) throw new Error(`No item ${id} in ${title}`);
    await clickAt(page, item);
  },
  async answer(page, id) {
    await clickControl(page, id);
  },
};

/** With the menu bar open on its first menu, walk right to `title` and down to `id`. */
async function walkMenu(page: Page, title: string, id: string, step: (button: 'up' | 'down' | 'left' | 'right') => Promise<void>): Promise<void> {
  for (let tries = 0; tries < 8; tries++) {
    if ((await table(page)).menuTitle === title) break;
    await step('right');
  }
  for (let tries = 0; tries < 20; tries++) {
    if ((await table(page)).menuItem === id) return;
    await step('down');
  }
  throw new Error(`Could not reach menu item ${id}`);
}

