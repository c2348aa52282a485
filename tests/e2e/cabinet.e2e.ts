// A shared cabinet, as one visitor after another meets it: back and a
// mashed confirm never forfeit a game, the next person is asked who they are
// rather than taken for the last, each person is offered only their own
// unfinished game, and a game keeps the level it began with.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, newKioskPage, openKiosk, shot, waitForScreen } from './browser';
import { hearts, keyboard, sitAtHearts } from './hearts-driver';
import { PAD, padTap } from './gamepad-init';

const browser = browserPerFile();

/** From the title to the Hearts table on the keyboard, answering "Who is playing?" with `name` (null: a guest). */
async function toHearts(page: Page, name: string | null): Promise<void> {
  await sitAtHearts(page, name);
  await expect.poll(async () => (await hearts(page)).phase).toBe('pass');
}

/** Choose the first card not yet chosen for the pass. */
async function chooseOne(page: Page): Promise<void> {
  const s = await hearts(page);
  const before = s.chosen.length;
  await keyboard.press(page, `card-${s.hand.find((card) => !s.chosen.includes(card))}`);
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(before + 1);
}

test('back then confirm, on the keyboard or a pad, keeps the game: back puts chosen cards down first, and No is the default', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=61' });
  await toHearts(page, 'DEE');
  await chooseOne(page);
  await chooseOne(page);
  // Escape puts the chosen cards down; nothing is asked.
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).chosen).toEqual([]);
  expect((await hearts(page)).dialog).toBeNull();
  for (let i = 0; i < 3; i++) await chooseOne(page);
  await keyboard.press(page, 'centre');
  // The pass is made: the game is under way and worth keeping.
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).phase).toBe('play');

  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await shot(page, 'cabinet-leave-question');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();

  await padTap(page, PAD.b);
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  const s = await hearts(page);
  expect(s.phase).toBe('play');
  expect(s.stats?.games).toBe(0);
  expect(errors).toEqual([]);
}, 300_000);

test('the next visitor is asked who they are, and each person is offered only their own unfinished game', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=62' });
  await toHearts(page, 'ANN');
  for (let i = 0; i < 3; i++) await chooseOne(page);
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);
  const anns = await hearts(page);

  // Someone else after a reload: no offer of ANN's game, and ANN's game is not touched.
  await page.reload();
  await toHearts(page, 'BOB');
  expect((await hearts(page)).player).toBe('BOB');
  for (let i = 0; i < 3; i++) await chooseOne(page);
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);

  // Exit to Kiosk ends the visit: coming back, the list starts on Guest, not BOB.
  await keyboard.menu(page, 'Game', 'exit');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await page.keyboard.press('y');
  await waitForScreen(page, 'select');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'hearts');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await shot(page, 'cabinet-who-is-playing');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).phase).toBe('pass');
  expect((await hearts(page)).player).toBeNull();

  // ANN comes back: her game, named, exactly where she left it.
  await page.reload();
  await sitAtHearts(page, 'ANN');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Unfinished Game');
  await shot(page, 'cabinet-own-game');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).phase).toBe('play');
  const back = await hearts(page);
  expect(back.player).toBe('ANN');
  expect([...back.hand].sort()).toEqual([...anns.hand].sort());
  await expect.poll(async () => (await hearts(page)).stats?.games).toBe(0);
  expect(errors).toEqual([]);
}, 300_000);

test('a level chosen during a game waits for the next one', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=63' });
  await toHearts(page, null);
  const first = (await hearts(page)).gameLevel;
  const other = first === 'expert' ? 'novice' : 'expert';
  await chooseOne(page);
  await keyboard.menu(page, 'Game', `level:${other}`);
  // The player is told it waits for the next game, and the menu still ticks the level in force.
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Next Game');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  expect((await hearts(page)).checked).toContain(`level:${first}`);
  expect((await hearts(page)).gameLevel).toBe(first);
  await keyboard.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  await page.keyboard.press('y');
  await expect.poll(async () => (await hearts(page)).gameLevel).toBe(other);
  expect(errors).toEqual([]);
}, 300_000);
