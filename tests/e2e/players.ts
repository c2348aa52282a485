// "Who is playing?" at a Windows table, answered as a person would: a guest
// (the first line, chosen at once after the title) or a name typed in as a
// new player (the last line; a name already on file is that player coming
// back).

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { clickControl, focusGame, snapshot, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';

type Device = 'keyboard' | 'gamepad' | 'mouse';

const dialog = async (page: Page) => (await snapshot<{ dialog: string | null }>(page)).dialog;

/** The list is open under the game's `title`; answer it with `device` (a name is always typed on the keyboard). */
export async function answerWhoIsPlaying(page: Page, title: string, device: Device, name: string | null): Promise<void> {
  await expect.poll(() => dialog(page)).toBe(title);
  if (name === null) {
    if (device === 'mouse') await clickControl(page, 'ok');
    else if (device === 'gamepad') await padTap(page, PAD.a);
    else await page.keyboard.press('Enter');
  } else {
    // Down stops at the last line, "New player...".
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await snapshot<{ controls: { id: string }[] }>(page)).controls.some((c) => c.id === 'keyboard')).toBe(true);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await snapshot<{ player: string | null }>(page)).player).toBe(name);
}

/** From the title to game `id`'s table with `device`, answering "Who is playing?" (under the window's `title`) with `name` (null: a guest). */
export async function sitAtTable(page: Page, device: Device, id: string, title: string, name: string | null): Promise<void> {
  if (device === 'mouse') {
    await clickControl(page, 'play');
    await waitForScreen(page, 'select');
    await clickControl(page, id);
  } else {
    const press = (button: 'confirm' | 'down') =>
      device === 'gamepad' ? padTap(page, button === 'confirm' ? PAD.a : PAD.down) : page.keyboard.press(button === 'confirm' ? 'Enter' : 'ArrowDown');
    await press('confirm');
    await waitForScreen(page, 'select');
    await focusGame(page, id, () => press('down'));
    await press('confirm');
  }
  await waitForScreen(page, id);
  await answerWhoIsPlaying(page, title, device, name);
}
