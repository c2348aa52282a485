// Affairs of the Court in a real browser: a whole game with each of the
// keyboard, a gamepad and the mouse (menus and dialogs included), History
// figures found again after a reload, and a two-player tournament in which
// both players are dealt the same cards.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/automation';
import { browserPerFile, newKioskPage, openKiosk, shot, waitForScreen } from './browser';
import { answer, asGuest, courtState, gamepad, keyboard, mouse, playCourt, sitDown } from './court-driver';

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

function checkOver(end: CourtSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const [a = 0, b = 0] = end.scores;
  expect(a <= 0 || b <= 0).toBe(true);
  if (a <= 0 && b <= 0) expect(end.outcome?.draw).toBe(true);
  else expect(end.outcome?.winners).toEqual([a > 0 ? 0 : 1]);
}

test('keyboard: a whole game under a new name, and its History after a reload', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=31' });
  await sitDown(page, keyboard);
  await newPlayer(page, 'ANN');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
  await shot(page, 'court-draw');
  // The Rule Cue Cards are on by default; the first settled turn shows one.
  const mid = await playCourt(page, keyboard, { stop: (s) => s.turn >= 2 });
  expect(mid.cue).toMatch(/^Rule 4\.\d+: /);
  await shot(page, 'court-play');
  const end = await playCourt(page, keyboard);
  await shot(page, 'court-game-over-keyboard');
  checkOver(end);
  await expect.poll(async () => (await courtState(page)).history?.novice?.games).toBe(1);
  const novice = (await courtState(page)).history?.novice;
  expect(novice?.rounds).toBe(end.round);

  await page.reload();
  await waitForScreen(page, 'title');
  await sitDown(page, keyboard);
  // ANN is in the list now, between Guest and "New player...".
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).player).toBe('ANN');
  await keyboard.menu(page, 'File', 'history');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('History of ANN');
  expect((await courtState(page)).history?.novice).toEqual(novice);
  await shot(page, 'court-history');
  await page.keyboard.press('Enter');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('gamepad: a whole game as a guest with Quick Play, from the Start menu', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=32' });
  await sitDown(page, gamepad);
  await asGuest(page, gamepad);
  await gamepad.menu(page, 'Options', 'quickPlay');
  await expect.poll(async () => (await courtState(page)).settings.quickPlay).toBe(true);
  // Quick Play turns the top card over by itself.
  await expect.poll(async () => (await courtState(page)).revealed).toBe(true);
  const end = await playCourt(page, gamepad);
  await shot(page, 'court-game-over-gamepad');
  checkOver(end);
  expect(end.player).toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: a whole game against the intermediate, chosen in the Difficulty menu', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=33' });
  await sitDown(page, mouse);
  await asGuest(page, mouse);
  await mouse.menu(page, 'Difficulty', 'level:intermediate');
  await expect.poll(async () => (await courtState(page)).checked).toContain('level:intermediate');
  const end = await playCourt(page, mouse);
  await shot(page, 'court-game-over-mouse');
  checkOver(end);
  await answer(page, mouse, 'exit');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a two-player tournament deals both players the same cards, and names a winner', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=34' });
  await sitDown(page, keyboard);
  await asGuest(page, keyboard);
  await keyboard.menu(page, 'File', 'tournament');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await page.keyboard.press('Enter'); // yes, a tournament
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await page.keyboard.press('Enter'); // two players (the list starts there)
  for (const name of ['ANN', 'BEA']) {
    await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  const firstCards: string[][] = [];
  for (const name of ['ANN', 'BEA']) {
    // "Your turn" for this player.
    await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await courtState(page)).player).toBe(name);
    await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
    expect((await courtState(page)).controls.map((c) => c.id)).toContain('cancel-tournament');
    const seen: string[] = [];
    const end = await playCourt(page, keyboard, {
      stop: (s) => {
        if (s.phase === 'draw' && s.revealed && s.drawn && seen.length < 6 && !seen.includes(s.drawn)) seen.push(s.drawn);
        return false;
      },
    });
    firstCards.push(seen.slice(0, 3));
    if (name === 'BEA') {
      expect(end.dialog).toBe('Tournament Results');
      await shot(page, 'court-tournament-results');
      const results = (await courtState(page)).tournament?.results ?? [];
      expect(results.every((r) => typeof r === 'number')).toBe(true);
    } else {
      // ANN's difference; the next dialog hands the table to BEA.
      await page.keyboard.press('Enter');
    }
  }
  expect(firstCards[0]).toHaveLength(3);
  expect(firstCards[1]).toEqual(firstCards[0]);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).tournament).toBeNull();
  expect(errors).toEqual([]);
}, 2 * WHOLE_GAME);
