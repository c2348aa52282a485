// The Hall of Fame from the title, by keyboard and by mouse. No game is
// installed yet, so it must say so kindly and still lead back to the title.

import { expect, test } from 'vitest';
import { browserPerFile, clickControl, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, snapshot, waitForScreen } from './browser';

const browser = browserPerFile();

interface HallSnapshot {
  game: string | null;
  rows: unknown[];
  loading: boolean;
  message: string | null;
  prompt: string;
  controls: { id: string; focused: boolean }[];
}

test('the keyboard reaches the Hall of Fame from the title, and Escape goes back', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot(page)).controls.find((c) => c.id === 'hall-of-fame')?.focused).toBe(true);
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'hall-of-fame');

  const hall = await snapshot<HallSnapshot>(page);
  expect(hall.game).toBeNull();
  expect(hall.rows).toEqual([]);
  expect(hall.loading).toBe(false);
  expect(hall.message).toBe('No games are installed yet, so there are no scores to show.');
  expect(hall.controls.map((c) => c.id)).toEqual(['back']);
  expect(hall.prompt).toContain('Esc Back');
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'hall-of-fame');

  // With no game to step to, Left and Right leave the player where they are.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  expect((await snapshot<HallSnapshot>(page)).game).toBeNull();

  await page.keyboard.press('Escape');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('the mouse opens the Hall of Fame and its Back button returns to the title', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await clickControl(page, 'hall-of-fame');
  await waitForScreen(page, 'hall-of-fame');
  await clickControl(page, 'back');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});
