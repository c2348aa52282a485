// Playing Chinese Patience through the kiosk with one device at a time: the
// original keys (T, M...0...5, M...P...8...6, Z), the gamepad cursor, or the
// mouse (clicks and drags). The player's choices are plain and can never go
// round in circles: a whole pile, a card out of the hand, a card up onto 1-4
// or 9, a twist, and Z.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PatienceAction } from '../../src/engine/patience';
import type { Point } from '../../src/screens/automation';
import type { PatienceCursor, PatienceSnapshot } from '../../src/screens/patience/patience-snapshot';
import { moveCursor } from '../../src/screens/patience/cursor';
import { canvasGeometry, nextFrames, readUntil, snapshot, toPage } from './browser';
import { PAD, padTap } from './gamepad-init';

export const patienceState = (page: Page) => snapshot<PatienceSnapshot>(page);

/** The player's choice: never one that could be undone by the next. */
export function plainChoice(legal: readonly PatienceAction[]): PatienceAction {
  const moves = legal.filter((a): a is Extract<PatienceAction, { type: 'move' }> => a.type === 'move');
  // A whole pile first (each one leaves fewer piles among 5-8, and only a card from
  // pile 0 fills the space), then a card out of the hand, then one up onto 1-4 or 9.
  const pick =
    legal.find((a) => a.type === 'move-pile') ??
    moves.find((a) => a.from === 0) ??
    moves.find((a) => a.to <= 4 || a.to === 9) ??
    legal.find((a) => a.type === 'twist') ??
    legal.find((a) => a.type === 'finish');
  if (!pick) throw new Error(`No choice among ${JSON.stringify(legal)}`);
  return pick;
}

export interface PatienceDriver {
  readonly device: 'keyboard' | 'gamepad' | 'mouse';
  /** Take one action on the table, the device's own way. */
  act(page: Page, action: PatienceAction, s: PatienceSnapshot): Promise<void>;
  /** At the end of a game: S (another single game) or N (a series). */
  again(page: Page, series: boolean): Promise<void>;
}

export const keyboard: PatienceDriver = {
  device: 'keyboard',
  async act(page, action) {
    const keys = action.type === 'twist' ? ['t'] : action.type === 'finish' ? ['z'] : action.type === 'move' ? ['m', String(action.from), String(action.to)] : ['m', 'p', String(action.from), String(action.to)];
    for (const key of keys) await page.keyboard.press(key);
  },
  again: (page, series) => page.keyboard.press(series ? 'n' : 's'),
};

/** D-pad steps from the cursor to a pile (whole or top), found by walking the screen's own map. */
function route(from: PatienceCursor, to: PatienceCursor, lengths: readonly number[]): ('up' | 'down' | 'left' | 'right')[] {
  const key = (h: PatienceCursor) => `${h.pile}:${h.part}`;
  const seen = new Map<string, ('up' | 'down' | 'left' | 'right')[]>([[key(from), []]]);
  const queue: PatienceCursor[] = [from];
  for (let at = queue.shift(); at; at = queue.shift()) {
    const path = seen.get(key(at)) ?? [];
    if (key(at) === key(to)) return path;
    for (const step of ['up', 'down', 'left', 'right'] as const) {
      const next = moveCursor(at, step, lengths);
      if (!seen.has(key(next))) {
        seen.set(key(next), [...path, step]);
        queue.push(next);
      }
    }
  }
  throw new Error(`No way from ${key(from)} to ${key(to)}`);
}

const STEP_BUTTON = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right } as const;

async function padTo(page: Page, target: PatienceCursor): Promise<void> {
  const s = await patienceState(page);
  const lengths = (s.view?.piles ?? []).map((p) => p.length);
  for (const step of route(s.cursor, target, lengths)) await padTap(page, STEP_BUTTON[step]);
  await expect.poll(async () => (await patienceState(page)).cursor).toEqual(target);
}

export const gamepad: PatienceDriver = {
  device: 'gamepad',
  async act(page, action) {
    if (action.type === 'twist') return padTap(page, PAD.x);
    if (action.type === 'finish') return padTap(page, PAD.y);
    await padTo(page, { pile: action.from, part: action.type === 'move-pile' ? 'bottom' : 'top' });
    await padTap(page, PAD.a);
    await padTo(page, { pile: action.to, part: 'top' });
    await padTap(page, PAD.a);
  },
  again: (page, series) => padTap(page, series ? PAD.x : PAD.a),
};

async function pagePoint(page: Page, at: Point): Promise<Point> {
  return toPage(await canvasGeometry(page), at.x, at.y);
}

