// Four-Handed Euchre in a real browser: whole games with the keyboard, a
// gamepad and the mouse alone (bidding, going alone and "You must follow
// suit" included), the Options kept after a reload, a game resumed after the
// tab was closed, and a native frame of the table in palette colours only.

import { expect, test } from 'vitest';
import type { EuchreSnapshot } from '../../src/screens/automation';
import { browserPerFile, newKioskPage, openKiosk, shot } from './browser';
import { TITLE, euchreState, nextMove, playEuchre, sitAtEuchre } from './euchre-driver';
import { keyboard } from './window-driver';

const browser = browserPerFile();

/** A whole game with one device: about a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

/** A game that ended as the rules say: one team at 10 or more, and it won. */
function checkFinished(end: EuchreSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const [ours = 0, theirs = 0] = end.scores;
  expect(Math.max(ours, theirs)).toBeGreaterThanOrEqual(10);
  expect(end.outcome?.winners).toEqual(ours > theirs ? [0, 2] : [1, 3]);
}

test('keyboard: a whole game under a name, a bid made, and the statistics kept', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=21' });
  await sitAtEuchre(page, keyboard, 'ANN');
  await nextMove(page);
  await shot(page, 'euchre-bid-keyboard');
  let made = false;
  const end = await playEuchre(page, keyboard, {
    bid: (s) => {
      const make = s.bids.find((id) => id !== 'bid-pass');
      if (made || make === undefined) return 'bid-pass';
      made = true;
      return make;
    },
  });
  await shot(page, 'euchre-game-over-keyboard');
  checkFinished(end);
  expect(made).toBe(true);
  expect(end.dialog).toBe('Game Over');
  const stats = (await euchreState(page)).stats;
  expect(stats?.games).toBe(1);
  expect(stats?.wins).toBe(end.outcome?.winners.includes(0) ? 1 : 0);
  expect(errors).toEqual([]);
  expect(TITLE).toBe('Four-Handed Euchre');
}, WHOLE_GAME);
