// Affairs of the Court in a real browser: a whole game with each of the
// keyboard, a gamepad and the mouse (menus and dialogs included), History
// figures found again after a reload, a two-player tournament in which both
// players are dealt the same cards and play three full rounds, and the table
// explaining itself: what each turn did while its cards are up, whose card is
// whose, the finished round under its box, rule changes that wait for the
// next game, and the buttons of the device in use.

import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { browserPerFile, clickControl, newKioskPage, openKiosk, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { answer, asGuest, courtState, gamepad, keyboard, mouse, nextMove, playCourt, sitDown } from './court-driver';
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
  expect(mid.cue).toMatch(/^(Your|The computer's) .+: .+\.\nRule 4\.\d+: /);
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
  // The game on was dealt against the novice: the change waits for the next game, and says so.
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Affairs of the Court');
  expect((await courtState(page)).checked).toContain('level:novice');
  await clickControl(page, 'ok');
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  // Nothing has been played yet, so a new game loses nothing and asks nothing.
  await mouse.menu(page, 'File', 'new');
  await expect.poll(async () => (await courtState(page)).gameLevel).toBe('intermediate');
  await expect.poll(async () => (await courtState(page)).checked).toContain('level:intermediate');
  const end = await playCourt(page, mouse);
  await shot(page, 'court-game-over-mouse');
  checkOver(end);
  await answer(page, mouse, 'exit');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a two-player tournament: the same cards, three full rounds each, then play goes on as the one who began it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=34' });
  await sitDown(page, keyboard);
  await newPlayer(page, 'ZOE');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
  await keyboard.menu(page, 'File', 'tournament');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await sayYes(page); // a tournament (the question defaults to No: it gives up the game on)
  await expect.poll(async () => (await courtState(page)).controls.some((c) => c.id === 'ok')).toBe(true);
  await page.keyboard.press('Enter'); // two players (the list starts there)
  for (const name of ['ANN', 'BEA']) {
    await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  const firstCards: string[][] = [];
  for (const [i, name] of ['ANN', 'BEA'].entries()) {
    // "Your turn" for this player.
    await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await courtState(page)).player).toBe(name);
    await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
    expect((await courtState(page)).controls.map((c) => c.id)).toContain('cancel-tournament');
    const seen: string[] = [];
    const rounds = new Set<number>();
    const end = await playCourt(page, keyboard, {
      stop: (s) => {
        if (s.phase === 'draw' && s.revealed && s.drawn && seen.length < 6 && !seen.includes(s.drawn)) seen.push(s.drawn);
        // Throughout: whose turn of how many, and the round of three.
        if (s.dialog === null) {
          expect(s.panel).toContain(`Player ${i + 1} of 2`);
          expect(s.panel).toContain(`Round ${s.round} of 3`);
          rounds.add(s.round);
        }
        return false;
      },
    });
    firstCards.push(seen.slice(0, 3));
    // Three full rounds, whatever the totals after the first two (section 7).
    expect(end.round).toBe(3);
    expect([...rounds].sort()).toEqual([1, 2, 3]);
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
  // Normal play goes on as ZOE, who began the tournament; the tournament's games are in no History.
  await expect.poll(async () => (await courtState(page)).player).toBe('ZOE');
  await expect.poll(async () => (await courtState(page)).phase).toBe('draw');
  expect((await courtState(page)).history?.novice.games ?? 0).toBe(0);
  expect((await courtState(page)).panel).not.toContain('Player');
  expect(errors).toEqual([]);
}, 2 * WHOLE_GAME);

test('a cancelled tournament hands the table back to the one who began it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=36' });
  await sitDown(page, mouse);
  await asGuest(page, mouse);
  await mouse.menu(page, 'File', 'tournament');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await mouse.press(page, 'yes');
  await expect.poll(async () => (await courtState(page)).controls.some((c) => c.id === 'ok')).toBe(true);
  await page.keyboard.press('ArrowUp'); // one player
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await page.keyboard.type('X');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).player).not.toBeNull();
  await expect.poll(async () => (await courtState(page)).panel).toContain('Player 1 of 1');
  await mouse.press(page, 'cancel-tournament');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Tournament Play');
  await mouse.press(page, 'yes');
  await expect.poll(async () => (await courtState(page)).tournament).toBeNull();
  // The guest who began it plays on; nothing was written under the entrant's name.
  await expect.poll(async () => (await courtState(page)).player).toBeNull();
  expect((await courtState(page)).history).toBeNull();
  expect(errors).toEqual([]);
});

