// Playing Hearts through the kiosk in a browser as a person would, with one
// device each: the keyboard's arrows and Space, the gamepad's D-pad and A, or
// the mouse on the cards and buttons. The player's choices are simple (the
// legal card nearest the focus, so few steps reach it; the first three cards
// to pass), the same as in Node (src/screens/hearts/hearts-driver.ts); what
// is tested is that every step of a whole game can be taken with that device
// alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { plainMove, playersMove } from '../../src/screens/hearts/hearts-driver';
import { readUntil, shot, snapshot, waitForScreen } from './browser';
import type { Driver } from './window-driver';
import { answerWhoIsPlaying } from './players';

export const hearts = (page: Page) => snapshot<HeartsSnapshot>(page);

export { type Driver, keyboard, mouse } from './window-driver';

/** Wait (on the table's state, however long the computers and the animations take) for the player's next move. */
export function nextMove(page: Page): Promise<HeartsSnapshot> {
  return readUntil(page, hearts, playersMove);
}

/**
 * Play until the game is over, answering every score sheet: pass the first
 * three cards, play the legal card nearest the focus (the plain player of
 * src/screens/hearts/hearts-driver.ts). Each step waits on the table's own
 * state, so a slow machine makes a game slower, never a failure; `maxMoves`
 * only stops a game that goes round in circles. `look` sees each of the
 * player's moves first (to screenshot it); when it acts, it says so, and the
 * table is read again.
 */
export async function playToTheEnd(
  page: Page,
  driver: Driver,
  { look, maxMoves = 1000 }: { look?: (s: HeartsSnapshot) => Promise<boolean>; maxMoves?: number } = {},
): Promise<HeartsSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await nextMove(page);
    if (s.dialog === 'Game Over') return s;
    if (s.dialog === 'Score Sheet' && s.history.length === 1) await shot(page, `hearts-score-sheet-${driver.device}`);
    if (look && (await look(s))) continue;
    const step = plainMove(s);
    if (step.answer) await driver.answer(page, step.id);
    else await driver.press(page, step.id);
    await expect.poll(async () => step.done(await hearts(page))).toBe(true);
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
