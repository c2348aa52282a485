// The retro widgets on their own page (widgets.html), seen and driven in a
// real browser: the gallery's looks, its menus with the keyboard, dialogs
// with the keyboard, a simulated pad and the mouse, and the answers they give.

import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import type { GallerySnapshot } from '../../src/screens/automation';
import {
  browserPerFile,
  canvasGeometry,
  clickControl,
  currentScreen,
  findControl,
  nativeFrame,
  newKioskPage,
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

test('keyboard: the menu bar opens, walks, skips what is disabled and ticks a setting', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openGallery(page);
  await page.keyboard.press('F10');
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Game', item: 'New Game' });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Settings', item: 'Sound' });
  // Down past the separator to Hints, which is disabled: Enter leaves the menu open.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Hints');
  await shot(page, 'widgets-menu-settings');
  await page.keyboard.press('Enter');
  expect((await gallery(page)).menuOpen).toBe(true);
  // Up to Fast Play and Enter: the check mark and the check box follow.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await gallery(page)).checked).toEqual(['sound', 'fast']);
  let state = await gallery(page);
  expect(state.menuOpen).toBe(false);
  expect(state.values.fast).toBe(true);

  // Alt alone opens it too; the accelerator S picks Settings and then Sound.
  await page.keyboard.press('Alt');
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(true);
  await page.keyboard.press('KeyS');
  await expect.poll(async () => (await gallery(page)).menu?.title).toBe('Settings');
  await page.keyboard.press('KeyS');
  await expect.poll(async () => (await gallery(page)).checked).toEqual(['fast']);
  state = await gallery(page);
  expect(state.values.sound).toBe(false);
  expect(state.menuOpen).toBe(false);
  // Escape closes a menu without choosing anything.
  await page.keyboard.press('F10');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(false);
  expect((await gallery(page)).lastCommand).toBe('sound');
  expect(errors).toEqual([]);
});

test('keyboard: the options dialog takes Tab, Space and Enter; Escape cancels', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openGallery(page);
  // O is the shortcut of the Options... button.
  await page.keyboard.press('KeyO');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  expect(await focusedId(page)).toBe('sound');
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe('fast-play');
  await page.keyboard.press('Space');
  // Down into the radio buttons, and Space picks Intermediate.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusedId(page)).toBe('intermediate');
  await page.keyboard.press('Space');
  // Enter on a check box or radio button means OK.
  await page.keyboard.press('Enter');
  await expect.poll(() => lastResult(page)).toEqual({ sound: true, fast: true, level: 'intermediate' });
  let state = await gallery(page);
  expect(state.dialogOpen).toBe(false);
  expect(state.values).toMatchObject({ sound: true, fast: true, level: 'intermediate' });

  // Escape answers Cancel: null, and nothing changes.
  await page.keyboard.press('KeyO');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect.poll(() => lastResult(page)).toBeNull();
  state = await gallery(page);
  expect(state.dialogOpen).toBe(false);
  expect(state.lastDialog).toBe('options');
  expect(state.values).toMatchObject({ sound: true, fast: true, level: 'intermediate' });
  expect(errors).toEqual([]);
});

test('keyboard: radio buttons choose as the arrows move, and Tab stops only on the chosen one, as in Windows', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openGallery(page);
  await page.keyboard.press('KeyO');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  const before = (await gallery(page)).values.level;
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(before);
  // Down moves to the next level and chooses it: Enter then answers OK with it.
  await page.keyboard.press('ArrowDown');
  const next = await focusedId(page);
  expect(next).not.toBe(before);
  await page.keyboard.press('Enter');
  await expect.poll(() => lastResult(page)).toMatchObject({ level: next });
  // Opened again, Tab goes from the check boxes straight to the chosen level, and on past the others to OK.
  await page.keyboard.press('KeyO');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(next);
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe('ok');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogTitle(page)).toBeNull();
  expect(errors).toEqual([]);
});