test('each turn is explained in words while both cards are still up, each card named for its player', async () => {
  const { page, errors } = await newKioskPage(browser());
  // At the game's own pace (no ?speed=instant): the settled turn is held on the table to be read.
  await page.goto(`${inject('baseUrl')}?test&seed=35`);
  await waitForReady(page);
  await sitDown(page, keyboard);
  await asGuest(page, keyboard);
  await keyboard.menu(page, 'Options', 'quickPlay');
  await playCourt(page, keyboard, { stop: (s) => s.phase === 'play' });
  // You draw first, so you lead: your card is named for you until the computer answers.
  const lead = await nextMove(page);
  const card = lead.legal.find((a) => a.type === 'play');
  if (card?.type !== 'play') throw new Error('no card to lead');
  await keyboard.press(page, `card-${card.card}`);
  // The Rule Cue Card says what the turn did, in words, and the rule, while both cards are still up.
  const up = await readUntil(page, courtState, (s) => s.tableLabels[0] !== '' && s.tableLabels[1] !== '' && s.cue !== '');
  expect(up.tableLabels).toEqual(['You', 'Computer']);
  expect(up.cue).toMatch(/^(Your|The computer's) .+ (beats|keeps the lead|and) .+: (you|computer|no points|the totals).*\.\nRule 4\.\d+: /);
  await shot(page, 'court-turn-explained');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('the finished round stays on the table under the End of Round box', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=37' });
  await sitDown(page, keyboard);
  await asGuest(page, keyboard);
  const box = await playCourt(page, keyboard, { stop: (s) => s.dialog === 'End of Round' });
  expect(box.dialog).toBe('End of Round');
  // The game has dealt round 2 already; the table still shows round 1 as it ended.
  expect(box.round).toBe(2);
  expect(box.panel).toMatch(/Round 1, turn \d+/);
  expect(box.panel).toContain(`You: ${box.scores[0]}`);
  expect(box.panel).toMatch(/Bonus points played/);
  await shot(page, 'court-end-of-round');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await courtState(page)).panel).toMatch(/Round 2, turn 0/);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('Must Follow Suit changed mid-game says it waits for the next game, and the menu ticks what is in force', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=38' });
  await sitDown(page, gamepad);
  await asGuest(page, gamepad);
  // The status line names the pad's buttons to a pad player, the keys to a keyboard player.
  await expect.poll(async () => (await courtState(page)).status).toBe('Your draw: take the top card of the deck.  A Deck');
  await gamepad.press(page, 'deck');
  await expect.poll(async () => (await courtState(page)).status).toMatch(/Keep it, or set it aside\?  Left\/Right Choose  A Press$/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await courtState(page)).status).toMatch(/Left\/Right Choose  Enter Press$/);
  await gamepad.menu(page, 'Options', 'mustFollowSuit');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('Affairs of the Court');
  const note = await courtState(page);
  expect(note.settings.mustFollowSuit).toBe(false);
  expect(note.mustFollowSuit).toBe(true);
  expect(note.checked).toContain('mustFollowSuit');
  await shot(page, 'court-rule-waits');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  // How to Play tells of tournaments too, and fits the screen.
  await gamepad.menu(page, 'Help', 'how');
  await expect.poll(async () => (await courtState(page)).dialog).toBe('How to Play');
  const ok = (await courtState(page)).controls.find((c) => c.id === 'ok');
  expect(ok && ok.y + ok.height).toBeLessThanOrEqual(480);
  await shot(page, 'court-how-to-play');
  await padTap(page, PAD.a);
  await expect.poll(async () => (await courtState(page)).dialog).toBeNull();
  expect(errors).toEqual([]);
});

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

test('on your turn the cards you may play stand proud of the rest of your hand', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=36' });
  await sitDown(page, keyboard);
  await asGuest(page, keyboard);
  // Play on until the suit led leaves some of your cards unplayable.
  const s = await playCourt(page, keyboard, {
    stop: (s) => s.phase === 'play' && s.dialog === null && s.legal.some((a) => a.type === 'play') && s.legal.filter((a) => a.type === 'play').length < s.hand.length,
  });
  const plays = new Set(s.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
  const top = (card: string) => s.controls.find((c) => c.id === `card-${card}`)?.y ?? NaN;
  const proud = s.hand.filter((c) => plays.has(c)).map(top);
  const rest = s.hand.filter((c) => !plays.has(c)).map(top);
  expect(rest.length).toBeGreaterThan(0);
  expect(Math.max(...proud)).toBeLessThan(Math.min(...rest));
  await shot(page, 'court-playable');
  expect(errors).toEqual([]);
}, WHOLE_GAME);
