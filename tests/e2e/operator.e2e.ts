// The operator menu: the PIN keypad refuses a wrong PIN, waits longer after
// each one past the first two, and opens on the right one; settings change with keyboard, gamepad and mouse and are applied at once.

import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { OperatorSnapshot } from '../../src/screens/automation';
import { browserPerFile, clickControl, newKioskPage, openKiosk, shot, snapshot, waitForReady, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';
import { storedRecords, writeRecords } from './stored';

const browser = browserPerFile();

const state = (page: Page) => snapshot<OperatorSnapshot>(page);
/** The left trigger: erase. */
const LT = 6;

/** From the title, through the PIN pad with the keyboard, into the settings. */
async function unlock(page: Page, pin = '1990'): Promise<void> {
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).locked).toBe(false);
}

/** Wait for the message box titled `title`, then answer it with Enter. */
async function acknowledge(page: Page, title: string): Promise<void> {
  await expect.poll(async () => (await state(page)).dialog).toBe(title);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).dialog).toBeNull();
}

test('a wrong PIN is refused, the right one opens the settings', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await page.keyboard.type('1234');
  expect((await state(page)).entered).toBe(4);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).wrongTries).toBe(1);
  expect((await state(page)).locked).toBe(true);
  expect((await state(page)).message).toBe('Wrong PIN. Try again.');
  expect((await state(page)).entered).toBe(0);
  // Space presses the focused key (1) as in Windows; Enter would have submitted.
  await page.keyboard.press('Space');
  expect((await state(page)).entered).toBe(1);
  await page.keyboard.press('Backspace');
  expect((await state(page)).entered).toBe(0);
  await page.keyboard.type('19');
  await shot(page, 'operator-pin');
  // The rest on the on-screen keypad with the mouse: 9, 0, OK.
  await clickControl(page, 'key-9');
  await clickControl(page, 'key-0');
  await clickControl(page, 'ok');
  await expect.poll(async () => (await state(page)).locked).toBe(false);
  // The PIN itself never shows in the snapshot.
  expect((await state(page)).options).not.toHaveProperty('operatorPin');
  expect(errors).toEqual([]);
});

test('wrong PINs make the keypad wait longer each time, and a lockout outlasts a reload', async () => {
  const { page, errors } = await newKioskPage(browser());
  // The page's clock stands still (its timers run on), so no wait runs out while the test looks at it.
  const now = Date.parse('2026-03-01T12:00:00Z');
  await page.clock.setFixedTime(now);
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  // Guessing at speed: after the two free tries, the third wrong PIN makes the pad wait.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.type('0000');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).wrongTries).toBe(i + 1);
  }
  expect((await state(page)).waitSeconds).toBeGreaterThan(0);
  expect((await state(page)).message).toBe('Wrong PIN.\nTry again in 2 s.');
  // During the wait even the right PIN is not checked, nor counted.
  await page.keyboard.type('1990');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).entered).toBe(0);
  expect((await state(page)).locked).toBe(true);
  expect((await state(page)).wrongTries).toBe(3);
  expect((await state(page)).message).toBe('Try again in 2 s.');
  await shot(page, 'operator-pin-wait');

  // The count and the wait are stored with the PIN's hash, never the PIN itself.
  const kept = await storedRecords(page);
  const pin = kept.find(([key]) => key === 'operator-pin');
  expect(pin?.[1]).toMatch(/"failures":3/);
  expect(kept.some(([, json]) => json.includes('1990'))).toBe(false);

  // Six wrong in a row lock the pad for minutes; a reload does not lift it.
  const lock = JSON.parse(pin![1]) as { v: number; value: { failures: number; until: number } };
  lock.value.failures = 6;
  lock.value.until = now + 5 * 60_000;
  await writeRecords(page, [['operator-pin', lock]]);
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await expect.poll(async () => (await state(page)).message).toBe('Too many wrong PINs.\nLocked for 5 min.');
  expect((await state(page)).waitSeconds).toBe(300);
  await page.keyboard.type('1990');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).entered).toBe(0);
  expect((await state(page)).locked).toBe(true);
  await shot(page, 'operator-pin-locked');
  expect(errors).toEqual([]);
});

