// Hearts Deluxe in a real browser: a whole game with the mouse (menus and
// dialogs included, the table's looks screenshotted on the way), a game
// resumed after the tab was closed, through the page's own IndexedDB, and
// two people on two pads, the table turned to each and covered between their
// turns (its looks screenshotted). The keyboard's and a gamepad's games, the
// Rules menu, refusals, "Still playing?", the score sheet and whole games of
// people at one cabinet are played in Node (src/screens/hearts/*.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { checkFinished } from '../../src/screens/hearts/hearts-driver';
import { browserPerFile, nativeFrame, newKioskPage, openKiosk, paletteViolations, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { type Driver, hearts, keyboard, mouse, nextMove, playToTheEnd, sitAtHearts } from './hearts-driver';
import { answerWhoIsPlaying } from './players';
import { storedRecords, writeRecords } from './stored';
import { PAD, padTap } from './gamepad-init';
import { gamepadAt } from './window-driver';
import { DEFAULT_OPTIONS } from '../../src/engine/hearts';

const browser = browserPerFile();

/** A whole game with one device: about a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

/** From the title to the Hearts table with `driver`'s device; `name` typed, or played as a guest. */
async function sitDown(page: Page, driver: Driver, name: string | null): Promise<void> {
  if (driver.device === 'mouse') {
    await driver.press(page, 'play');
    await waitForScreen(page, 'select');
    await driver.press(page, 'hearts');
  } else {
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'select');
    await page.keyboard.press('Enter');
  }
  await waitForScreen(page, 'hearts');
  await answerWhoIsPlaying(page, 'Hearts Deluxe', driver.device, name);
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
}

/**
 * The table's looks, screenshotted once each as a plain game comes to them:
 * cards chosen for the pass, the received ones standing up, the cards that
 * may be played standing out once a trick has been taken, and over that
 * table the last trick and a refused card's reason (each box answered again).
 */
function looks(page: Page): (s: HeartsSnapshot) => Promise<boolean> {
  const seen = new Set<string>();
  const first = (name: string) => {
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  };
  return async (s) => {
    if (s.dialog !== null) return false;
    if (s.phase === 'pass' && s.chosen.length === 1 && first('hearts-pass')) await shot(page, 'hearts-pass');
    else if (s.waitingForOk && first('hearts-received')) await shot(page, 'hearts-received');
    else if (s.phase === 'play' && !s.waitingForOk && s.hand.length < 13 && s.table.length > 0 && s.legal.length < s.hand.length && first('hearts-playable')) {
      await shot(page, 'hearts-playable');
      for (const [id, box, name] of [
        ['last-trick', 'Last Trick', 'hearts-last-trick'],
        [`card-${s.hand.find((card) => !s.legal.includes(card))}`, 'Hearts Deluxe', 'hearts-illegal'],
      ] as const) {
        await mouse.press(page, id);
        await expect.poll(async () => (await hearts(page)).dialog).toBe(box);
        await shot(page, name);
        await mouse.answer(page, 'ok');
        await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
      }
      return true;
    }
    return false;
  };
}

test('mouse: a whole game by clicking cards, buttons and menus', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=13' });
  await sitDown(page, mouse, null);
  // Help > Controls tells how the mouse plays, and fits the screen.
  await mouse.menu(page, 'Help', 'controls');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Controls');
  await shot(page, 'hearts-help');
  await mouse.answer(page, 'ok');
  // Rules > Point Limit... > 50 points: nothing chosen yet, so the game is dealt again at once.
  await mouse.menu(page, 'Rules', 'limit');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Point Limit');
  await mouse.answer(page, '50-points');
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await hearts(page)).options.pointLimit).toBe(50);
  await expect.poll(async () => (await hearts(page)).gameOptions?.pointLimit).toBe(50);
  // A new game from the menu before a card is chosen costs nothing and asks nothing.
  await mouse.menu(page, 'Game', 'new');
  await expect.poll(async () => (await hearts(page)).phase).toBe('pass');
  expect((await hearts(page)).dialog).toBeNull();
  const end = await playToTheEnd(page, mouse, { look: looks(page) });
  await shot(page, 'hearts-game-over-mouse');
  checkFinished(end, 50);
  // Exit goes back to the game select.
  await mouse.answer(page, 'exit');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

/** Whether the kept game, as stored, says `text` (the kiosk keeps it a moment after each choice). */
async function kept(page: Page, text: string): Promise<boolean> {
  return (await storedRecords(page)).some(([, json]) => json.includes(text));
}

/** Close the tab and come back as `name`: the unfinished game is offered by name, and carried on. */
async function reloadAndResume(page: Page, name: string): Promise<HeartsSnapshot> {
  await page.reload();
  // The next visitor is asked who they are; the player, coming back, is offered the game by name.
  await sitAtHearts(page, name);
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Unfinished Game');
  await shot(page, 'hearts-resume');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await hearts(page)).dialog).toBeNull();
  await expect.poll(async () => (await hearts(page)).phase).not.toBe('starting');
  return hearts(page);
}

