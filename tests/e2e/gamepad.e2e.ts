import { expect, test } from 'vitest';
import type { SelectSnapshot } from '../../src/screens/automation';
import { browserPerFile, currentScreen, newKioskPage, nextFrames, openKiosk, shot, snapshot, waitForScreen } from './browser';
import { PAD, padConnect, padDisconnect, padTap } from './gamepad-init';

const browser = browserPerFile();

test('A on the title opens the game select, B comes back', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await padTap(page, PAD.a);
  await waitForScreen(page, 'select');
  // The prompt line speaks the pad's language once it is used.
  expect((await snapshot<SelectSnapshot>(page)).prompt).toContain('B Back');
  await shot(page, 'gamepad-select');
  await padTap(page, PAD.b);
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('a pad plugged in after loading works, and unplugging it mid-way breaks nothing', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await padConnect(page, 1);
  await padTap(page, PAD.a, 1);
  await waitForScreen(page, 'select');

  // Pulled out while a button is held: the press must not stick or throw.
  await page.evaluate(() => window.__pad.press(12, 1));
  await padDisconnect(page, 1);
  // Some polls later the kiosk is where it was, and nothing threw.
  await nextFrames(page, 12);
  expect(await currentScreen(page)).toBe('select');

  // Plugged back into another slot, the kiosk listens to it.
  await padConnect(page, 2);
  await padTap(page, PAD.b, 2);
  await waitForScreen(page, 'title');
  await shot(page, 'gamepad-hotplug');
  expect(errors).toEqual([]);
});

test('a page error elsewhere does not stop the pad being read', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  // gamepad.js stops its own polling on any window error; the kiosk must keep listening.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('an unrelated script failed');
    });
  });
  await expect.poll(() => errors.length).toBe(1);
  await padTap(page, PAD.a);
  await waitForScreen(page, 'select');
  await padTap(page, PAD.b);
  await waitForScreen(page, 'title');
});