test("keyboard: a list box walks with the arrows, and its label's letter brings the focus back", async () => {
  const { page, errors } = await newKioskPage(browser());
  await openGallery(page);
  await page.keyboard.press('KeyL');
  await expect.poll(() => dialogTitle(page)).toBe('Players');
  expect(await focusedId(page)).toBe('list');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe('ok');
  // C is underlined in "Choose a player:": it moves the focus to the list and answers nothing.
  await page.keyboard.press('KeyC');
  expect(await focusedId(page)).toBe('list');
  expect((await gallery(page)).dialogOpen).toBe(true);
  await page.keyboard.press('ArrowUp');
  // Enter on the list is OK.
  await page.keyboard.press('Enter');
  await expect.poll(() => lastResult(page)).toBe(1);
  expect(errors).toEqual([]);
});

test('keyboard: a name with a space in it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openGallery(page);
  await page.keyboard.press('KeyT');
  await expect.poll(() => dialogTitle(page)).toBe('High Score');
  await page.keyboard.type('ANN LEX');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('E');
  await page.keyboard.press('Enter');
  await expect.poll(() => lastResult(page)).toBe('ANN LEE');
  expect(errors).toEqual([]);
});

test('gamepad: Start opens the menu, and a name is typed on the on-screen keyboard', async () => {
  const { page, errors } = await newKioskPage(browser(), { ...LARGE, pads: [0] });
  await openGallery(page);
  // Start, right to Dialogs, down to Text entry..., A.
  await pads(page, PAD.start, PAD.right);
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Dialogs', item: 'Message...' });
  await pads(page, PAD.down, PAD.down, PAD.down, PAD.down);
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Text entry...');
  await pads(page, PAD.a);
  await expect.poll(() => dialogTitle(page)).toBe('High Score');
  expect(await focusedId(page)).toBe('keyboard');
  // The keyboard starts on A. Type A, C, E and F; LT takes the F back.
  await pads(page, PAD.a, PAD.right, PAD.right, PAD.a, PAD.right, PAD.right, PAD.a, PAD.right, PAD.a, LEFT_TRIGGER);
  await shot(page, 'widgets-text-entry');
  // Down to the bottom row lands on Del (under F); right is the keyboard's own OK key.
  await pads(page, PAD.down, PAD.down, PAD.down, PAD.right, PAD.a);
  await expect.poll(() => lastResult(page)).toBe('ACE');
  expect((await gallery(page)).dialogOpen).toBe(false);
  expect(errors).toEqual([]);
});

