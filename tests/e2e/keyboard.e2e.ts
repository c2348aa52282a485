import { expect, test } from 'vitest';
import type { SelectSnapshot, TitleSnapshot } from '../../src/screens/automation';
import { browserPerFile, newKioskPage, openKiosk, shot, snapshot, waitForScreen } from './browser';

const browser = browserPerFile();

test('Enter on the title opens the game select, Escape comes back', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  expect((await snapshot<SelectSnapshot>(page)).prompt).toContain('Esc Back');
  await shot(page, 'keyboard-select');
  await page.keyboard.press('Escape');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('F1 explains the controls in keyboard words; Escape closes it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('F1');
  await expect.poll(async () => (await snapshot<TitleSnapshot>(page)).help).toBe(true);
  await shot(page, 'keyboard-help');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await snapshot<TitleSnapshot>(page)).help).toBe(false);
  // The Escape closed the box and did nothing else.
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
});
