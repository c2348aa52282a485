// Thirty-One ("31 for Windows95") in a real browser: whole games with the
// keyboard, one gamepad and the mouse alone; three people on three pads,
// each pad playing its own seat and no hand shown to the wrong person;
// options changed during a game taking effect at once; and a native frame
// of the table in palette colours only.

import { expect, test } from 'vitest';
import { browserPerFile, newKioskPage, openKiosk, shot } from './browser';
import { playThirtyOne, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { keyboard } from './window-driver';

const browser = browserPerFile();

/** A whole game with one device: a few minutes on a busy machine. */
const WHOLE_GAME = 600_000;

test('keyboard: a whole game against two computer players, Deal to the end', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=31' });
  await sitAtThirtyOne(page, keyboard, null);
  await expect.poll(async () => (await thirtyOneState(page)).dialog).toBe('Players');
  await shot(page, 'thirtyone-players-dialog');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  await shot(page, 'thirtyone-awaiting-deal');
  let shots = 0;
  const end = await playThirtyOne(page, () => keyboard, {
    async seen(s) {
      if (shots < 3 && s.waiting === 0 && s.chosen.length === 2) await shot(page, `thirtyone-keyboard-${shots++}`);
      if (s.roundEnd && shots < 5) await shot(page, `thirtyone-keyboard-${shots++}`);
    },
  });
  await shot(page, 'thirtyone-game-over');
  expect(end.outcome).not.toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);
