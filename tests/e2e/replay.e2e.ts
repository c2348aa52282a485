// A replay in a real browser: a finished Hearts game is played back from its
// seed, move by move, with every hand face up, and ends exactly as the game
// did, steered by the keyboard. Court's replays (a pad, the mouse on the
// panel) and Chinese Patience's are played in Node, beside their screens
// (src/screens/*/...-replay.flow.test.ts).

import { expect, test } from 'vitest';
import { browserPerFile, newKioskPage, openKiosk, shot } from './browser';
import { hearts, keyboard as heartsKeyboard, playToTheEnd, sitAtHearts } from './hearts-driver';

const browser = browserPerFile();
const WHOLE_GAME = 600_000;

test('keyboard: a short Hearts game plays back with every hand face up, from the seed shown', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=43' });
  await sitAtHearts(page, null);
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
  await heartsKeyboard.menu(page, 'Rules', 'limit');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Point Limit');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).gameOptions?.pointLimit).toBe(50);
  const end = await playToTheEnd(page, heartsKeyboard);
  expect(end.dialog).toBe('Game Over');
  expect(end.seed).not.toBeNull();
  // R on the score sheet: the Replay button's letter.
  await page.keyboard.press('r');
  await expect.poll(async () => (await hearts(page)).replay?.position).toBe(0);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).replay?.position).toBe(1);
  await shot(page, 'replay-hearts-step');
  // R runs it (Run's letter); F2 would do the same.
  await page.keyboard.press('r');
  // The replay's message box at its end says whether it ended as the game did.
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Replay');
  await shot(page, 'replay-hearts-end');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Game Over');
  expect((await hearts(page)).outcome).toEqual(end.outcome);
  expect(errors).toEqual([]);
}, WHOLE_GAME);
