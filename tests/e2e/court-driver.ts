// Playing Affairs of the Court through the kiosk with one device at a time:
// the keyboard, the gamepad or the mouse. The player's choices are plain
// (keep what Keep offers, play the first card allowed, take every bonus);
// what is tested is that every step of a game can be taken with that device.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { canvasGeometry, clickControl, snapshot, toPage } from './browser';
import { PAD, padTap } from './gamepad-init';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CourtSnapshot {
  phase: string;
  toAct: number | null;
  busy: boolean;
  revealed: boolean;
  drawn: string | null;
  hand: string[];
  legal: { type: string; card?: string }[];
  table: { seat: number; card: string }[];
  scores: number[];
  round: number;
  turn: number;
  settings: { quickPlay: boolean; ruleCues: boolean; mustFollowSuit: boolean; back: number; level: string };
  checked: string[];
  menuOpen: boolean;
  menu: { titles: (Rect & { label: string })[]; items: (Rect & { id: string; label: string })[] } | null;
  menuTitle: string | null;
  menuItem: string | null;
  dialog: string | null;
  player: string | null;
  history: Record<string, { games: number; wins: number; losses: number; draws: number; rounds: number }> | null;
  tournament: { players: string[]; results: (number | null)[] } | null;
  cue: string;
  status: string;
  outcome: { scores: number[]; winners: number[]; draw: boolean } | null;
  controls: (Rect & { id: string; focused: boolean })[];
}

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

/**
 * Play until the game is over (or `stop` says so): draw by Keep or whatever
 * is allowed, play the first card allowed, answer every dialog with its
 * default. `seen` collects the first card shown in each draw.
 */
export async function playCourt(
  page: Page,
  driver: CourtDriver,
  { stop = () => false, limitMs = 240_000 }: { stop?: (s: CourtSnapshot) => boolean; limitMs?: number } = {},
): Promise<CourtSnapshot> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const s = await courtState(page);
    if (stop(s) || s.dialog === 'Game Over' || s.dialog === 'Tournament Results' || s.dialog === 'Tournament Play') return s;
    if (s.dialog !== null) {
      const id = s.dialog === 'Bonus Round' ? 'yes' : 'ok';
      await answer(page, driver, id);
      await expect.poll(async () => (await courtState(page)).dialog, { timeout: 5000 }).not.toBe(s.dialog);
      continue;
    }
    if (s.busy || s.toAct !== 0) {
      await page.waitForTimeout(15);
      continue;
    }
    if (s.phase === 'draw') {
      if (!s.revealed) await driver.press(page, 'deck');
      else await driver.press(page, s.legal.some((a) => a.type === 'keep') ? 'keep' : 'discard');
      continue;
    }
    if (s.phase === 'play') {
      const card = s.legal[0]?.card;
      if (card === undefined) {
        await page.waitForTimeout(15);
        continue;
      }
      await driver.press(page, `card-${card}`);
      await expect.poll(async () => (await courtState(page)).hand.includes(card), { timeout: 5000 }).toBe(false);
      continue;
    }
    await page.waitForTimeout(15);
  }
  throw new Error(`The game did not end within ${limitMs} ms`);
}
