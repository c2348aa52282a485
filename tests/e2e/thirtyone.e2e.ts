// Thirty-One ("31 for Windows95") in a real browser: whole games with the
// keyboard, one gamepad and the mouse alone; three people on three pads,
// each pad playing its own seat and no hand shown to the wrong person;
// options changed during a game taking effect at once; a game carried on
// after the tab was closed; and a native frame in palette colours only.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { advanceIdle, browserPerFile, clickControl, focusGame, nativeFrame, newKioskPage, openKiosk, paletteViolations, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { PAD, padConnect, padDisconnect, padTap } from './gamepad-init';
import { answerWhoIsPlaying } from './players';
import { TITLE, nextPress, playThirtyOne, seatPerson, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { type Driver, gamepad, gamepadAt, keyboard, mouse } from './window-driver';

const browser = browserPerFile();

/** A whole game with one device: a few minutes on a busy machine. */
const WHOLE_GAME = 600_000;

const dialogOf = async (page: Page) => (await thirtyOneState(page)).dialog;

/** A game that ended as the rules say: one player left (or none), everyone else out. */
function checkOver(end: ThirtyOneSnapshot): void {
  expect(end.outcome).not.toBeNull();
  const standing = end.names.map((_, seat) => seat).filter((seat) => !end.out.includes(seat));
  expect(standing.length).toBeLessThanOrEqual(1);
  expect(end.outcome?.winners).toEqual(standing);
}

/** The Players dialog answered with its OK as it stands. */
async function playersOk(page: Page, driver: Driver): Promise<void> {
  await expect.poll(() => dialogOf(page)).toBe('Players');
  if (driver.device === 'keyboard') {
    // Enter presses the focused button; walk to OK first.
    await keyboard.press(page, 'ok');
  } else await driver.press(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
}

test('keyboard: against two expert computer players, a whole game kept in the statistics table', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=31' });
  await sitAtThirtyOne(page, keyboard, 'ANN');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await shot(page, 'thirtyone-players-dialog');
  // Seats 2 and 3 become experts: the digit opens a seat, E chooses the level.
  for (const seat of [2, 3]) {
    await page.keyboard.press(String(seat));
    await expect.poll(() => dialogOf(page)).toBe(`Seat ${seat}`);
    await page.keyboard.press('e');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogOf(page)).toBe('Players');
  }
  await expect.poll(async () => (await thirtyOneState(page)).controls.find((c) => c.id === 'seat-3')?.label).toMatch(/expert/);
  await playersOk(page, keyboard);
  await shot(page, 'thirtyone-awaiting-deal');
  let shots = 0;
  const end = await playThirtyOne(page, () => keyboard, {
    async seen(s) {
      if (shots === 0 && s.waiting === 0 && s.chosen.length === 2) await shot(page, `thirtyone-keyboard-${shots++}`);
      else if (shots === 1 && s.roundEnd) await shot(page, `thirtyone-keyboard-${shots++}`);
    },
  });
  checkOver(end);
  await shot(page, 'thirtyone-game-over');
  expect(end.seating.map((p) => (p.kind === 'computer' ? p.level : p.name))).toEqual(['ANN', 'expert', 'expert']);
  // No: the finished table stays, with its menus; Exit goes back to the game select. The statistics table has ANN's game.
  await page.keyboard.press('n');
  await expect.poll(() => dialogOf(page)).toBeNull();
  expect((await thirtyOneState(page)).status).toMatch(/^The game is over/);
  await shot(page, 'thirtyone-game-over-kept');
  await keyboard.menu(page, 'Game', 'exit');
  await waitForScreen(page, 'select');
  await focusGame(page, 'thirtyone', () => page.keyboard.press('ArrowDown'));
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'thirtyone');
  await answerWhoIsPlaying(page, TITLE, 'keyboard', 'ANN');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogOf(page)).toBeNull();
  await keyboard.menu(page, 'Game', 'statistics');
  await expect.poll(() => dialogOf(page)).toBe('Statistics');
  await shot(page, 'thirtyone-statistics');
  const stats = (await thirtyOneState(page)).stats;
  expect(stats?.games).toBe(1);
  expect(stats?.rounds).toBeGreaterThan(0);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('gamepad: two players, the dealer taking the pot now and then, a whole game with the pad alone', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=32' });
  await sitAtThirtyOne(page, gamepad, null);
  await expect.poll(() => dialogOf(page)).toBe('Players');
  // The D-pad's left takes the count down to two (it starts on three).
  await gamepad.press(page, 'players-2');
  // Two players: the third seat's line is greyed, out of reach.
  await expect.poll(async () => (await thirtyOneState(page)).controls.some((c) => c.id === 'seat-3')).toBe(false);
  await gamepad.press(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  let tookPot = false;
  const end = await playThirtyOne(page, () => gamepad, {
    dealerTakesPot: true,
    async seen(s) {
      if (s.waiting === 0 && s.phase === 'choose' && !tookPot && s.round % 2 === 0) {
        tookPot = true;
        await shot(page, 'thirtyone-gamepad-dealer');
      }
    },
  });
  checkOver(end);
  expect(end.players).toBe(2);
  await padTap(page, PAD.a);
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  expect((await thirtyOneState(page)).round).toBe(1);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: four players, every card and button clicked, a whole game', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=33' });
  await sitAtThirtyOne(page, mouse, null);
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await clickControl(page, 'players-4');
  await expect.poll(async () => (await thirtyOneState(page)).controls.some((c) => c.id === 'seat-4')).toBe(true);
  await clickControl(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
  let shots = 0;
  const end = await playThirtyOne(page, () => mouse, {
    async seen(s) {
      if (shots === 0 && s.waiting === 0 && s.phase === 'play' && s.chosen.length === 1) await shot(page, `thirtyone-mouse-${shots++}`);
    },
  });
  checkOver(end);
  expect(end.players).toBe(4);
  await shot(page, 'thirtyone-mouse-over');
  // Replay: the game plays back with every hand face up, to the same end.
  await clickControl(page, 'replay');
  await expect.poll(async () => (await thirtyOneState(page)).replay?.position).toBe(0);
  await clickControl(page, 'replay-step');
  await clickControl(page, 'replay-step');
  const replayed = await readUntil(page, thirtyOneState, (s) => (s.replay?.position ?? 0) >= 2);
  expect(replayed.faceUp.filter((cards) => cards.length === 3).length).toBe(4);
  await shot(page, 'thirtyone-replay');
  await clickControl(page, 'replay-run');
  await expect.poll(async () => (await thirtyOneState(page)).dialog).toBe('Replay');
  expect((await thirtyOneState(page)).outcome).toEqual(end.outcome);
  await clickControl(page, 'ok');
  await clickControl(page, 'replay-end');
  await expect.poll(async () => (await thirtyOneState(page)).dialog).toBe('Game Over');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

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
  const end = await playThirtyOne(page, (s) => gamepadAt(s.waiting === null ? 0 : padOf(s.waiting)), {
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
        await padConnect(page, 2);
        await keyboard.press(page, 'pass');
        await expect.poll(async () => (await thirtyOneState(page)).waiting).not.toBe(2);
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
  checkOver(end);
  expect(refused).toBeGreaterThan(0);
  expect(pulled).toBe(true);
  expect(shown).toBeGreaterThan(0);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('options changed during a game: speed, card back and names at once, the variation from the next game', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=35' });
  await sitAtThirtyOne(page, keyboard, null);
  await playersOk(page, keyboard);
  await keyboard.press(page, 'deal');
  const mine = await readUntil(page, thirtyOneState, (s) => s.waiting === 0 && !s.busy);
  expect(mine.back).toBe(0);
  expect(mine.variation).toBe('regular');
  await keyboard.menu(page, 'Game', 'options');
  await expect.poll(() => dialogOf(page)).toBe('Options');
  await page.keyboard.press('f');
  await page.keyboard.press('e');
  // N goes to the names; Space opens the first for typing.
  await page.keyboard.press('n');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await thirtyOneState(page)).controls.some((c) => c.id === 'keyboard')).toBe(true);
  for (let i = 0; i < 14; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('Zed');
  await page.keyboard.press('Enter');
  await expect.poll(() => dialogOf(page)).toBe('Options');
  await page.keyboard.press('b');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shot(page, 'thirtyone-options');
  await page.keyboard.press('Enter');
  // The variation waits for the next game, and says so.
  await expect.poll(() => dialogOf(page)).toBe(TITLE);
  await page.keyboard.press('Enter');
  const after = await readUntil(page, thirtyOneState, (s) => s.dialog === null);
  expect(after.settings.speed).toBe('fast');
  expect(after.back).toBe(2);
  expect(after.names[1]).toBe('ZED');
  expect(after.variation).toBe('regular');
  expect(after.settings.variation).toBe('van-eer-maas');
  expect(after.hand).toEqual(mine.hand);
  await shot(page, 'thirtyone-options-in-game');
  // The game goes on with the new back; a new game is played to the new variation.
  await keyboard.press(page, nextPress(after, new Set()));
  await keyboard.menu(page, 'Game', 'start');
  await expect.poll(() => dialogOf(page)).toBe(TITLE);
  await page.keyboard.press('y');
  await playersOk(page, keyboard);
  expect((await thirtyOneState(page)).variation).toBe('van-eer-maas');
  // Kept for the cabinet: after a reload the options are as chosen.
  await page.reload();
  await waitForReady(page);
  await sitAtThirtyOne(page, keyboard, null);
  await expect.poll(async () => (await thirtyOneState(page)).settings.back).toBe(2);
  expect((await thirtyOneState(page)).settings.names[0]).toBe('ZED');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a game carried on after the tab was closed is the same game, and a native frame holds palette colours only', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=36' });
  await sitAtThirtyOne(page, keyboard, 'DOT');
  await playersOk(page, keyboard);
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

test('the Windows 95 look throughout: the move log, Help > Variations, the Game Over box over the last round, the replay panel, the kept table and "Still playing?"', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=37' });
  await sitAtThirtyOne(page, keyboard, 'ANN');
  await expect.poll(() => dialogOf(page)).toBe('Players');
  await keyboard.press(page, 'players-2');
  await playersOk(page, keyboard);
  let logged = false;
  let roundShown = false;
  const end = await playThirtyOne(page, () => keyboard, {
    async seen(s) {
      if (!logged && s.waiting === 0 && s.phase === 'play' && !s.covered) {
        logged = true;
        await shot(page, 'thirtyone-move-log');
        await keyboard.menu(page, 'Help', 'variations');
        await expect.poll(() => dialogOf(page)).toBe('Variations');
        await shot(page, 'thirtyone-help-variations');
        await page.keyboard.press('Enter');
        await keyboard.menu(page, 'Help', 'how');
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
  checkOver(end);
  await shot(page, 'thirtyone-game-over-last-round');
  await clickControl(page, 'replay');
  await expect.poll(async () => (await thirtyOneState(page)).replay?.position).toBe(0);
  await clickControl(page, 'replay-step');
  await clickControl(page, 'replay-step');
  await readUntil(page, thirtyOneState, (s) => (s.replay?.position ?? 0) >= 2);
  await shot(page, 'thirtyone-replay-panel');
  await clickControl(page, 'replay-end');
  await expect.poll(() => dialogOf(page)).toBe('Game Over');
  await clickControl(page, 'no');
  await expect.poll(() => dialogOf(page)).toBeNull();
  await shot(page, 'thirtyone-game-over-kept');
  await advanceIdle(page, 91_000);
  await expect.poll(() => dialogOf(page)).toBe('Still playing?');
  await shot(page, 'thirtyone-still-playing');
  await page.keyboard.press('Enter');
  await expect.poll(() => dialogOf(page)).toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);
