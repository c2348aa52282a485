// Playing Hearts through the kiosk as a person would, with one device each:
// the keyboard's arrows and Space, the gamepad's D-pad and A, or the mouse on
// the cards and buttons. The player's choices are simple (the legal card
// nearest the focus, so few steps reach it; the first three cards to pass);
// what is tested is that every step of a whole game can be taken with that
// device alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { nearestControl, readUntil, shot, snapshot, waitForScreen } from './browser';
import type { Driver } from './window-driver';
import { answerWhoIsPlaying } from './players';

export const hearts = (page: Page) => snapshot<HeartsSnapshot>(page);

export { type DeviceName, type Driver, gamepad, keyboard, mouse } from './window-driver';

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
