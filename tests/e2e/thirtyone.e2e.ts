// Thirty-One ("31 for Windows95") in a real browser: three people on three
// pads, each pad playing its own seat and no hand shown to the wrong person
// through a round to its end;
// a game carried on after the tab was closed; a native frame in palette
// colours only; and the Windows 95 look of the table and its boxes. Whole
// games with the keyboard, one pad or the mouse alone, and options changed
// during a game, are played in Node (src/screens/thirtyone/*.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { advanceIdle, browserPerFile, clickControl, nativeFrame, newKioskPage, openKiosk, paletteViolations, readUntil, shot, waitForReady } from './browser';
import { PAD, padConnect, padDisconnect, padTap } from './gamepad-init';
import { playThirtyOne, seatPerson, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { gamepad, gamepadAt, keyboard, mouse } from './window-driver';

const browser = browserPerFile();

/** A whole game with one device: a few minutes on a busy machine. */
const WHOLE_GAME = 600_000;

const dialogOf = async (page: Page) => (await thirtyOneState(page)).dialog;

/** The Players dialog answered on the keyboard with its OK as it stands (Enter presses the focused button: walk to OK first). */
async function playersOk(page: Page): Promise<void> {
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await keyboard.press(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
}

test('three people on three pads: each pad plays its own seat, and no hand is shown to the wrong person', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0, 1, 2] });
  await openKiosk(page, { query: 'seed=34' });
  await sitAtThirtyOne(page, gamepad, 'ANNE');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await seatPerson(page, 1, null, 1);
  await seatPerson(page, 2, 'BOB', 2);
  await seatPerson(page, 3, 'CAT', 3);
  await shot(page, 'thirtyone-three-pads-players');
  await clickControl(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  const seating = (await thirtyOneState(page)).seating;
  expect(seating).toEqual([
    { kind: 'person', name: 'ANNE', pad: 0 },
    { kind: 'person', name: 'BOB', pad: 1 },
    { kind: 'person', name: 'CAT', pad: 2 },
  ]);
  const padOf = (seat: number) => {
    const plan = seating[seat];
    return plan?.kind === 'person' ? (plan.pad ?? 0) : 0;
  };
  let refused = 0;
  let shown = 0;
  let pulled = false;
  // Until every check below has been made and a round has ended with every hand shown (whole games of people on pads are played in Node).
  const end = await playThirtyOne(page, (s) => gamepadAt(s.waiting === null ? 0 : padOf(s.waiting)), {
    stop: (s) => s.roundEnd !== null && refused >= 4 && pulled && shown > 0,
    async seen(s) {
      // Before a round's end shows every hand, only the person playing sees cards, and only once they showed them.
      if (!s.roundEnd) s.faceUp.forEach((cards, seat) => (seat !== s.waiting || s.covered ? expect(cards).toEqual([]) : expect(cards.length).toBe(3)));
      if (s.covered && s.waiting !== null && refused < 4) {
        // Another person's pad neither lifts the cover nor moves anything.
        await padTap(page, PAD.a, (padOf(s.waiting) + 1) % 3);
        const after = await thirtyOneState(page);
        expect(after.covered).toBe(true);
        expect(after.faceUp.flat()).toEqual([]);
        if (refused++ === 0) await shot(page, 'thirtyone-three-pads-cover');
      }
      if (s.covered && s.waiting === 2 && !pulled && refused > 0) {
        // CAT's pad is pulled out at her turn: the shared keyboard plays for her until it is back.
        pulled = true;
        await padDisconnect(page, 2);
        await expect.poll(async () => (await thirtyOneState(page)).cover).toContain('Pad 3 is unplugged');
        await shot(page, 'thirtyone-three-pads-unplugged');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await thirtyOneState(page)).covered).toBe(false);
        await keyboard.press(page, 'pass');
        await expect.poll(async () => (await thirtyOneState(page)).waiting).not.toBe(2);
        // Plugged in again only now: once it is back, the seat is its own pad's again and the keyboard's press would be refused.
        await padConnect(page, 2);
        return 'moved';
      }
      if (!s.covered && s.waiting === 1 && shown++ === 0) {
        // BOB's own cards, and a press on ANNE's pad does not play for him.
        await shot(page, 'thirtyone-three-pads-bob');
        await padTap(page, PAD.right, 0);
        await padTap(page, PAD.a, 0);
        const after = await thirtyOneState(page);
        expect(after.waiting).toBe(1);
        expect(after.chosen).toEqual(s.chosen);
        expect(after.passed).toEqual(s.passed);
        // The menus stay everyone's: the mouse opens Help during BOB's turn.
        await mouse.menu(page, 'Help', 'controls');
        await expect.poll(() => dialogOf(page)).toBe('Controls');
        await page.keyboard.press('Enter');
        await expect.poll(() => dialogOf(page)).toBeNull();
      }
    },
  });
  expect(end.roundEnd).not.toBeNull();
  expect(refused).toBeGreaterThan(0);
  expect(pulled).toBe(true);
  expect(shown).toBeGreaterThan(0);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a game carried on after the tab was closed is the same game, and a native frame holds palette colours only', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=36' });
  await sitAtThirtyOne(page, keyboard, 'DOT');
  await playersOk(page);
  await keyboard.press(page, 'deal');
  await readUntil(page, thirtyOneState, (s) => s.waiting === 0 && !s.busy);
  const frame = await nativeFrame(page);
  expect(paletteViolations(frame)).toEqual([]);
  const before = await readUntil(page, thirtyOneState, (s) => s.waiting === 0 && !s.busy);
  await page.reload();
  await waitForReady(page);
  await sitAtThirtyOne(page, keyboard, 'DOT');
  await expect.poll(() => dialogOf(page)).toBe('Unfinished Game');
  await page.keyboard.press('Enter');
  const resumed = await readUntil(page, thirtyOneState, (s) => s.waiting === 0 && !s.busy && s.dialog === null);
  expect(resumed.hand).toEqual(before.hand);
  expect(resumed.pot).toEqual(before.pot);
  expect(resumed.round).toBe(before.round);
  expect(resumed.seed).toBe(before.seed);
  await shot(page, 'thirtyone-resumed');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('the Windows 95 look throughout: the Players dialog, the move log, Help > Variations, the Game Over box over the last round, the replay panel, the kept table, Options, Statistics and "Still playing?"', async () => {
  // For the screenshots: the flow on the way is checked in Node (thirtyone-games.flow.test.ts).
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=37' });
  await sitAtThirtyOne(page, mouse, 'ANN');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await shot(page, 'thirtyone-players-dialog');
  await clickControl(page, 'players-2');
  await clickControl(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  let logged = false;
  let roundShown = false;
  await playThirtyOne(page, () => mouse, {
    keep: true,
    async seen(s) {
      if (!logged && s.waiting === 0 && s.phase === 'play' && !s.covered) {
        logged = true;
        await shot(page, 'thirtyone-move-log');
        await mouse.menu(page, 'Help', 'variations');
        await expect.poll(() => dialogOf(page)).toBe('Variations');
        await shot(page, 'thirtyone-help-variations');
        await page.keyboard.press('Enter');
        await mouse.menu(page, 'Help', 'how');
        await expect.poll(() => dialogOf(page)).toBe('How to Play');
        await shot(page, 'thirtyone-help-how');
        await page.keyboard.press('Enter');
        await expect.poll(() => dialogOf(page)).toBeNull();
      }
      if (!roundShown && s.roundEnd && s.awaitingDeal) {
        roundShown = true;
        await shot(page, 'thirtyone-round-end');
      }
    },
  });
  await shot(page, 'thirtyone-game-over-last-round');
  await clickControl(page, 'replay');
  await clickControl(page, 'replay-step');
  await clickControl(page, 'replay-step');
  await readUntil(page, thirtyOneState, (s) => (s.replay?.position ?? 0) >= 2);
  await shot(page, 'thirtyone-replay-panel');
  await clickControl(page, 'replay-end');
  await expect.poll(() => dialogOf(page)).toBe('Game Over');
  await clickControl(page, 'no');
  await expect.poll(() => dialogOf(page)).toBeNull();
  await shot(page, 'thirtyone-game-over-kept');
  await mouse.menu(page, 'Game', 'options');
  await expect.poll(() => dialogOf(page)).toBe('Options');
  await shot(page, 'thirtyone-options');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogOf(page)).toBeNull();
  await mouse.menu(page, 'Game', 'statistics');
  await expect.poll(() => dialogOf(page)).toBe('Statistics');
  await shot(page, 'thirtyone-statistics');
  await page.keyboard.press('Enter');
  await expect.poll(() => dialogOf(page)).toBeNull();
  await advanceIdle(page, 91_000);
  await expect.poll(() => dialogOf(page)).toBe('Still playing?');
  await shot(page, 'thirtyone-still-playing');
  expect(errors).toEqual([]);
}, WHOLE_GAME);
