// Whole Thirty-One games through the kiosk in Node, each with one device
// alone: the keyboard against two experts (the game kept in the statistics),
// one gamepad for two players (the dealer taking the pot now and then), the
// mouse for four (and the replay of the game); options changed during a game
// taking effect at once, the variation waiting for the next game; and the
// questions and boxes of the Windows 95 look met on the way through a game.

import { describe, expect, it } from 'vitest';
import type { Driver } from '../shell/test-devices';
import { TestKiosk } from '../shell/test-kiosk';
import { answerWhoIsPlaying, focusGame, gamepad, keyboard, mouse } from '../shell/test-devices';
import { TITLE, checkOver, nextPress, playThirtyOne, sitAtThirtyOne, thirtyOneState as state } from './thirtyone-driver';

/** A kiosk on the title, as the page opens with `?seed=`. */
async function atTitle(seed: number): Promise<TestKiosk> {
  const kiosk = await TestKiosk.open({ seed });
  kiosk.shell.show('title');
  return kiosk;
}

const dialogOf = (kiosk: TestKiosk) => state(kiosk).dialog;

/** The Players dialog answered with its OK as it stands. */
async function playersOk(kiosk: TestKiosk, driver: Driver): Promise<void> {
  await kiosk.until(() => dialogOf(kiosk) === 'Players');
  // Enter presses the focused button: the keyboard walks to OK first, as the others do.
  await driver.press(kiosk, 'ok');
  await kiosk.until(() => state(kiosk).awaitingDeal);
}

describe('a whole Thirty-One game with one device', () => {
  it('keyboard: against two expert computer players, a whole game kept in the statistics table', async () => {
    const kiosk = await atTitle(31);
    await sitAtThirtyOne(kiosk, 'keyboard', 'ANN');
    await kiosk.until(() => dialogOf(kiosk) === 'Players');
    // Seats 2 and 3 become experts: the digit opens a seat, E chooses the level.
    for (const seat of [2, 3]) {
      await kiosk.key(String(seat));
      await kiosk.until(() => dialogOf(kiosk) === `Seat ${seat}`);
      await kiosk.key('e', 'Enter');
      await kiosk.until(() => dialogOf(kiosk) === 'Players');
    }
    expect(kiosk.control('seat-3').label).toMatch(/expert/);
    await playersOk(kiosk, keyboard);
    const end = await playThirtyOne(kiosk, () => keyboard);
    checkOver(end);
    expect(end.seating.map((p) => (p.kind === 'computer' ? p.level : p.name))).toEqual(['ANN', 'expert', 'expert']);
    // No: the finished table stays, with its menus; Exit goes back to the game select. The statistics table has ANN's game.
    await kiosk.key('n');
    await kiosk.until(() => dialogOf(kiosk) === null);
    expect(state(kiosk).status).toMatch(/^The game is over/);
    await keyboard.menu(kiosk, 'Game', 'exit');
    await kiosk.untilScreen('select');
    await focusGame(kiosk, 'thirtyone', () => kiosk.key('ArrowDown'));
    await kiosk.key('Enter');
    await kiosk.untilScreen('thirtyone');
    await answerWhoIsPlaying(kiosk, TITLE, 'keyboard', 'ANN');
    await kiosk.until(() => dialogOf(kiosk) === 'Players');
    await kiosk.key('Escape');
    await kiosk.until(() => dialogOf(kiosk) === null);
    await keyboard.menu(kiosk, 'Game', 'statistics');
    await kiosk.until(() => dialogOf(kiosk) === 'Statistics');
    const stats = state(kiosk).stats;
    expect(stats?.games).toBe(1);
    expect(stats?.rounds).toBeGreaterThan(0);
  });

  it('gamepad: two players, the dealer taking the pot now and then, a whole game with the pad alone', async () => {
    const kiosk = await atTitle(32);
    await sitAtThirtyOne(kiosk, 'gamepad', null);
    await kiosk.until(() => dialogOf(kiosk) === 'Players');
    // The D-pad's left takes the count down to two (it starts on three).
    await gamepad.press(kiosk, 'players-2');
    // Two players: the third seat's line is greyed, out of reach.
    await kiosk.until(() => !state(kiosk).controls.some((c) => c.id === 'seat-3'));
    await gamepad.press(kiosk, 'ok');
    await kiosk.until(() => state(kiosk).awaitingDeal);
    const end = await playThirtyOne(kiosk, () => gamepad, { dealerTakesPot: true });
    checkOver(end);
    expect(end.players).toBe(2);
    // A: the Game Over box's default, another game.
    await kiosk.pad('confirm');
    await kiosk.until(() => state(kiosk).awaitingDeal);
    expect(state(kiosk).round).toBe(1);
  });

  it('mouse: four players, every card and button clicked, a whole game', async () => {
    const kiosk = await atTitle(33);
    await sitAtThirtyOne(kiosk, 'mouse', null);
    await kiosk.until(() => dialogOf(kiosk) === 'Players');
    await kiosk.click('players-4');
    await kiosk.until(() => state(kiosk).controls.some((c) => c.id === 'seat-4'));
    await kiosk.click('ok');
    await kiosk.until(() => state(kiosk).awaitingDeal);
    const end = await playThirtyOne(kiosk, () => mouse);
    checkOver(end);
    expect(end.players).toBe(4);
    // Replay: the game plays back with every hand face up, to the same end.
    await kiosk.click('replay');
    await kiosk.until(() => state(kiosk).replay?.position === 0);
    await kiosk.click('replay-step');
    await kiosk.click('replay-step');
    await kiosk.until(() => (state(kiosk).replay?.position ?? 0) >= 2);
    expect(state(kiosk).faceUp.filter((cards) => cards.length === 3).length).toBe(4);
    await kiosk.click('replay-run');
    await kiosk.until(() => dialogOf(kiosk) === 'Replay', 20_000);
    expect(state(kiosk).outcome).toEqual(end.outcome);
    await kiosk.click('ok');
    await kiosk.click('replay-end');
    await kiosk.until(() => dialogOf(kiosk) === 'Game Over');
  });
});

