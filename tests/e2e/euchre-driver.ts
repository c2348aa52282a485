// Playing Four-Handed Euchre through the kiosk as a person would, with one
// device (see window-driver.ts). The player's choices are simple (a bid
// chosen by the test's plan, else Pass; the legal card nearest the arrow);
// what is tested is that every step of a whole game, bidding and Pass Best
// included, can be taken with that device alone.

import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { nearestControl, readUntil, snapshot } from './browser';
import { sitAtTable } from './players';
import type { Driver } from './window-driver';

export const TITLE = 'Four-Handed Euchre';

export const euchreState = (page: Page) => snapshot<EuchreSnapshot>(page);

/** The player has something to do: a dialog to answer, a bid, or a card to pick. */
function playersMove(s: EuchreSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.busy || s.toAct !== 0) return false;
  return s.bids.length > 0 || s.legal.length > 0;
}

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

export interface PlayPlan {
  /** The bid button to press (its id), given the table; Pass when omitted. */
  bid?(s: EuchreSnapshot): string;
  /** Answer "Go Alone?" with Yes. */
  alone?(s: EuchreSnapshot): boolean;
  /** Stop (and return) at the first table this says yes to. */
  stop?(s: EuchreSnapshot): boolean;
  /** Called before each of the player's moves (screenshots, checks). */
  seen?(s: EuchreSnapshot): Promise<void>;
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
    if (s.dialog === 'Go Alone?') {
      // No is the default (going alone risks the hand); Yes is walked to with the device.
      if (plan.alone?.(s)) await driver.press(page, 'yes');
      else await driver.answer(page, 'no');
    } else if (s.dialog !== null) {
      await driver.answer(page, 'ok');
    } else if (s.bids.length > 0) {
      const id = plan.bid?.(s) ?? 'bid-pass';
      await driver.press(page, id);
    } else {
      const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
      const card = s.legal.find((c) => `card-${c}` === id);
      if (card === undefined) throw new Error('The player is to pick a card but has none.');
      await driver.press(page, `card-${card}`);
    }
    await readUntil(page, euchreState, (now) => changed(s, now)).catch(async (error: unknown) => {
      const now = await euchreState(page);
      throw new Error(`The move at ${s.phase} (dialog ${s.dialog}, bids ${s.bids.join(',')}, legal ${s.legal.join(',')}) was not taken: now ${now.phase}, dialog ${now.dialog}, toAct ${now.toAct}, message ${now.message}`, { cause: error });
    });
  }
  throw new Error(`The game did not end within ${maxMoves} of the player's moves`);
}

/** The player's move has been taken: the dialog closed or another opened, or the table moved on. */
function changed(before: EuchreSnapshot, now: EuchreSnapshot): boolean {
  if (before.dialog !== null) return now.dialog !== before.dialog;
  // A pass in the first round can come straight back to you in the second, the table barely changed: the phase has.
  return now.dialog !== null || now.phase !== before.phase || now.hand.length !== before.hand.length || now.bids.length === 0 || now.toAct !== 0;
}
