// Playing Thirty-One in the browser as people would, each seat with its
// device (see window-driver.ts), making the presses the Node driver makes
// (src/screens/thirtyone/thirtyone-driver.ts): what is tested is that every
// step of a whole game can be taken by each pad for its own seat.

import type { Page } from 'playwright-core';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { type ThirtyOnePlan, TITLE, playTable } from '../../src/screens/thirtyone/thirtyone-driver';
import { clickControl, readUntil, snapshot } from './browser';
import { sitAtTable } from './players';
import type { Driver } from './window-driver';

export { nextPress } from '../../src/screens/thirtyone/thirtyone-driver';

export const thirtyOneState = (page: Page) => snapshot<ThirtyOneSnapshot>(page);

/** Play on until the game is over or `plan.stop`; `driverFor` names the device of whoever acts (a seat's pad, or the shared one). */
export function playThirtyOne(page: Page, driverFor: (s: ThirtyOneSnapshot) => Driver, plan: ThirtyOnePlan = {}): Promise<ThirtyOneSnapshot> {
  return playTable(
    {
      until: (ready) => readUntil(page, thirtyOneState, ready),
      press: (s, id) => driverFor(s).press(page, id),
      answer: (s) => driverFor(s).answer(page, 'ok'),
    },
    plan,
  );
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