describe('Thirty-One options and looks on the way through a game', () => {
  it('options changed during a game: speed, card back and names at once, the variation from the next game', async () => {
    const kiosk = await atTitle(35);
    await sitAtThirtyOne(kiosk, 'keyboard', null);
    await playersOk(kiosk, keyboard);
    await keyboard.press(kiosk, 'deal');
    await kiosk.until(() => state(kiosk).waiting === 0 && !state(kiosk).busy);
    const mine = state(kiosk);
    expect(mine.back).toBe(0);
    expect(mine.variation).toBe('regular');
    await keyboard.menu(kiosk, 'Game', 'options');
    await kiosk.until(() => dialogOf(kiosk) === 'Options');
    await kiosk.key('f', 'e');
    // N goes to the names; Space opens the first for typing.
    await kiosk.key('n', ' ');
    await kiosk.until(() => state(kiosk).controls.some((c) => c.id === 'keyboard'));
    for (let i = 0; i < 14; i++) await kiosk.key('Backspace');
    await kiosk.key(...'Zed', 'Enter');
    await kiosk.until(() => dialogOf(kiosk) === 'Options');
    await kiosk.key('b', 'ArrowDown', 'ArrowDown', 'Enter');
    // The variation waits for the next game, and says so.
    await kiosk.until(() => dialogOf(kiosk) === TITLE);
    await kiosk.key('Enter');
    await kiosk.until(() => dialogOf(kiosk) === null);
    const after = state(kiosk);
    expect(after.settings.speed).toBe('fast');
    expect(after.back).toBe(2);
    expect(after.names[1]).toBe('ZED');
    expect(after.variation).toBe('regular');
    expect(after.settings.variation).toBe('van-eer-maas');
    expect(after.hand).toEqual(mine.hand);
    // The game goes on with the new back; a new game is played to the new variation.
    await keyboard.press(kiosk, nextPress(after, new Set()));
    await keyboard.menu(kiosk, 'Game', 'start');
    await kiosk.until(() => dialogOf(kiosk) === TITLE);
    await kiosk.key('y');
    await playersOk(kiosk, keyboard);
    expect(state(kiosk).variation).toBe('van-eer-maas');
    // Kept for the cabinet: after a reload the options are as chosen.
    const reloaded = new TestKiosk(kiosk.records, { seed: 35 });
    reloaded.shell.show('title');
    await sitAtThirtyOne(reloaded, 'keyboard', null);
    await reloaded.until(() => state(reloaded).settings.back === 2);
    expect(state(reloaded).settings.names[0]).toBe('ZED');
  });

  it('the move log, Help > Variations and How to Play, the Game Over box, the replay panel, the kept table and "Still playing?" through a game', async () => {
    const kiosk = await atTitle(37);
    await sitAtThirtyOne(kiosk, 'keyboard', 'ANN');
    await kiosk.until(() => dialogOf(kiosk) === 'Players');
    await keyboard.press(kiosk, 'players-2');
    await playersOk(kiosk, keyboard);
    let helped = false;
    let roundShown = false;
    const end = await playThirtyOne(kiosk, () => keyboard, {
      async seen(s) {
        if (!helped && s.waiting === 0 && s.phase === 'play' && !s.covered) {
          helped = true;
          await keyboard.menu(kiosk, 'Help', 'variations');
          await kiosk.until(() => dialogOf(kiosk) === 'Variations');
          await kiosk.key('Enter');
          await keyboard.menu(kiosk, 'Help', 'how');
          await kiosk.until(() => dialogOf(kiosk) === 'How to Play');
          await kiosk.key('Enter');
          await kiosk.until(() => dialogOf(kiosk) === null);
        }
        if (s.roundEnd && s.awaitingDeal) roundShown = true;
      },
    });
    expect(helped).toBe(true);
    expect(roundShown).toBe(true);
    checkOver(end);
    await kiosk.click('replay');
    await kiosk.until(() => state(kiosk).replay?.position === 0);
    await kiosk.click('replay-step');
    await kiosk.click('replay-step');
    await kiosk.until(() => (state(kiosk).replay?.position ?? 0) >= 2);
    await kiosk.click('replay-end');
    await kiosk.until(() => dialogOf(kiosk) === 'Game Over');
    await kiosk.click('no');
    await kiosk.until(() => dialogOf(kiosk) === null);
    kiosk.shell.advanceIdle(91_000);
    await kiosk.until(() => dialogOf(kiosk) === 'Still playing?');
    await kiosk.key('Enter');
    await kiosk.until(() => dialogOf(kiosk) === null);
  });
});
