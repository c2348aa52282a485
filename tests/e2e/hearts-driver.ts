// Playing Hearts through the kiosk as a person would, with one device each:
// the keyboard's arrows and Space, the gamepad's D-pad and A, or the mouse on
// the cards and buttons. The player's choices are simple (the legal card
// nearest the focus, so few steps reach it; the first three cards to pass);
// what is tested is that every step of a whole game can be taken with that
// device alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { HeartsSnapshot, Rect } from '../../src/screens/automation';
import { canvasGeometry, clickControl, nearestControl, readUntil, shot, snapshot, toPage, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';
import { answerWhoIsPlaying } from './players';

export const hearts = (page: Page) => snapshot<HeartsSnapshot>(page);

export type DeviceName = 'keyboard' | 'gamepad' | 'mouse';

export interface Driver {
  readonly device: DeviceName;
  /** Move the focus to a control and press it. */
  press(page: Page, id: string): Promise<void>;
  /** Open a menu and pick the item with `id`. */
  menu(page: Page, title: string, id: string): Promise<void>;
  /** Answer the open dialog with its button `id` (the default one for keyboard and gamepad). */
  answer(page: Page, id: string): Promise<void>;
}

async function focusedId(page: Page): Promise<string | undefined> {
  return (await hearts(page)).controls.find((c) => c.focused)?.id;
}

/** Walk the focus to `id` with arrow presses; the hand's cards sit in one row, the centre button above. */
async function walkTo(page: Page, id: string, step: (button: 'up' | 'down' | 'left' | 'right') => Promise<void>): Promise<void> {
  for (let tries = 0; tries < 30; tries++) {
    const s = await hearts(page);
    const focused = s.controls.find((c) => c.focused);
    const target = s.controls.find((c) => c.id === id);
    if (!target) throw new Error(`No control ${id}; there are ${s.controls.map((c) => c.id).join(' ')}`);
    if (focused?.id === id) return;
    if (!focused) {
      await step('down');
      continue;
    }
    if (target.id === 'centre') await step('up');
    else if (focused.id === 'centre') await step('down');
    else await step(target.x > focused.x ? 'right' : 'left');
  }
  throw new Error(`Could not walk the focus to ${id}; it is on ${await focusedId(page)}`);
}

const KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as const;

export const keyboard: Driver = {
  device: 'keyboard',
  async press(page, id) {
    await walkTo(page, id, (b) => page.keyboard.press(KEYS[b]));
    await page.keyboard.press('Space');
  },
  async menu(page, title, id) {
    await page.keyboard.press('F10');
    await walkMenu(page, title, id, (b) => page.keyboard.press(KEYS[b]));
    await page.keyboard.press('Enter');
  },
  async answer(page) {
    await page.keyboard.press('Enter');
  },
};

const PAD_BUTTONS = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right } as const;

export const gamepad: Driver = {
  device: 'gamepad',
  async press(page, id) {
    await walkTo(page, id, (b) => padTap(page, PAD_BUTTONS[b]));
    await padTap(page, PAD.a);
  },
  async menu(page, title, id) {
    await padTap(page, PAD.start);
    await expect.poll(async () => (await hearts(page)).menuOpen).toBe(true);
    await walkMenu(page, title, id, (b) => padTap(page, PAD_BUTTONS[b]));
    await padTap(page, PAD.a);
  },
  async answer(page) {
    await padTap(page, PAD.a);
  },
};

async function clickAt(page: Page, rect: Rect): Promise<void> {
  const point = toPage(await canvasGeometry(page), rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

export const mouse: Driver = {
  device: 'mouse',
  async press(page, id) {
    await clickControl(page, id);
  },
  async menu(page, title, id) {
    const titles = (await hearts(page)).menu?.titles ?? [];
    const at = titles.find((t) => t.label === title);
    if (!at) throw new Error(`No menu ${title}`);
    await clickAt(page, at);
    await expect.poll(async () => (await hearts(page)).menuOpen).toBe(true);
    const item = (await hearts(page)).menu?.items.find((i) => i.id === id);
    if (!item) throw new Error(`No item ${id} in ${title}`);
    await clickAt(page, item);
  },
  async answer(page, id) {
    await clickControl(page, id);
  },
};

/** With the menu bar open on its first menu, walk right to `title` and down to `id`. */
async function walkMenu(page: Page, title: string, id: string, step: (button: 'up' | 'down' | 'left' | 'right') => Promise<void>): Promise<void> {
  for (let tries = 0; tries < 8; tries++) {
    if ((await hearts(page)).menuTitle === title) break;
    await step('right');
  }
  for (let tries = 0; tries < 20; tries++) {
    if ((await hearts(page)).menuItem === id) return;
    await step('down');
  }
  throw new Error(`Could not reach menu item ${id}`);
}

/** The player has something to do: a dialog to answer, cards received to take up, a pass or a card to choose. */
function playersMove(s: HeartsSnapshot): boolean {
  if (s.dialog !== null || s.waitingForOk) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.phase === 'pass' || (s.phase === 'play' && s.legal.length > 0);
}

/** Wait (on the table's state, however long the computers and the animations take) for the player's next move. */
export function nextMove(page: Page): Promise<HeartsSnapshot> {
  return readUntil(page, hearts, playersMove);
}

/**
 * Play until the game is over, answering every score sheet: pass the first
 * three cards, play the legal card nearest the focus. Each step waits on the table's own
 * state, so a slow machine makes a game slower, never a failure; `maxMoves`
 * only stops a game that goes round in circles.
 */
export async function playToTheEnd(page: Page, driver: Driver, maxMoves = 1000): Promise<HeartsSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await nextMove(page);
    if (s.dialog === 'Game Over') return s;
    if (s.dialog !== null) {
      if (s.dialog === 'Score Sheet' && s.history.length === 1) await shot(page, `hearts-score-sheet-${driver.device}`);
      await driver.answer(page, 'ok');
      await expect.poll(async () => (await hearts(page)).dialog).not.toBe(s.dialog);
      continue;
    }
    if (s.waitingForOk) {
      await driver.press(page, 'centre');
      await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(false);
      continue;
    }
    if (s.phase === 'pass') {
      if (s.chosen.length === 3) {
        await driver.press(page, 'centre');
        await expect.poll(async () => (await hearts(page)).chosen.length === 0 || (await hearts(page)).toAct !== 0).toBe(true);
        continue;
      }
      const next = s.hand.find((card) => !s.chosen.includes(card));
      if (next === undefined) throw new Error(`Nothing left to choose in ${s.hand.join(' ')}`);
      await driver.press(page, `card-${next}`);
      await expect.poll(async () => (await hearts(page)).chosen).toContain(next);
      continue;
    }
    const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
    const card = s.legal.find((c) => `card-${c}` === id);
    if (card === undefined) throw new Error('The player is to play but has no legal card.');
    await driver.press(page, `card-${card}`);
    await expect.poll(async () => (await hearts(page)).hand.includes(card)).toBe(false);
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}

/** From the title to the Hearts table on the keyboard, answering "Who is playing?" with `name` (null: a guest). */
export async function sitAtHearts(page: Page, name: string | null): Promise<void> {
  await waitForScreen(page, 'title');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'hearts');
  await answerWhoIsPlaying(page, 'Hearts Deluxe', 'keyboard', name);
}
