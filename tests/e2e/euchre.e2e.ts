// Four-Handed Euchre in a real browser: whole games with the keyboard, a
// gamepad and the mouse alone (bidding, going alone and "You must follow
// suit" included), the Options kept after a reload, a game resumed after the
// tab was closed, and a native frame of the table in palette colours only.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { browserPerFile, colourCount, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, waitForReady, waitForScreen } from './browser';
import { TITLE, euchreState, nextMove, playEuchre, sitAtEuchre } from './euchre-driver';
import { PAD, padConnect, padDisconnect, padTap } from './gamepad-init';
import { type Driver, gamepad, keyboard, mouse } from './window-driver';

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

test('keyboard: Game > Cancel counts a loss, Game > New asks who plays, and a whole game with a bid made is kept in the statistics', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=21' });
  await sitAtEuchre(page, keyboard, 'ANN');
  await nextMove(page);
  await shot(page, 'euchre-bid-keyboard');
  // Cancel asks first, and Enter keeps the game.
  const dealt = (await euchreState(page)).hand;
  await keyboard.menu(page, 'Game', 'cancel');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe(TITLE);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  expect((await euchreState(page)).hand).toEqual(dealt);
  // Y gives it up: lost, and another game is offered (Enter: yes).
  await keyboard.menu(page, 'Game', 'cancel');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe(TITLE);
  await page.keyboard.press('y');
  await expect.poll(async () => (await euchreState(page)).stats?.games).toBe(1);
  await expect.poll(async () => (await euchreState(page)).dialog).toBe(TITLE);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).hand).not.toEqual(dealt);
  // New asks for the player's name; the list starts on ANN, and nothing was played, so nothing is lost.
  await keyboard.menu(page, 'Game', 'new');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe(TITLE);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  expect((await euchreState(page)).player).toBe('ANN');
  expect((await euchreState(page)).stats?.games).toBe(1);
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
  expect(stats?.games).toBe(2);
  expect(stats?.wins).toBe(end.outcome?.winners.includes(0) ? 1 : 0);
  expect(stats?.hands).toBeGreaterThan(0);
  // R: the finished game plays back from its seed with every hand face up, and ends as it did.
  await page.keyboard.press('r');
  await expect.poll(async () => (await euchreState(page)).replay?.position).toBe(0);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).replay?.position).toBe(1);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).replay?.position).toBe(2);
  await shot(page, 'replay-euchre-step');
  await page.keyboard.press('r');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Replay');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Game Over');
  expect((await euchreState(page)).outcome).toEqual(end.outcome);
  expect((await euchreState(page)).stats?.games).toBe(2);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

/** A plan hook: once, on a trick the player must follow, press a card that does not follow and read the refusal. */
function tryRenege(page: Page, driver: Driver): { seen(s: EuchreSnapshot): Promise<void>; tried: () => boolean } {
  let tried = false;
  return {
    tried: () => tried,
    async seen(s) {
      if (tried || s.dialog !== null || s.phase !== 'play' || s.table.length === 0) return;
      const wrong = s.hand.find((card) => !s.legal.includes(card));
      if (wrong === undefined) return;
      tried = true;
      await driver.press(page, `card-${wrong}`);
      await expect.poll(async () => (await euchreState(page)).dialog).toBe(TITLE);
      expect((await euchreState(page)).message).toBe('You must follow suit.');
      await shot(page, `euchre-follow-suit-${driver.device}`);
      await driver.answer(page, 'ok');
      await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
      expect((await euchreState(page)).hand).toContain(wrong);
    },
  };
}