test('a game left by closing the tab is offered again, exactly where it was: a pass half chosen, the received cards waiting for OK', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=16' });
  await sitDown(page, keyboard, 'BEA');
  // Two cards chosen of the three, then the tab closed.
  for (let i = 0; i < 2; i++) {
    const s = await hearts(page);
    await keyboard.press(page, `card-${s.hand.find((card) => !s.chosen.includes(card))}`);
  }
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(2);
  const half = await hearts(page);
  await expect.poll(() => kept(page, `"chosen":${JSON.stringify(half.chosen)}`)).toBe(true);
  const resumed = await reloadAndResume(page, 'BEA');
  expect(resumed.player).toBe('BEA');
  expect(resumed.phase).toBe('pass');
  expect(resumed.chosen).toEqual(half.chosen);
  expect(resumed.status).toMatch(/\(2 chosen\)/);
  // The third card and the pass; the received cards stand up until OK, across a reload too.
  await keyboard.press(page, `card-${resumed.hand.find((card) => !resumed.chosen.includes(card))}`);
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(3);
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(true);
  const before = await hearts(page);
  await expect.poll(() => kept(page, '"waitingForOk":true')).toBe(true);
  const after = await reloadAndResume(page, 'BEA');
  expect(after.waitingForOk).toBe(true);
  expect(after.status).toMatch(/Press OK to play\.$/);
  expect(after.table).toEqual(before.table);
  expect([...after.hand].sort()).toEqual([...before.hand].sort());
  expect(after.scores).toEqual(before.scores);
  expect(after.controls.find((c) => c.focused)?.id).toBe('centre');
  // Nothing more happens until OK; then play goes on.
  await keyboard.press(page, 'centre');
  await expect.poll(async () => (await hearts(page)).waitingForOk).toBe(false);
  await nextMove(page);
  expect(errors).toEqual([]);
}, 300_000);

test('two people on two pads: the table turned to each, covered between their turns, their cards face down once they have moved', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0, 1] });
  await openKiosk(page, { query: 'seed=42' });
  // The last table: ANNE on pad 1, BOB on pad 2 across from her, two computers.
  const seats = [
    { kind: 'person', name: 'ANNE', pad: 0 },
    { kind: 'computer', level: 'expert' },
    { kind: 'person', name: 'BOB', pad: 1 },
    { kind: 'computer', level: 'intermediate' },
  ];
  await writeRecords(page, [['rules:hearts', { v: 1, value: { options: DEFAULT_OPTIONS, level: 'intermediate', seating: { seats } } }]]);
  await page.reload();
  await waitForReady(page);
  await sitAtHearts(page, 'ANNE');
  // The last table is offered again.
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Players');
  await shot(page, 'hearts-people-players');
  await keyboard.press(page, 'ok');
  let s = await readUntil(page, hearts, (now) => now.dialog === null && now.covered && now.acting === 0);
  expect(s.hand).toEqual([]);
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'hearts-people-cover');
  // BOB's pad does not lift ANNE's cover; hers does.
  await padTap(page, PAD.a, 1);
  expect((await hearts(page)).covered).toBe(true);
  await gamepadAt(0).press(page, 'show-cards');
  s = await readUntil(page, hearts, (now) => !now.covered && now.hand.length === 13);
  for (const card of s.hand.slice(0, 3)) await gamepadAt(0).press(page, `card-${card}`);
  await expect.poll(async () => (await hearts(page)).chosen.length).toBe(3);
  await shot(page, 'hearts-people-anne');
  await gamepadAt(0).press(page, 'centre');
  // The table turns to BOB, ANNE's cards face down, his covered until he shows them.
  s = await readUntil(page, hearts, (now) => now.covered && now.acting === 2);
  expect(s.viewer).toBe(2);
  await shot(page, 'hearts-people-cover-bob');
  await gamepadAt(1).press(page, 'show-cards');
  s = await readUntil(page, hearts, (now) => !now.covered && now.hand.length === 13);
  await shot(page, 'hearts-people-bob');
  for (const card of s.hand.slice(0, 3)) await gamepadAt(1).press(page, `card-${card}`);
  await gamepadAt(1).press(page, 'centre');
  // The cards passed: ANNE first, under the cover, then up until her OK.
  await readUntil(page, hearts, (now) => now.covered && now.acting === 0);
  await gamepadAt(0).press(page, 'show-cards');
  await readUntil(page, hearts, (now) => !now.covered && now.waitingForOk);
  await shot(page, 'hearts-people-received');
  expect(errors).toEqual([]);
}, 300_000);
