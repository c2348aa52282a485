// Four-Handed Euchre in a real browser with two friends on two pads at one
// cabinet, partners across against two computers: the Players dialog saying
// who partners whom, the table covered between turns and turned to the
// person playing, each pad lifting the cover and playing for its own seat
// only, and no hand shown but the player's own once shown, through a whole
// hand. Whole games of the friends, the Pass Best card and the discard under
// the cover, a pad pulled out and their records are played in Node
// (src/screens/euchre/euchre-seats.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { browserPerFile, clickControl, nativeFrame, newKioskPage, openKiosk, paletteViolations, readUntil, shot } from './browser';
import { euchreState, sitAtEuchre } from './euchre-driver';
import { PAD, padTap } from './gamepad-init';
import { gamepadAt, keyboard } from './window-driver';

const browser = browserPerFile();

/** A hand of a game with the animations on: a few minutes on a busy machine. */
const A_HAND = 600_000;

const dialogOf = async (page: Page) => (await euchreState(page)).dialog;

/** A seat set up in the Players dialog on the keyboard: a person (`name`, a new player unless on file, null keeps the name shown) on pad `pad` (slot). */
async function seatFriend(page: Page, seat: number, name: string | null, pad: number): Promise<void> {
  await page.keyboard.press(String(seat));
  if (seat > 1) {
    await expect.poll(() => dialogOf(page)).toBe(`Seat ${seat}`);
    await page.keyboard.press('p');
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await euchreState(page)).controls.some((c) => c.id === 'list')).toBe(true);
  if (name !== null) {
    // The last line: New player...
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await euchreState(page)).controls.some((c) => c.id === 'keyboard')).toBe(true);
    await page.keyboard.type(name);
  }
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).controls.some((c) => c.id === `pad-${pad + 1}`)).toBe(true);
  await page.keyboard.press(String(pad + 1));
  await page.keyboard.press('Enter');
  await expect.poll(() => dialogOf(page)).toBe('Players');
}

/** Someone must act: a dialog, or a person asked (covered, or their bids or cards up). */
const ready = (s: EuchreSnapshot) => s.dialog !== null || (s.waiting !== null && (s.covered || s.bids.length > 0 || s.legal.length > 0));

test('two friends on two pads as partners against two computers: covered between turns, each pad for its own seat, through a whole hand', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0, 1] });
  await openKiosk(page, { query: 'seed=685' });
  await sitAtEuchre(page, keyboard, 'ANN');
  // ANN alone at first; Game > Players seats BEA across on pad 2, and ANN on pad 1.
  await keyboard.menu(page, 'Game', 'players');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await seatFriend(page, 3, 'BEA', 1);
  await seatFriend(page, 1, null, 0);
  const lines = (await euchreState(page)).controls.filter((c) => c.id.startsWith('seat-')).map((c) => c.label);
  expect(lines).toEqual(['Seat 1: ANN, pad 1 (partner: seat 3)', 'Seat 2: Hank, computer (intermediate) (partner: seat 4)', 'Seat 3: BEA, pad 2 (partner: seat 1)', 'Seat 4: Jenny, computer (intermediate) (partner: seat 2)']);
  await shot(page, 'euchre-friends-players');
  await clickControl(page, 'ok');
  await expect.poll(async () => (await euchreState(page)).people).toEqual([0, 2]);
  const slot = (seat: number) => (seat === 0 ? 0 : 1);
  const shots = new Set<string>();
  for (let move = 0; move < 200; move++) {
    const s = await readUntil(page, euchreState, ready);
    if (s.handNumber >= 2 && s.dialog === null) break;
    // Nothing of a hand shows but that of the person playing, once shown.
    if (s.hand.length > 0) expect([s.covered, s.waiting]).toEqual([false, s.viewer]);
    if (s.dialog === 'Go Alone?') {
      await padTap(page, PAD.a, slot(s.waiting ?? 0));
      await expect.poll(() => dialogOf(page)).not.toBe('Go Alone?');
      continue;
    }
    if (s.dialog !== null) {
      await page.keyboard.press('Enter');
      await expect.poll(() => dialogOf(page)).not.toBe(s.dialog);
      continue;
    }
    const seat = s.waiting ?? 0;
    if (s.covered) {
      expect(s.hand).toEqual([]);
      // The partner's pad, and the keyboard, do not lift it.
      await padTap(page, PAD.a, slot(seat === 0 ? 2 : 0));
      await page.keyboard.press('Enter');
      expect((await euchreState(page)).covered).toBe(true);
      if (!shots.has(`cover-${seat}`)) {
        shots.add(`cover-${seat}`);
        expect(paletteViolations(await nativeFrame(page)).slice(0, 10)).toEqual([]);
        await shot(page, `euchre-friends-cover-${seat === 0 ? 'ann' : 'bea'}`);
      }
      await padTap(page, PAD.a, slot(seat));
      await expect.poll(async () => (await euchreState(page)).covered).toBe(false);
      continue;
    }
    expect(s.viewer).toBe(seat);
    if (!shots.has(`shown-${seat}-${s.phase}`)) {
      shots.add(`shown-${seat}-${s.phase}`);
      await shot(page, `euchre-friends-${seat === 0 ? 'ann' : 'bea'}-${s.phase}`);
    }
    const choice = s.bids.length > 0 ? 'bid-pass' : `card-${s.hand.find((card) => s.legal.includes(card)) ?? s.legal[0]}`;
    await gamepadAt(slot(seat)).press(page, choice);
    // The move is made: the cards turn face down at once.
    await readUntil(page, euchreState, (now) => now.dialog !== null || now.waiting !== seat || now.covered || now.phase !== s.phase || now.hand.length !== s.hand.length);
  }
  expect(shots).toContain('cover-0');
  expect(shots).toContain('cover-2');
  expect((await euchreState(page)).handNumber).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
}, A_HAND);