test('settings change with the gamepad and the mouse, and Escape leaves', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  // The PIN on the keypad with the D-pad and A; LT takes a digit back.
  const focused = async () => (await state(page)).controls.find((c) => c.focused)?.id;
  expect(await focused()).toBe('key-1');
  await padTap(page, PAD.a);
  await padTap(page, PAD.a);
  expect((await state(page)).entered).toBe(2);
  await padTap(page, LT);
  expect((await state(page)).entered).toBe(1);
  for (const move of [PAD.right, PAD.right, PAD.down, PAD.down]) await padTap(page, move);
  expect(await focused()).toBe('key-9');
  await padTap(page, PAD.a);
  await padTap(page, PAD.a);
  await padTap(page, PAD.left);
  await padTap(page, PAD.down);
  expect(await focused()).toBe('key-0');
  await padTap(page, PAD.a);
  await padTap(page, PAD.right);
  expect(await focused()).toBe('ok');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await state(page)).locked).toBe(false);

  // Focus starts on volume down: A lowers the volume by a tenth.
  const before = (await state(page)).options.volume;
  expect((await state(page)).controls.find((c) => c.focused)?.id).toBe('volume-down');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await state(page)).options.volume).toBeCloseTo(before - 0.1);
  // Down past Mute to the idle timeout's minus button, right to its plus.
  await padTap(page, PAD.down);
  expect((await state(page)).controls.find((c) => c.focused)?.id).toBe('mute');
  await padTap(page, PAD.down);
  await padTap(page, PAD.right);
  expect((await state(page)).controls.find((c) => c.focused)?.id).toBe('idle-up');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await state(page)).options.idleTimeoutSeconds).toBe(105);

  await shot(page, 'operator-settings');
  await clickControl(page, 'crt');
  await expect.poll(async () => (await state(page)).options.crt).toBe(true);
  await shot(page, 'operator-settings-crt');
  await clickControl(page, 'crt');
  await expect.poll(async () => (await state(page)).options.crt).toBe(false);

  await page.keyboard.press('Escape');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('records go out as a dated JSON file and come back in; a bad file changes nothing', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await unlock(page);
  // A changed option gives the export something to carry.
  await clickControl(page, 'attract-up');
  await expect.poll(async () => (await state(page)).options.attractAfterSeconds).toBe(40);

  const downloading = page.waitForEvent('download');
  await clickControl(page, 'export');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parlour-records-\d{4}-\d\d-\d\d\.json$/);
  const json = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(json)).toBeTypeOf('object');
  await expect.poll(async () => (await state(page)).dialog).toBe('Export records');
  await shot(page, 'operator-export');
  await acknowledge(page, 'Export records');
  expect((await state(page)).report).toContain(download.suggestedFilename());

  // Back to the default, then the export brings 40 s back.
  await clickControl(page, 'attract-down');
  await expect.poll(async () => (await state(page)).options.attractAfterSeconds).toBe(30);
  let choosing = page.waitForEvent('filechooser');
  await clickControl(page, 'import');
  await (await choosing).setFiles({ name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await acknowledge(page, 'Import records');
  expect((await state(page)).report).toMatch(/imported from saved\.json/);
  expect((await state(page)).options.attractAfterSeconds).toBe(40);

  choosing = page.waitForEvent('filechooser');
  await clickControl(page, 'import');
  await (await choosing).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not records at all') });
  await expect.poll(async () => (await state(page)).dialog).toBe('Import records');
  await shot(page, 'operator-import-bad');
  await acknowledge(page, 'Import records');
  expect((await state(page)).report).toMatch(/Nothing was imported from notes\.json[\s\S]*nothing was lost/);
  expect((await state(page)).options.attractAfterSeconds).toBe(40);
  expect(errors).toEqual([]);
});

test('a new PIN must have four digits, and then it is the one asked for', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await unlock(page);
  await clickControl(page, 'pin');
  await expect.poll(async () => (await state(page)).dialog).toBe('Change PIN');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Change PIN');
  expect((await state(page)).report).toMatch(/exactly four digits/);

  await clickControl(page, 'pin');
  await expect.poll(async () => (await state(page)).dialog).toBe('Change PIN');
  await page.keyboard.type('2468');
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Change PIN');
  expect((await state(page)).report).toMatch(/new PIN is in use/);
  await clickControl(page, 'exit');
  await waitForScreen(page, 'title');

  await page.keyboard.press('Control+Alt+KeyO');
  await waitForScreen(page, 'operator');
  await page.keyboard.type('1990');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).wrongTries).toBe(1);
  await page.keyboard.type('2468');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).locked).toBe(false);
  expect(errors).toEqual([]);
});

test('without storage the records box says the records live in memory only', async () => {
  const { page, errors } = await newKioskPage(browser());
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await unlock(page);
  await shot(page, 'operator-memory-only');
  expect(errors).toEqual([]);
});
