// Four-Handed Euchre in a real browser: a whole game on the keyboard (a
// card that does not follow refused, the last trick, the hand's summary, the
// replay), the Options kept after a reload with the voices loading, a game
// resumed after the tab was closed, and a native frame of the table in palette
// colours only. The pad and mouse games, the resumed game played to its end
// and the rest of the table's flow are played in Node
// (src/screens/euchre/euchre.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { bidOnce, checkFinished } from '../../src/screens/euchre/euchre-driver';
import { browserPerFile, colourCount, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, waitForReady } from './browser';
import { euchreState, nextMove, playEuchre, sitAtEuchre } from './euchre-driver';
import { keyboard, mouse } from './window-driver';

const browser = browserPerFile();

/** A whole game with one device: about a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

test('keyboard: a whole game with a bid made is kept in the statistics, and plays back from its seed', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=21' });
  await sitAtEuchre(page, keyboard, 'ANN');
  await nextMove(page);
  await shot(page, 'euchre-bid-keyboard');
  // How to Play, a page at a time: Enter goes on, and closes the last.
  await keyboard.menu(page, 'Help', 'how');
  for (const at of [1, 2, 3]) {
    await expect.poll(async () => (await euchreState(page)).dialog).toBe(`How to Play (${at} of 3)`);
    await shot(page, `euchre-how-to-play-${at}`);
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
  const once = bidOnce();
  const renege = tryRenege(page);
  let lastTrick = false;
  let summary = false;
  const end = await playEuchre(page, keyboard, {
    bid: once.bid,
    async seen(s) {
      await renege.seen(s);
      // F2 shows the last trick once one has been taken.
      if (!lastTrick && s.dialog === null && s.tricksWon[0] + s.tricksWon[1] === 1 && s.legal.length > 0) {
        lastTrick = true;
        await page.keyboard.press('F2');
        await expect.poll(async () => (await euchreState(page)).dialog).toBe('Last Trick');
        await shot(page, 'euchre-last-trick');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
      }
      // The hand ends in a small box that waits for a press.
      if (!summary && s.dialog === 'Hand 1') {
        summary = true;
        await shot(page, 'euchre-hand-summary');
      }
    },
  });
  await shot(page, 'euchre-game-over-keyboard');
  checkFinished(end);
  expect(once.made()).toBe(true);
  expect(summary).toBe(true);
  expect(end.dialog).toBe('Game Over');
  const stats = (await euchreState(page)).stats;
  expect(stats?.games).toBe(1);
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
  expect((await euchreState(page)).stats?.games).toBe(1);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

/** A plan hook: once, on a trick the player must follow, press a card that does not follow and see the refusal. */
function tryRenege(page: Page): { seen(s: EuchreSnapshot): Promise<void> } {
  let tried = false;
  return {
    async seen(s) {
      if (tried || s.dialog !== null || s.phase !== 'play' || s.table.length === 0) return;
      const wrong = s.hand.find((card) => !s.legal.includes(card));
      if (wrong === undefined) return;
      tried = true;
      await keyboard.press(page, `card-${wrong}`);
      await expect.poll(async () => (await euchreState(page)).message).toBe('You must follow suit.');
      await shot(page, 'euchre-follow-suit');
      await keyboard.answer(page, 'ok');
      await expect.poll(async () => (await euchreState(page)).dialog).toBeNull();
    },
  };
}

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
  expect(errors).toEqual([]);
}, WHOLE_GAME);
