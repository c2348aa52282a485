// Replays in a real browser: a finished game is played back from its seed,
// move by move, with every hand face up, and ends exactly as the game did.
// Each device steers it: the gamepad and the keyboard step, run and end it,
// the mouse clicks the panel's buttons.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { browserPerFile, clickControl, focusGame, newKioskPage, openKiosk, shot, waitForScreen } from './browser';
import { asGuest, courtState, gamepad, mouse, playCourt, sitDown } from './court-driver';
import { PAD, padTap } from './gamepad-init';
import { hearts, keyboard as heartsKeyboard, playToTheEnd, sitAtHearts } from './hearts-driver';
import { keyboard as patienceKeys, patienceState, playPatience } from './patience-driver';

const browser = browserPerFile();
const WHOLE_GAME = 600_000;

/** The replay's message box at its end says whether it ended as the game did. */
async function replayEnded(page: Page, read: (page: Page) => Promise<CourtSnapshot | HeartsSnapshot>): Promise<void> {
  await expect.poll(async () => (await read(page)).dialog).toBe('Replay');
}

test('gamepad: a finished Court game plays back step by step, then runs to its end, as the game ended', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=41' });
  await sitDown(page, gamepad);
  await asGuest(page, gamepad);
  const end = await playCourt(page, gamepad);
  expect(end.dialog).toBe('Game Over');
  expect(end.seed).not.toBeNull();
  expect(end.controls.map((c) => c.id)).toContain('replay');
  await gamepad.press(page, 'replay');
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(0);
  const length = (await courtState(page)).replay?.length ?? 0;
  expect(length).toBeGreaterThan(10);
  // The computer's hand lies face up: its cards are on the table's scene, nothing is hidden.
  await expect.poll(async () => (await courtState(page)).status).toMatch(/^Replay: every hand face up/);
  // A steps one move at a time.
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(1);
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(2);
  await shot(page, 'replay-court-step');
  // X runs it to the end.
  await padTap(page, PAD.x);
  await replayEnded(page, courtState);
  expect((await courtState(page)).replay).toMatchObject({ position: length, length });
  await shot(page, 'replay-court-end');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  // B ends the replay: the finished game and its buttons come back, and nothing was recorded twice.
  await padTap(page, PAD.b);
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Game Over');
  expect((await courtState(page)).replay).toBeNull();
  expect((await courtState(page)).outcome).toEqual(end.outcome);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: the replay panel is clicked through, and leaving it brings the end of the game back', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=42' });
  await sitDown(page, mouse);
  await asGuest(page, mouse);
  const end = await playCourt(page, mouse);
  expect(end.dialog).toBe('Game Over');
  await clickControl(page, 'replay');
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(0);
  await clickControl(page, 'replay-step');
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(1);
  await clickControl(page, 'replay-run');
  await replayEnded(page, courtState);
  await clickControl(page, 'ok');
  await clickControl(page, 'replay-end');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Game Over');
  await clickControl(page, 'new');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
  expect((await courtState(page)).outcome).toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);

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
  await replayEnded(page, hearts);
  await shot(page, 'replay-hearts-end');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Game Over');
  expect((await hearts(page)).outcome).toEqual(end.outcome);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('keys: a finished game of Chinese Patience plays back on the Spectrum table, R to run, Esc to leave', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=44' });
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await focusGame(page, 'patience', () => page.keyboard.press('ArrowDown'));
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'patience');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('1');
  const { end } = await playPatience(page, patienceKeys);
  expect(end.outcome).not.toBeNull();
  expect(end.status).toContain(`SEED ${end.seed}`);
  await page.keyboard.press('r');
  await expect.poll(async () => (await patienceState(page)).replay?.position).toBe(0);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).replay?.position).toBe(1);
  await shot(page, 'replay-patience-step');
  await page.keyboard.press('r');
  const length = (await patienceState(page)).replay?.length ?? -1;
  await expect.poll(async () => (await patienceState(page)).replay?.position).toBe(length);
  await expect.poll(async () => (await patienceState(page)).message?.text).toMatch(/^THE REPLAY ENDS AS THE GAME DID/);
  await shot(page, 'replay-patience-end');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await patienceState(page)).replay).toBeNull();
  expect((await patienceState(page)).outcome).toEqual(end.outcome);
  expect(errors).toEqual([]);
}, WHOLE_GAME);
