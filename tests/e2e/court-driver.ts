// Playing Affairs of the Court through the kiosk with one device at a time:
// the keyboard, the gamepad or the mouse. The player's choices are plain
// (keep what Keep offers, play the card allowed nearest the focus, take every
// bonus); what is tested is that every step of a game can be taken with that
// device.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Card } from '../../src/engine/cards';
import type { Rect } from '../../src/screens/automation';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { canvasGeometry, clickControl, focusGame, nearestControl, readUntil, snapshot, toPage, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';

export const courtState = (page: Page) => snapshot<CourtSnapshot>(page);

type Step = 'up' | 'down' | 'left' | 'right' | 'confirm' | 'back' | 'menu';

export interface CourtDriver {
  readonly device: 'keyboard' | 'gamepad' | 'mouse';
  step(page: Page, step: Step): Promise<void>;
  /** Press the control `id` (walking the focus to it, or clicking it). */
  press(page: Page, id: string): Promise<void>;
  menu(page: Page, title: string, id: string): Promise<void>;
}

const KEYS: Record<Step, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', confirm: 'Space', back: 'Escape', menu: 'F10' };
const BUTTONS: Record<Step, number> = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right, confirm: PAD.a, back: PAD.b, menu: PAD.start };

async function walkTo(page: Page, driver: CourtDriver, id: string): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const s = await courtState(page);
    const focused = s.controls.find((c) => c.focused);
    const target = s.controls.find((c) => c.id === id);
    if (!target) throw new Error(`No control ${id}; there are ${s.controls.map((c) => c.id).join(' ')}`);
    if (focused?.id === id) return;
    if (!focused) await driver.step(page, 'down');
    else if (target.y + target.height <= focused.y) await driver.step(page, 'up');
    else if (target.y >= focused.y + focused.height) await driver.step(page, 'down');
    else await driver.step(page, target.x > focused.x ? 'right' : 'left');
  }
  throw new Error(`Could not walk the focus to ${id}`);
}

async function walkMenu(page: Page, driver: CourtDriver, title: string, id: string): Promise<void> {
  await driver.step(page, 'menu');
  await expect.poll(async () => (await courtState(page)).menuOpen).toBe(true);
  for (let i = 0; i < 6 && (await courtState(page)).menuTitle !== title; i++) await driver.step(page, 'right');
  for (let i = 0; i < 12 && (await courtState(page)).menuItem !== id; i++) await driver.step(page, 'down');
  expect((await courtState(page)).menuItem).toBe(id);
  if (driver.device === 'keyboard') await page.keyboard.press('Enter');
  else await driver.step(page, 'confirm');
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

async function clickAt(page: Page, rect: Rect): Promise<void> {
  const point = toPage(await canvasGeometry(page), rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.click(point.x, point.y);
}

export const mouse: CourtDriver = {
  device: 'mouse',
  async step(page, step) {
    if (step === 'back') await page.keyboard.press('Escape');
    else throw new Error(`The mouse has no ${step}`);
  },
  press: (page, id) => clickControl(page, id),
  async menu(page, title, id) {
    const at = (await courtState(page)).menu?.titles.find((t) => t.label === title);
    if (!at) throw new Error(`No menu ${title}`);
    await clickAt(page, at);
    await expect.poll(async () => (await courtState(page)).menuOpen).toBe(true);
    const item = (await courtState(page)).menu?.items.find((i) => i.id === id);
    if (!item) throw new Error(`No item ${id}`);
    await clickAt(page, item);
  },
};

/** Answer the open dialog with its default button (Enter, A, or a click on `id`). */
export async function answer(page: Page, driver: CourtDriver, id: string): Promise<void> {
  if (driver.device === 'keyboard') await page.keyboard.press('Enter');
  else if (driver.device === 'gamepad') await padTap(page, PAD.a);
  else await clickControl(page, id);
}

/** Dialogs that end a game (or a player's turn at a tournament): `playCourt` hands them back. */
const ENDS = new Set(['Game Over', 'Tournament Results', 'Tournament Play']);

/** The cards the player may play, if playing a card is what is asked. */
function playable(s: CourtSnapshot): Card[] {
  return s.legal.flatMap((action) => (action.type === 'play' ? [action.card] : []));
}

/** The player has something to do: a dialog to answer, a draw to make, or a card to play. */
function playersMove(s: CourtSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.phase === 'draw' || (s.phase === 'play' && playable(s).length > 0);
}

/** Wait (on the table's state, however long the computer and the animations take) for the player's next move. */
export function nextMove(page: Page): Promise<CourtSnapshot> {
  return readUntil(page, courtState, playersMove);
}

/**
 * Play until the game is over (or `stop` says so): draw by Keep or whatever
 * is allowed, play the card allowed nearest the focus, answer every dialog with its
 * default. Each step waits on the table's own state, so a slow machine makes
 * a game slower, never a failure; `maxMoves` only stops a game that goes
 * round in circles.
 */
export async function playCourt(
  page: Page,
  driver: CourtDriver,
  { stop = () => false, maxMoves = 1000 }: { stop?: (s: CourtSnapshot) => boolean; maxMoves?: number } = {},
): Promise<CourtSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await nextMove(page);
    if (stop(s) || (s.dialog !== null && ENDS.has(s.dialog))) return s;
    if (s.dialog !== null) {
      const id = s.dialog === 'Bonus Round' ? 'yes' : 'ok';
      await answer(page, driver, id);
      await expect.poll(async () => (await courtState(page)).dialog).not.toBe(s.dialog);
      continue;
    }
    if (s.phase === 'draw') {
      if (!s.revealed) {
        await driver.press(page, 'deck');
        await expect.poll(async () => drawMoved(s, await courtState(page))).toBe(true);
      } else {
        await driver.press(page, s.legal.some((a) => a.type === 'keep') ? 'keep' : 'discard');
        await expect.poll(async () => drawMoved(s, await courtState(page))).toBe(true);
      }
      continue;
    }
    const cards = playable(s);
    const id = nearestControl(s.controls, cards.map((c) => `card-${c}`));
    const card = cards.find((c) => `card-${c}` === id);
    if (card === undefined) throw new Error('The player is to play but has no card allowed.');
    await driver.press(page, `card-${card}`);
    await expect.poll(async () => (await courtState(page)).hand.includes(card)).toBe(false);
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}

/** The draw went on from `before`: the card was turned, kept or discarded, or the table moved on. */
function drawMoved(before: CourtSnapshot, now: CourtSnapshot): boolean {
  return (
    now.revealed !== before.revealed ||
    now.drawn !== before.drawn ||
    now.phase !== before.phase ||
    now.toAct !== before.toAct ||
    now.dialog !== null ||
    now.hand.length !== before.hand.length
  );
}

/** Title, game select, the table, with the device alone. */
export async function sitDown(page: Page, driver: CourtDriver): Promise<void> {
  if (driver.device === 'mouse') {
    await clickControl(page, 'play');
    await waitForScreen(page, 'select');
    await clickControl(page, 'court');
  } else {
    await driver.step(page, 'confirm');
    await waitForScreen(page, 'select');
    await focusGame(page, 'court', () => driver.step(page, 'down'));
    await driver.step(page, 'confirm');
  }
  await waitForScreen(page, 'court');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Affairs of the Court');
}

/** In the player list: Guest is first, "New player..." last. */
export async function asGuest(page: Page, driver: CourtDriver): Promise<void> {
  if (driver.device === 'mouse') await clickControl(page, 'ok');
  else if (driver.device === 'gamepad') await padTap(page, PAD.a);
  else await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
}
