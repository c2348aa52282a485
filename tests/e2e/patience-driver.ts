// Playing Chinese Patience in the browser with the original keys only (T,
// M...0...5, M...P...8...6, Z). The player's choices are the plain ones of
// the Node driver (src/screens/patience/patience-driver.ts), which also plays
// the gamepad and the mouse.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PatienceAction } from '../../src/engine/patience';
import type { PatienceSnapshot } from '../../src/screens/patience/patience-snapshot';
import { plainChoice, typedKeys } from '../../src/screens/patience/patience-driver';
import { readUntil, snapshot } from './browser';

export const patienceState = (page: Page) => snapshot<PatienceSnapshot>(page);

export interface PatienceDriver {
  readonly device: 'keyboard';
  /** Take one action on the table, the device's own way. */
  act(page: Page, action: PatienceAction): Promise<void>;
}

export const keyboard: PatienceDriver = {
  device: 'keyboard',
  async act(page, action) {
    for (const key of typedKeys(action)) await page.keyboard.press(key.toLowerCase());
  },
};

/** Wait until it is the player's move on the table, or the game is over. */
export function waitForTurn(page: Page): Promise<PatienceSnapshot> {
  return readUntil(page, patienceState, (s) => s.mode === 'play' && (s.outcome !== null || (s.toAct === 0 && !s.busy && s.legal.length > 0)));
}

export interface Played {
  end: PatienceSnapshot;
  /** The kinds of action the player took, counted. */
  took: Record<string, number>;
  /** The prompt line after each action but Z, e.g. "YOUR MOVE: M...P...8...6". */
  echoes: string[];
}

/** Play to the end of the game. */
export async function playPatience(page: Page, driver: PatienceDriver, maxActions = 3000): Promise<Played> {
  const took: Record<string, number> = {};
  const echoes: string[] = [];
  for (let n = 0; n < maxActions; n++) {
    const s = await waitForTurn(page);
    if (s.outcome !== null) return { end: s, took, echoes };
    const action = plainChoice(s.legal);
    const before = JSON.stringify([s.view?.piles, s.view?.stock, s.view?.turn, s.toAct]);
    await driver.act(page, action);
    // The action lands: the table changes, or the turn count (a finish hands the turn over).
    await expect.poll(async () => JSON.stringify(await patienceState(page).then((t) => [t.view?.piles, t.view?.stock, t.view?.turn, t.toAct])), { interval: 20 }).not.toBe(before);
    took[action.type] = (took[action.type] ?? 0) + 1;
    if (action.type !== 'finish') echoes.push((await patienceState(page)).prompt);
  }
  throw new Error('The game went on too long');
}