/** Click the menu line's key (T, Z, S, N...). */
export async function clickMenuKey(page: Page, key: string): Promise<void> {
  const s = await patienceState(page);
  const at = s.menuKeys.find((k) => k.key === key);
  if (!at) throw new Error(`No ${key} on the menu line: ${s.menuLine}`);
  const p = await pagePoint(page, at);
  await page.mouse.click(p.x, p.y);
}

/** Moves alternate between two clicks and a drag, so both ways are played. */
let dragNext = false;

export const mouse: PatienceDriver = {
  device: 'mouse',
  async act(page, action, s) {
    if (action.type === 'twist') return clickMenuKey(page, 'T');
    if (action.type === 'finish') return clickMenuKey(page, 'Z');
    const from = s.places.find((p) => p.pile === action.from);
    const to = s.places.find((p) => p.pile === action.to);
    if (!from || !to) throw new Error('No such pile on screen');
    const a = await pagePoint(page, action.type === 'move-pile' ? from.bottom : from.top);
    const b = await pagePoint(page, to.top);
    dragNext = !dragNext;
    if (dragNext) {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
      await page.mouse.move(b.x, b.y, { steps: 3 });
      await page.mouse.up();
    } else {
      await page.mouse.click(a.x, a.y);
      await page.mouse.click(b.x, b.y);
    }
  },
  again: (page, series) => clickMenuKey(page, series ? 'N' : 'S'),
};

/** Wait until it is the player's move on the table, or the game is over. */
export function waitForTurn(page: Page): Promise<PatienceSnapshot> {
  return readUntil(page, patienceState, (s) => s.mode === 'play' && (s.outcome !== null || (s.toAct === 0 && !s.busy && s.legal.length > 0)));
}

export interface Played {
  end: PatienceSnapshot;
  /** The kinds of action the player took, counted. */
  took: Record<string, number>;
  /** Keys the prompt line echoed after whole-pile moves, e.g. "M...P...8...6". */
  echoes: string[];
}

/** Play to the end of the game (or until `stop`). */
export async function playPatience(page: Page, driver: PatienceDriver, options: { stop?: (s: PatienceSnapshot) => boolean; maxActions?: number } = {}): Promise<Played> {
  const took: Record<string, number> = {};
  const echoes: string[] = [];
  for (let n = 0; n < (options.maxActions ?? 3000); n++) {
    const s = await waitForTurn(page);
    if (s.outcome !== null || options.stop?.(s)) return { end: s, took, echoes };
    const action = plainChoice(s.legal);
    const before = JSON.stringify([s.view?.piles, s.view?.stock, s.view?.turn, s.toAct]);
    await driver.act(page, action, s);
    // The action lands: the table changes, or the turn count (a finish hands the turn over).
    await expect.poll(async () => JSON.stringify(await patienceState(page).then((t) => [t.view?.piles, t.view?.stock, t.view?.turn, t.toAct])), { interval: 20 }).not.toBe(before);
    took[action.type] = (took[action.type] ?? 0) + 1;
    if (action.type !== 'finish') echoes.push((await patienceState(page)).prompt);
  }
  throw new Error('The game went on too long');
}

/** A computer move as watched: when its words first showed (the page's clock, ms), the message rows, and the marked piles. */
export interface Watched {
  /** When the move was told, on the table's frame clock (so a late read cannot shorten the gap). */
  at: number;
  rows: string[];
  marks: PatienceSnapshot['marks'];
}

/** Watch the computer's turn from the player's Z until the player is asked again (or the game ends): each change of the message rows, timed. */
export async function watchComputerTurn(page: Page, options: { hurry?: boolean; limitMs?: number } = {}): Promise<{ moves: Watched[]; after: PatienceSnapshot }> {
  const limitMs = options.limitMs ?? 600_000;
  const moves: Watched[] = [];
  const started = Date.now();
  let last = '';
  while (Date.now() - started < limitMs) {
    const read = await page.evaluate(() => {
      const hooks = (window as unknown as { parlour: { snapshot(): unknown } }).parlour;
      return hooks.snapshot() as PatienceSnapshot;
    });
    const rows = read.rows.slice(20, 22);
    const key = rows.join('|');
    if (read.toAct === 1 && key !== last && rows.some((r) => r.trim() !== '')) {
      moves.push({ at: read.toldAt, rows, marks: read.marks });
      // Enter asks for the next move at once.
      if (options.hurry) await page.keyboard.press('Enter');
    }
    last = key;
    if (read.outcome !== null || (read.toAct === 0 && !read.busy && read.legal.length > 0)) return { moves, after: read };
    await nextFrames(page, 1);
  }
  throw new Error('The computer did not hand the turn back');
}
