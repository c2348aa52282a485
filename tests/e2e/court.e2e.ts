// Affairs of the Court in a real browser: a whole game with a gamepad (the
// Start menu and Quick Play included, the table's looks screenshotted on the
// way), and a tournament carried on after a reload, through the page's own
// IndexedDB. The keyboard's and the mouse's games, the History, tournaments,
// and the table explaining itself are played in Node
// (src/screens/court/*.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { checkOver } from '../../src/screens/court/court-driver';
import { browserPerFile, newKioskPage, openKiosk, shot, waitForScreen } from './browser';
import { asGuest, courtState, gamepad, keyboard, playCourt, sitDown } from './court-driver';
import { PAD, padTap } from './gamepad-init';

const browser = browserPerFile();

/** A whole game with one device: under a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

async function newPlayer(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Affairs of the Court');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).player).toBe(name);
}

/** Answer Yes to a question whose default is No: focus Yes, then press it. */
async function sayYes(page: Page): Promise<void> {
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
}

/**
 * The table's looks, screenshotted once each as a plain game comes to them:
 * a turn explained on the Rule Cue Card, the cards that may be played
 * standing proud, and the finished round under the End of Round box.
 */
function looks(page: Page): (s: CourtSnapshot) => Promise<void> {
  const seen = new Set<string>();
  return async (s) => {
    const plays = s.legal.filter((a) => a.type === 'play').length;
    const now: [string, boolean][] = [
      ['court-play', s.dialog === null && s.turn >= 2 && s.cue !== ''],
      ['court-playable', s.dialog === null && s.phase === 'play' && plays > 0 && plays < s.hand.length],
      ['court-end-of-round', s.dialog === 'End of Round'],
    ];
    for (const [name, shown] of now) {
      if (shown && !seen.has(name)) {
        seen.add(name);
        await shot(page, name);
      }
    }
  };
}

test('gamepad: a whole game as a guest with Quick Play, from the Start menu', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=32' });
  await sitDown(page, gamepad);
  await asGuest(page, gamepad);
  await shot(page, 'court-draw');
  // How to Play tells of tournaments too, and fits the screen.
  await gamepad.menu(page, 'Help', 'how');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('How to Play');
  await shot(page, 'court-how-to-play');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  await gamepad.menu(page, 'Options', 'quickPlay');
  await expect.poll(async () => (await courtState(page)).settings.quickPlay).toBe(true);
  // Quick Play turns the top card over by itself.
  await expect.poll(async () => (await courtState(page)).revealed).toBe(true);
  const end = await playCourt(page, gamepad, { look: looks(page) });
  await shot(page, 'court-game-over-gamepad');
  checkOver(end);
  expect(end.player).toBeNull();
  // The replay's looks: a step with every hand face up, and its end.
  await gamepad.press(page, 'replay');
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(0);
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).replay?.position).toBe(1);
  await shot(page, 'replay-court-step');
  await padTap(page, PAD.x);
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Replay');
  await shot(page, 'replay-court-end');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  await padTap(page, PAD.b);
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Game Over');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a tournament left by a reload waits for the one who began it, and carries on with the player whose turn it was', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=39' });
  await sitDown(page, keyboard);
  await newPlayer(page, 'ZOE');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
  await keyboard.menu(page, 'File', 'tournament');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await sayYes(page);
  await expect.poll(async () => (await courtState(page)).controls.some((c) => c.id === 'ok')).toBe(true);
  await page.keyboard.press('Enter'); // two players
  for (const name of ['ANN', 'BEA']) {
    await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).player).toBe('ANN');
  await playCourt(page, keyboard, { stop: (s) => s.phase === 'play' });

  await page.reload();
  await waitForScreen(page, 'title');
  await sitDown(page, keyboard);
  // ZOE is in the list between Guest and "New player..."; ANN and BEA, typed for the tournament, are not.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Unfinished Game');
  await page.keyboard.press('Enter'); // carry on
  await expect.poll(async () => (await courtState(page)).tournament?.host).toBe('ZOE');
  await expect.poll(async () => (await courtState(page)).player).toBe('ANN');
  expect((await courtState(page)).phase).toBe('play');
  await expect.poll(async () => (await courtState(page)).panel).toContain('Player 1 of 2');
  expect(errors).toEqual([]);
}, WHOLE_GAME);
