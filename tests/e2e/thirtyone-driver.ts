// Playing Thirty-One through the kiosk as people would, each seat with its
// device (see window-driver.ts): Deal when the table waits for it, the cover
// lifted by the person named on it, Hand for a dealer, one change a round
// (a card of the hand, a card of the pot, then Change) while the hand is
// poor, else Pass. What is tested is that every step of whole games can be
// taken with each device alone, and by each pad for its own seat.

import type { Page } from 'playwright-core';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { clickControl, readUntil, snapshot } from './browser';
import { sitAtTable } from './players';
import type { Driver } from './window-driver';

export const TITLE = '31 for Windows95';

export const thirtyOneState = (page: Page) => snapshot<ThirtyOneSnapshot>(page);

/** Somebody at the cabinet has something to do: a dialog, Deal, or a person's turn. */
function somethingToDo(s: ThirtyOneSnapshot): boolean {
  if (s.dialog !== null) return true;
  if (s.awaitingDeal) return true;
  return s.waiting !== null && !s.busy;
}

/** What changes when a press has been taken: the turn, the cover, the cards chosen, the round. */
function progress(s: ThirtyOneSnapshot): string {
  return JSON.stringify([s.dialog, s.awaitingDeal, s.waiting, s.covered, s.chosen, s.phase, s.passed, s.round, s.pot, s.hand]);
}

export interface ThirtyOnePlan {
  /** Stop (and return) at the first table this says yes to. */
  stop?(s: ThirtyOneSnapshot): boolean;
  /** Called before each press (screenshots, checks); 'moved' when it made the move itself. */
  seen?(s: ThirtyOneSnapshot): Promise<void | 'moved'>;
  /** Take the pot rather than Hand when dealing, now and then. */
  dealerTakesPot?: boolean;
}

/** The press a person makes now: the control's id. */
export function nextPress(s: ThirtyOneSnapshot, changed: ReadonlySet<string>, plan: ThirtyOnePlan = {}): string {
  if (s.awaitingDeal) return 'deal';
  if (s.covered) return 'show-cards';
  if (s.phase === 'choose') return plan.dealerTakesPot && s.round % 2 === 0 ? 'pot' : 'hand';
  const turn = `${s.round}:${s.waiting}`;
  const mayChange = s.legal.some((a) => a.type === 'change');
  if (mayChange && !changed.has(turn) && s.points < 26) {
    const mine = s.chosen.find((c) => s.hand.includes(c));
    const theirs = s.chosen.find((c) => s.pot.includes(c));
    if (mine === undefined) return `card-${lowest(s.hand)}`;
    if (theirs === undefined) return `pot-${s.pot.find((c) => c !== null) ?? ''}`;
    return 'change';
  }
  return 'pass';
}

/** The card worth least, by its pips (a rough choice: the test is about the controls, not the play). */
function lowest(hand: readonly string[]): string {
  const worth = (card: string) => '789TJQKA'.indexOf(card[0] ?? '');
  return [...hand].sort((a, b) => worth(a) - worth(b))[0] ?? '';
}

/**
 * Play until the game is over (the Game Over box is open) or `plan.stop`.
 * `driverFor` names the device of whoever acts (a seat's pad, or the shared
 * one). Each press waits for the table to take it, so a slow machine makes
 * a game slower, never a failure; `maxPresses` only stops a game that goes
 * round in circles.
 */
export async function playThirtyOne(page: Page, driverFor: (s: ThirtyOneSnapshot) => Driver, plan: ThirtyOnePlan = {}, maxPresses = 1500): Promise<ThirtyOneSnapshot> {
  const changed = new Set<string>();
  for (let press = 0; press < maxPresses; press++) {
    const s = await readUntil(page, thirtyOneState, somethingToDo);
    if (s.dialog === 'Game Over' || plan.stop?.(s)) return s;
    if ((await plan.seen?.(s)) === 'moved') continue;
    const driver = driverFor(s);
    if (s.dialog !== null) {
      await driver.answer(page, 'ok');
    } else {
      const id = nextPress(s, changed, plan);
      if (id === 'change') changed.add(`${s.round}:${s.waiting}`);
      await driver.press(page, id);
    }
    const before = progress(s);
    await readUntil(page, thirtyOneState, (now) => progress(now) !== before);
  }
  throw new Error('The game did not end.');
}

/** From the title to the Thirty-One table with `driver`'s device, answering "Who is playing?" with `name` (null: a guest). */
export async function sitAtThirtyOne(page: Page, driver: Driver, name: string | null): Promise<void> {
  await sitAtTable(page, driver.device, 'thirtyone', TITLE, name);
}

const controlsOf = async (page: Page) => (await thirtyOneState(page)).controls.map((c) => c.id);

/** Wait until the open dialog offers the control `id`. */
async function offered(page: Page, id: string): Promise<void> {
  await readUntil(page, controlsOf, (ids) => ids.includes(id));
}

/**
 * In the Players dialog, make seat `seat` (1-4, as the dialog numbers them)
 * a person: `name` picked as the one already chosen (null) or typed in as
 * new, playing with pad `pad` (1-4). Clicked and typed, as someone setting
 * up the table for friends would.
 */
export async function seatPerson(page: Page, seat: number, name: string | null, pad: number): Promise<void> {
  await offered(page, `seat-${seat}`);
  await clickControl(page, `seat-${seat}`);
  if (seat > 1) {
    await offered(page, 'a-person');
    await clickControl(page, 'a-person');
    await clickControl(page, 'ok');
  }
  await offered(page, 'list');
  if (name !== null) {
    // Down stops at the last line, "New player...".
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await offered(page, 'keyboard');
    await page.keyboard.type(name);
  }
  await page.keyboard.press('Enter');
  await offered(page, `pad-${pad}`);
  await clickControl(page, `pad-${pad}`);
  await clickControl(page, 'ok');
  await offered(page, `seat-${seat}`);
}
