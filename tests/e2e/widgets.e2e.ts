// The retro widgets on their own page (widgets.html), seen in a real
// browser: the gallery crisp and in palette colours, its menus and dialogs
// open in both looks, and "Still playing?" counting down on screen until a
// pad answers it. What the menus and dialogs answer to the keyboard, a pad
// and the mouse is checked in Node (src/renderer/widgets/gallery.flow.test.ts).

import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import type { GallerySnapshot } from '../../src/screens/automation';
import {
  advanceScreen,
  browserPerFile,
  canvasGeometry,
  clickControl,
  currentScreen,
  findControl,
  nativeFrame,
  newKioskPage,
  nextFrames,
  paletteViolations,
  shot,
  snapshot,
  toPage,
  waitForReady,
} from './browser';
import { PAD, padTap } from './gamepad-init';

const browser = browserPerFile();

/** LT in the standard mapping: erase. */
const LEFT_TRIGGER = 6;

/** 1280x1024 holds the 640x480 frame twice over: every native pixel a 2x2 block. */
const LARGE = { width: 1280, height: 1024 };

async function openGallery(page: Page): Promise<void> {
  await page.goto(`${inject('baseUrl')}widgets.html?test`);
  await waitForReady(page);
  expect(await currentScreen(page)).toBe('gallery');
}

const gallery = (page: Page) => snapshot<GallerySnapshot>(page);
const lastResult = async (page: Page) => (await gallery(page)).lastResult;
const dialogTitle = async (page: Page) => (await gallery(page)).dialog;
const focusedId = async (page: Page) => (await gallery(page)).controls.find((control) => control.focused)?.id;

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const point = toPage(await canvasGeometry(page), x, y);
  await page.mouse.click(point.x, point.y);
}

async function pads(page: Page, ...buttons: number[]): Promise<void> {
  for (const button of buttons) await padTap(page, button);
}

test('the gallery shows every widget, crisp and in palette colours only', async () => {
  const { page, errors } = await newKioskPage(browser(), LARGE);
  await openGallery(page);
  const state = await gallery(page);
  const ids = state.controls.map((control) => control.id);
  for (const id of ['deal', 'pass', 'sound', 'fast', 'novice', 'expert', 'players', 'message', 'options', 'text', 'knock', 'auto-sort', 'players-4', 'opponents']) {
    expect(ids).toContain(id);
  }
  // Disabled controls are drawn but cannot be reached.
  expect(ids).not.toContain('undo');
  expect(ids).not.toContain('resign');
  expect(await focusedId(page)).toBe('pass');
  expect(state.checked).toEqual(['sound']);
  expect(state.activeWindow).toBe('Widget Gallery');
  const frame = await nativeFrame(page);
  expect(frame.scaleX).toBe(2);
  expect(frame.blurred).toBe(0);
  expect(paletteViolations(frame)).toEqual([]);
  await shot(page, 'widgets-gallery');
  expect(errors).toEqual([]);
});

test('the menus and dialogs of both looks, open: the Settings and Dialogs menus, the 95 menu, a list, options, the 95 question and the on-screen keyboard', async () => {
  // For the screenshots: what the menus and dialogs answer is checked in Node (src/renderer/widgets/gallery.flow.test.ts).
  const { page, errors } = await newKioskPage(browser(), { ...LARGE, pads: [0] });
  await openGallery(page);
  await page.keyboard.press('F10');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Hints');
  await shot(page, 'widgets-menu-settings');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(false);

  // The main window's Dialogs menu, opened on its title; the 95 window's Game menu with Knock under the mouse.
  await clickAt(page, 2 + 5 + 60, 2 + 5 + 19 + 9);
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Dialogs', item: null });
  await shot(page, 'widgets-menu');
  await clickAt(page, 100, 400);
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(false);
  await clickAt(page, 322 + 4 + 12, 2 + 4 + 18 + 9);
  const knock = toPage(await canvasGeometry(page), 322 + 4 + 20, 2 + 4 + 18 + 19 + 3 + 17 + 8);
  await page.mouse.move(knock.x, knock.y);
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Knock...');
  await shot(page, 'widgets-menu-95');
  await clickAt(page, 100, 400);
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(false);

  // The list with Carol clicked (the middle of the third of five rows).
  await clickControl(page, 'list');
  await expect.poll(() => dialogTitle(page)).toBe('Players');
  const list = await findControl(page, 'list');
  await clickAt(page, list.x + 20, list.y + 1 + 2.5 * ((list.height - 2) / 5));
  await shot(page, 'widgets-list');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogTitle(page)).toBeNull();

  await clickControl(page, 'options');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  await clickControl(page, 'expert');
  await clickControl(page, 'fast-play');
  await expect.poll(async () => (await findControl(page, 'fast-play')).focused).toBe(true);
  await shot(page, 'widgets-dialog-options');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogTitle(page)).toBeNull();

  // The Windows 95 window's question.
  await clickControl(page, 'knock');
  await expect.poll(() => dialogTitle(page)).toBe('Thirty-One');
  await shot(page, 'widgets-confirm-95');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogTitle(page)).toBeNull();

  // The on-screen keyboard, from the pad: Start, Dialogs, Text entry...; A, C, E and F typed, LT takes the F back.
  await pads(page, PAD.start, PAD.right, PAD.down, PAD.down, PAD.down, PAD.down, PAD.a);
  await expect.poll(() => dialogTitle(page)).toBe('High Score');
  await pads(page, PAD.a, PAD.right, PAD.right, PAD.a, PAD.right, PAD.right, PAD.a, PAD.right, PAD.a, LEFT_TRIGGER);
  await nextFrames(page);
  await shot(page, 'widgets-text-entry');
  expect(errors).toEqual([]);
});

test('"Still playing?" counts down and is answered by a press', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openGallery(page);
  await clickControl(page, 'still');
  await expect.poll(() => dialogTitle(page)).toBe('Still playing?');
  // The seconds left are drawn above the button: wait until that line has changed (15 to 14).
  const yes = await findControl(page, 'yes');
  const line = async () => {
    const frame = await nativeFrame(page);
    const rows: number[] = [];
    for (let y = Math.max(0, yes.y - 80); y < yes.y - 2; y++) {
      for (let x = Math.max(0, yes.x - 120); x < Math.min(frame.width, yes.x + yes.width + 120); x++) rows.push(frame.pixels[y * frame.width + x] ?? 0);
    }
    return rows.join(',');
  };
  const first = await line();
  // A second goes by in one step of the gallery's clock, rather than waited out.
  await advanceScreen(page, 1_000);
  await expect.poll(line).not.toBe(first);
  await shot(page, 'widgets-still-playing');
  await padTap(page, PAD.a);
  await expect.poll(() => lastResult(page)).toBe('yes');
  expect(errors).toEqual([]);
});
