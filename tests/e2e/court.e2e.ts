// Affairs of the Court in a real browser: a whole game with a gamepad (the
// Start menu and Quick Play included, the table's looks screenshotted on the
// way), a tournament carried on after a reload, through the page's own
// IndexedDB, and the looks of two people head to head on two pads (the
// Players dialog, the cover between their turns, the table turned to the
// person playing, the History's People column). The keyboard's and the
// mouse's games, the History, tournaments, the table explaining itself and
// whole games between two people are played in Node
// (src/screens/court/*.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { checkOver } from '../../src/screens/court/court-driver';
import { browserPerFile, newKioskPage, openKiosk, shot, waitForReady, waitForScreen } from './browser';
import { asGuest, courtState, gamepad, keyboard, playCourt, sitDown } from './court-driver';
import { PAD, padTap } from './gamepad-init';
import { storedRecords, writeRecords } from './stored';
import { stepToward } from '../../src/screens/shell/test-focus';

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
  // A game of two rounds.
  await openKiosk(page, { query: 'seed=2' });
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
  // The move that brought the game to play (a card kept or discarded) is kept before the page goes.
  await expect.poll(async () => (await storedRecords(page)).some(([key, json]) => key.includes('court') && /\{"type":"(keep|discard)"\}\]/.test(json))).toBe(true);

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

/** Press the control `id` with the pad in slot `pad`: the D-pad walks the focus to it, then A. */
async function padPress(page: Page, pad: number, id: string): Promise<void> {
  const arrows = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right };
  for (let tries = 0; tries < 30; tries++) {
    const step = stepToward((await courtState(page)).controls, id);
    if (step === null) return padTap(page, PAD.a, pad);
    await padTap(page, arrows[step], pad);
  }
  throw new Error(`Could not walk the focus to ${id}`);
}

test('two people head to head on two pads: the Players dialog, and the cover only the right pad lifts', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0, 1] });
  await openKiosk(page, { query: 'seed=54' });
  // ANNE and BOB on file, and their table the last one set up.
  const created = '2026-11-20T12:00:00.000Z';
  const seating = { seats: [{ kind: 'person', name: 'ANNE', pad: 0 }, { kind: 'person', name: 'BOB', pad: 1 }] };
  await writeRecords(page, [
    ['profile:anne', { v: 1, value: { name: 'ANNE', created } }],
    ['profile:bob', { v: 1, value: { name: 'BOB', created } }],
    ['rules:court', { v: 1, value: { quickPlay: false, ruleCues: true, mustFollowSuit: true, back: 3, level: 'novice', seating } }],
  ]);
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  await sitDown(page, gamepad);
  // Guest, ANNE, BOB, New player...: ANNE sits down, and their table is offered again.
  await padTap(page, PAD.down);
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Players');
  await shot(page, 'court-players');
  await gamepad.press(page, 'ok');
  await expect.poll(async () => (await courtState(page)).cover).toBe('Pass to ANNE.\nANNE, press A on pad 1 to see your cards.');
  await shot(page, 'court-cover');
  // BOB's pad leaves ANNE's cover up; hers lifts it.
  await padTap(page, PAD.a, 1);
  expect((await courtState(page)).cover).not.toBeNull();
  await padTap(page, PAD.a, 0);
  await expect.poll(async () => (await courtState(page)).cover).toBeNull();
  // ANNE's first draw, with her own pad: then the cover goes up for BOB (whole games between two people: court-people.flow.test.ts).
  await padPress(page, 0, 'deck');
  await expect.poll(async () => (await courtState(page)).revealed).toBe(true);
  await shot(page, 'court-head-to-head-draw');
  expect(errors).toEqual([]);
}, WHOLE_GAME);
