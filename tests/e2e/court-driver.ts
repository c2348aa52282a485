// Playing Affairs of the Court through the kiosk in a browser with one
// device at a time: the keyboard or the gamepad. The player's choices are
// plain (keep what Keep offers, play the card allowed nearest the focus, take
// every bonus), the same as in Node (src/screens/court/court-driver.ts); what
// is tested is that every step of a game can be taken with that device.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { gameEnds, plainMove, playersMove } from '../../src/screens/court/court-driver';
import { stepToward } from '../../src/screens/shell/test-focus';
import { focusGame, readUntil, snapshot, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';

export const courtState = (page: Page) => snapshot<CourtSnapshot>(page);

type Step = 'up' | 'down' | 'left' | 'right' | 'confirm' | 'back' | 'menu';

export interface CourtDriver {
  readonly device: 'keyboard' | 'gamepad';
  step(page: Page, step: Step): Promise<void>;
  /** Press the control `id`, walking the focus to it. */
  press(page: Page, id: string): Promise<void>;
  menu(page: Page, title: string, id: string): Promise<void>;
}

const KEYS: Record<Step, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', confirm: 'Space', back: 'Escape', menu: 'F10' };
const BUTTONS: Record<Step, number> = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right, confirm: PAD.a, back: PAD.b, menu: PAD.start };

async function walkTo(page: Page, driver: CourtDriver, id: string): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const step = stepToward((await courtState(page)).controls, id);
    if (step === null) return;
    await driver.step(page, step);
  }
  throw new Error(`Could not walk the focus to ${id}`);
}

async function walkMenu(page: Page, driver: CourtDriver, title: string, id: string): Promise<void> {
  await driver.step(page, 'menu');
  await expect.poll(async () => (await courtState(page)).menuOpen).toBe(true);
  for (let i = 0; i < 6 && (await courtState(page)).menuTitle !== title; i++) await driver.step(page, 'right');
  for (let i = 0; i < 12 && (await courtState(page)).menuItem !== id; i++) await driver.step(page, 'down');
  expect((await courtState(page)).menuItem).toBe(id);
  await answer(page, driver);
}

/** Enter, or A: the open dialog's default button, the menu item chosen. */
async function answer(page: Page, driver: CourtDriver): Promise<void> {
  if (driver.device === 'keyboard') await page.keyboard.press('Enter');
  else await padTap(page, PAD.a);
}

export const keyboard: CourtDriver = {
  device: 'keyboard',
  step: (page, step) => page.keyboard.press(KEYS[step]),
  async press(page, id) {
    await walkTo(page, keyboard, id);
    await page.keyboard.press('Space');
  },
  menu: (page, title, id) => walkMenu(page, keyboard, title, id),
};

export const gamepad: CourtDriver = {
  device: 'gamepad',
  step: (page, step) => padTap(page, BUTTONS[step]),
  async press(page, id) {
    await walkTo(page, gamepad, id);
    await padTap(page, PAD.a);
  },
  menu: (page, title, id) => walkMenu(page, gamepad, title, id),
};

/**
 * Play until the game is over (or `stop` says so): draw by Keep or whatever
 * is allowed, play the card allowed nearest the focus, answer every dialog
 * with its default (the plain player of src/screens/court/court-driver.ts).
 * Each step waits on the table's own state, so a slow machine makes a game
 * slower, never a failure; `maxMoves` only stops a game that goes round in
 * circles. `look` sees each of the player's moves first (to screenshot it).
 */
export async function playCourt(
  page: Page,
  driver: CourtDriver,
  { stop = () => false, look, maxMoves = 1000 }: { stop?: (s: CourtSnapshot) => boolean; look?: (s: CourtSnapshot) => Promise<void>; maxMoves?: number } = {},
): Promise<CourtSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await readUntil(page, courtState, playersMove);
    if (stop(s) || gameEnds(s)) return s;
    await look?.(s);
    const step = plainMove(s);
    if (step.answer) await answer(page, driver);
    else await driver.press(page, step.id);
    await expect.poll(async () => step.done(await courtState(page))).toBe(true);
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}

/** Title, game select, the table, with the device alone. */
export async function sitDown(page: Page, driver: CourtDriver): Promise<void> {
  await driver.step(page, 'confirm');
  await waitForScreen(page, 'select');
  await focusGame(page, 'court', () => driver.step(page, 'down'));
  await driver.step(page, 'confirm');
  await waitForScreen(page, 'court');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Affairs of the Court');
}

/** In the player list: Guest is first, "New player..." last. */
export async function asGuest(page: Page, driver: CourtDriver): Promise<void> {
  await answer(page, driver);
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
}
