// Playing Four-Handed Euchre in the browser as a person would, with one
// device (see window-driver.ts). The player's choices are those of the Node
// driver (src/screens/euchre/euchre-driver.ts: a bid chosen by the test's
// plan, else Pass; the legal card nearest the arrow); what is tested is that
// every step of a whole game can be taken with that device alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { type PlayPlan, TITLE, changed, choose, playersMove } from '../../src/screens/euchre/euchre-driver';
import { readUntil, snapshot } from './browser';
import { sitAtTable } from './players';
import type { Driver } from './window-driver';

export const euchreState = (page: Page) => snapshot<EuchreSnapshot>(page);

/** Wait (on the table's state, however long the computers and the animations take) for the player's next move. */
export function nextMove(page: Page): Promise<EuchreSnapshot> {
  return readUntil(page, euchreState, playersMove);
}

/** From the title to the Euchre table with `driver`'s device, answering "Who is playing?" with `name` (null: a guest). */
export async function sitAtEuchre(page: Page, driver: Driver, name: string | null): Promise<void> {
  await sitAtTable(page, driver.device, 'euchre', TITLE, name);
  // Dealt, or the player's unfinished game offered first.
  await expect.poll(async () => {
    const s = await euchreState(page);
    return s.phase !== 'starting' || s.dialog === 'Unfinished Game';
  }).toBe(true);
}

/**
 * Play until the game is over (the Game Over box is open) or `plan.stop`.
 * Each step waits on the table's own state, so a slow machine makes a game
 * slower, never a failure; `maxMoves` only stops a game that goes round in circles.
 */
export async function playEuchre(page: Page, driver: Driver, plan: PlayPlan = {}, maxMoves = 600): Promise<EuchreSnapshot> {
  for (let move = 0; move < maxMoves; move++) {
    const s = await nextMove(page);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    await plan.seen?.(s);
    const choice = choose(s, plan);
    await (choice.kind === 'press' ? driver.press(page, choice.id) : driver.answer(page, choice.id));
    await readUntil(page, euchreState, (now) => changed(s, now)).catch(async (error: unknown) => {
      const now = await euchreState(page);
      throw new Error(`The move at ${s.phase} (dialog ${s.dialog}, bids ${s.bids.join(',')}, legal ${s.legal.join(',')}) was not taken: now ${now.phase}, dialog ${now.dialog}, toAct ${now.toAct}, message ${now.message}`, { cause: error });
    });
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}