test('gamepad: a whole game as a guest, a bid made and a card that does not follow refused', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=22' });
  await sitAtEuchre(page, gamepad, null);
  const renege = tryRenege(page, gamepad);
  let made = false;
  const end = await playEuchre(page, gamepad, {
    bid: (s) => {
      const make = s.bids.find((id) => id !== 'bid-pass');
      if (made || make === undefined) return 'bid-pass';
      made = true;
      return make;
    },
    seen: renege.seen,
  });
  await shot(page, 'euchre-game-over-gamepad');
  checkFinished(end);
  expect(made).toBe(true);
  expect(renege.tried()).toBe(true);
  // No at "Another game?" goes back to the kiosk.
  await gamepad.press(page, 'exit');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: a whole game going alone with Pass Best, and Yes deals another', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=23' });
  // A name long enough that your bid stands above it when you make trump alone.
  await sitAtEuchre(page, mouse, 'BEATRICE');
  let alone = false;
  let gotBest = false;
  const renege = tryRenege(page, mouse);
  const end = await playEuchre(page, mouse, {
    bid: (s) => s.bids.find((id) => id !== 'bid-pass' && !alone) ?? 'bid-pass',
    alone: () => {
      alone = true;
      return true;
    },
    async seen(s) {
      if (s.phase === 'lone-discard' && s.toAct === 0 && !gotBest) {
        gotBest = true;
        expect(s.hand).toHaveLength(6);
        expect(s.status).toMatch(/You were given the .+\. Choose a card to put down\./);
        await shot(page, 'euchre-pass-best-mouse');
      }
      await renege.seen(s);
    },
  });
  checkFinished(end);
  expect(alone).toBe(true);
  expect(gotBest).toBe(true);
  const stats = (await euchreState(page)).stats;
  expect(stats?.games).toBe(1);
  await mouse.press(page, 'new');
  await expect.poll(async () => (await euchreState(page)).handNumber).toBe(1);
  expect((await euchreState(page)).scores).toEqual([0, 0, 0, 0]);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('options are kept for the cabinet after a reload; rules wait for the next game, voices load only when on', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=24' });
  await sitAtEuchre(page, keyboard, null);
  expect((await euchreState(page)).voices).toBe('idle');
  // A bid passed: the game is under way, so the rules wait for the next game.
  await playEuchre(page, keyboard, { stop: (s) => s.toAct === 0 && s.bids.length > 0 });
  await keyboard.press(page, 'bid-pass');
  await expect.poll(async () => (await euchreState(page)).bids).toEqual([]);
  await mouse.menu(page, 'Game', 'options');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Options');
  await shot(page, 'euchre-options');
  for (const id of ['pass-best-a-loner-gets-a-card', 'stick-the-dealer-no-throw-ins', 'voices-the-players-speak', 'fast', 'expert']) await mouse.press(page, id);
  await mouse.press(page, 'ok');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Next Game');
  await keyboard.answer(page, 'ok');
  const now = await euchreState(page);
  expect(now.settings).toEqual({ options: { passBest: false, stickTheDealer: true, target: 10 }, level: 'expert', speed: 'fast', voices: true });
  expect(now.gameOptions).toEqual({ passBest: true, stickTheDealer: false, target: 10 });
  expect(now.gameLevel).toBe('intermediate');
  await expect.poll(async () => (await euchreState(page)).status).toMatch(/New options next game\./);
  // With Voices on, the synthesiser loads (or says it cannot) in the background.
  await expect.poll(async () => (await euchreState(page)).voices).toBe('ready');

  await page.reload();
  await waitForReady(page);
  await sitAtEuchre(page, keyboard, null);
  // The guest's game was kept: carried on at its own rules.
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Unfinished Game');
  await keyboard.answer(page, 'yes');
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  const after = await euchreState(page);
  expect(after.settings).toEqual(now.settings);
  expect(after.gameOptions).toEqual(now.gameOptions);
  expect(after.gameLevel).toBe('intermediate');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a game resumed after the tab was closed is the same game, and a native frame holds palette colours only', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=25' });
  await sitAtEuchre(page, keyboard, 'CAL');
  // Into the second trick of a hand, then the tab closes.
  const before = await playEuchre(page, keyboard, { stop: (s) => s.phase === 'play' && s.legal.length > 0 && s.tricksWon[0] + s.tricksWon[1] >= 1 });
  const frame = await nativeFrame(page);
  expect(colourCount(frame)).toBeGreaterThan(4);
  expect(paletteViolations(frame).slice(0, 10)).toEqual([]);
  await shot(page, 'euchre-palette');

  await page.reload();
  await waitForReady(page);
  await sitAtEuchre(page, keyboard, 'CAL');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Unfinished Game');
  await keyboard.answer(page, 'yes');
  const after = await nextMove(page);
  for (const key of ['hand', 'legal', 'table', 'scores', 'tricksWon', 'dealer', 'trump', 'maker', 'handNumber', 'seed'] as const) expect(after[key]).toEqual(before[key]);
  await shot(page, 'euchre-resumed');
  // And it plays on to its end.
  checkFinished(await playEuchre(page, keyboard));
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('keyboard, seed 34: once Walt orders up the queen of hearts your hand shows trump first, the left bower with it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=34' });
  await sitAtEuchre(page, keyboard, null);
  const first = await nextMove(page);
  expect([first.trump, first.maker]).toEqual(['H', 3]);
  expect(first.hand).toEqual(['JD', 'AH', 'AS', 'JS', '9D']);
  // The maker stays marked by name for the hand.
  expect(first.labels).toEqual(['You', 'Hank', 'Jenny', 'Walt: Ordered up Hearts']);
  await shot(page, 'euchre-hand-after-trump');
  // How to Play, a page at a time: Enter goes on, and closes the last.
  await keyboard.menu(page, 'Help', 'how');
  for (const at of [1, 2, 3]) {
    await expect.poll(async () => (await euchreState(page)).dialog).toBe(`How to Play (${at} of 3)`);
    await shot(page, `euchre-how-to-play-${at}`);
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  // F2 shows the last trick once one has been taken.
  await playEuchre(page, keyboard, { stop: (s) => s.tricksWon[0] + s.tricksWon[1] === 1 && s.legal.length > 0 });
  await page.keyboard.press('F2');
  await expect.poll(async () => (await euchreState(page)).dialog).toBe('Last Trick');
  await shot(page, 'euchre-last-trick');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  // The hand ends in a small box that waits for a press.
  const end = await playEuchre(page, keyboard, { stop: (s) => s.dialog === 'Hand 1' });
  expect(end.handResult).toMatch(/^Walt made Hearts/);
  await shot(page, 'euchre-hand-summary');
  await keyboard.answer(page, 'ok');
  await expect.poll(async () => (await euchreState(page)).handNumber).toBe(2);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('gamepad, seed 684: the card you give your lone partner (Pass Best) is chosen under the pointer', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=684' });
  await sitAtEuchre(page, gamepad, null);
  // Everybody's bid stays by their name through the bidding: at your second bid, four passes.
  const second = await playEuchre(page, gamepad, { stop: (s) => s.phase === 'call' && s.toAct === 0 });
  expect(second.labels).toEqual(['You: Passed', 'Hank: Passed', 'Jenny: Passed', 'Walt: Passed']);
  // The pad's status line too says which suit was turned down.
  expect(second.status).toMatch(/spades/i);
  await shot(page, 'euchre-bids-gamepad');
  const giving = await playEuchre(page, gamepad, { stop: (s) => s.phase === 'give' && s.toAct === 0 });
  expect(giving.labels).toEqual(['You (sitting out)', 'Hank', 'Jenny: Called Diamonds alone', 'Walt']);
  expect(giving.marked).not.toBeNull();
  expect(giving.legal).toContain(giving.marked);
  await padTap(page, PAD.right);
  await expect.poll(async () => (await euchreState(page)).marked).not.toBe(giving.marked);
  await shot(page, 'euchre-pass-best-gamepad');
  const chosen = (await euchreState(page)).marked;
  await padTap(page, PAD.a);
  await expect.poll(async () => (await euchreState(page)).hand).toHaveLength(4);
  expect((await euchreState(page)).hand).not.toContain(chosen);
  // Pulled out, the pad is said to be gone; plugged in again, it plays on.
  await padDisconnect(page);
  await expect.poll(async () => (await euchreState(page)).status).toMatch(/unplugged/i);
  await shot(page, 'euchre-pad-unplugged');
  await padConnect(page);
  await expect.poll(async () => (await euchreState(page)).status).not.toMatch(/unplugged/i);
  expect(errors).toEqual([]);
}, WHOLE_GAME);