test('gamepad: B cancels a dialog, and the D-pad walks the gallery', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openGallery(page);
  // From Pass, left is the default button Deal, and down from Deal the Sound check box.
  await pads(page, PAD.left);
  expect(await focusedId(page)).toBe('deal');
  await pads(page, PAD.down);
  expect(await focusedId(page)).toBe('sound');
  await pads(page, PAD.a);
  await expect.poll(async () => (await gallery(page)).values.sound).toBe(false);
  await pads(page, PAD.start, PAD.right, PAD.down, PAD.down, PAD.a);
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  await pads(page, PAD.b);
  await expect.poll(async () => (await gallery(page)).dialogOpen).toBe(false);
  expect(await lastResult(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('mouse: a list box, radio buttons, a yes/no question, check boxes and the Spectrum menu line', async () => {
  const { page, errors } = await newKioskPage(browser(), LARGE);
  await openGallery(page);
  await clickControl(page, 'list');
  await expect.poll(() => dialogTitle(page)).toBe('Players');
  // Five rows show: click the middle of the third (Carol), then OK.
  const list = await findControl(page, 'list');
  const row = (list.height - 2) / 5;
  await clickAt(page, list.x + 20, list.y + 1 + 2.5 * row);
  await shot(page, 'widgets-list');
  await clickControl(page, 'ok');
  await expect.poll(() => lastResult(page)).toBe(2);

  await clickControl(page, 'options');
  await expect.poll(() => dialogTitle(page)).toBe('Options');
  await clickControl(page, 'expert');
  await clickControl(page, 'fast-play');
  await expect.poll(async () => (await findControl(page, 'fast-play')).focused).toBe(true);
  await shot(page, 'widgets-dialog-options');
  await clickControl(page, 'ok');
  await expect.poll(() => lastResult(page)).toEqual({ sound: true, fast: true, level: 'expert' });
  expect((await gallery(page)).checked).toEqual(['sound', 'fast']);

  await clickControl(page, 'confirm');
  await expect.poll(() => dialogTitle(page)).toBe('Hearts');
  await clickControl(page, 'no');
  await expect.poll(() => lastResult(page)).toBe(false);

  // The Windows 95 window's default button asks its own question.
  await clickControl(page, 'knock');
  await expect.poll(() => dialogTitle(page)).toBe('Thirty-One');
  // Under a dialog neither window is active.
  expect((await gallery(page)).activeWindow).toBeNull();
  await shot(page, 'widgets-confirm-95');
  await clickControl(page, 'yes');
  await expect.poll(() => lastResult(page)).toBe(true);
  // The focus stays on Knock, so the 95 window is the active one now.
  expect((await gallery(page)).activeWindow).toBe('Thirty-One');

  // A check box on the gallery takes its menu's check mark with it.
  await clickControl(page, 'sound');
  await expect.poll(async () => (await gallery(page)).checked).toEqual(['fast']);
  await clickControl(page, 'novice');
  await expect.poll(async () => (await gallery(page)).values.level).toBe('novice');

  // Z on the Spectrum's menu line (row 23, column 11 of the paper at 352, 264).
  await clickAt(page, 352 + 11 * 8 + 4, 264 + 23 * 8 + 4);
  await expect.poll(async () => (await gallery(page)).spectrumPrompt).toBe('YOU PRESSED Z');
  expect(errors).toEqual([]);
});

test('mouse: a menu opens on its title and picks on release', async () => {
  const { page, errors } = await newKioskPage(browser(), LARGE);
  await openGallery(page);
  // The main window's menu bar: frame at (2, 2), border 5, caption 18 and its line; Dialogs is the second title.
  const geometry = await canvasGeometry(page);
  const title = toPage(geometry, 2 + 5 + 60, 2 + 5 + 19 + 9);
  await page.mouse.click(title.x, title.y);
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Dialogs', item: null });
  await shot(page, 'widgets-menu');
  // The first item sits just under the bar.
  const item = toPage(geometry, 2 + 5 + 70, 2 + 5 + 19 + 19 + 8);
  await page.mouse.move(item.x, item.y);
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Message...');
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => dialogTitle(page)).toBe('Hearts');
  await page.keyboard.press('Escape');
  await expect.poll(() => lastResult(page)).toBe('ok');
  // The 95 window's menu bar: frame at (322, 2), border 4, caption 18; Game is its first title.
  const title95 = toPage(geometry, 322 + 4 + 12, 2 + 4 + 18 + 9);
  await page.mouse.click(title95.x, title95.y);
  await expect.poll(async () => (await gallery(page)).menu).toEqual({ title: 'Game', item: null });
  // Items are a sans line (13) and 4 high: Knock, the second, is 17 below the first.
  const knock = toPage(geometry, 322 + 4 + 20, 2 + 4 + 18 + 19 + 3 + 17 + 8);
  await page.mouse.move(knock.x, knock.y);
  await expect.poll(async () => (await gallery(page)).menu?.item).toBe('Knock...');
  await shot(page, 'widgets-menu-95');
  // A click outside closes it without choosing.
  await clickAt(page, 100, 400);
  await expect.poll(async () => (await gallery(page)).menuOpen).toBe(false);
  expect((await gallery(page)).dialogOpen).toBe(false);
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
  await expect.poll(line).not.toBe(first);
  await shot(page, 'widgets-still-playing');
  await padTap(page, PAD.a);
  await expect.poll(() => lastResult(page)).toBe('yes');
  expect(errors).toEqual([]);
});
