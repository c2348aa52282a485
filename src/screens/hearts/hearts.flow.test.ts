// Hearts Deluxe in Node, through the whole kiosk (test-kiosk.ts): whole games
// with the keyboard and a gamepad (menus and dialogs included).

import { describe, expect, it } from 'vitest';
import { TITLE, checkFinished, hearts, playToTheEnd, sitDown } from './hearts-driver';
import { TestKiosk } from '../shell/test-kiosk';

/** Rules > Point Limit... > 50 points, with the keyboard or a pad alone. */
async function shortGame(kiosk: TestKiosk, device: 'keyboard' | 'gamepad'): Promise<void> {
  await kiosk.menuWith(device, 'Rules', 'limit');
  await kiosk.until(() => hearts(kiosk).dialog === 'Point Limit');
  // As in Windows the dialog starts on the limit in force, and a keyboard's arrows choose as they go;
  // a pad's D-pad only walks, and A chooses.
  const focused = () => hearts(kiosk).controls.find((c) => c.focused)?.id;
  expect(focused()).toBe(`${hearts(kiosk).options.pointLimit}-points`);
  for (let i = 0; i < 6 && focused() !== '50-points'; i++) await kiosk.on(device, 'up');
  expect(focused()).toBe('50-points');
  // Enter presses OK, the default button; a pad goes to it with RB (Tab) first, past the unchosen limits.
  if (device === 'keyboard') await kiosk.press('confirm');
  else {
    await kiosk.pad('confirm', 'next');
    expect(focused()).toBe('ok');
    await kiosk.pad('confirm');
  }
  await kiosk.until(() => hearts(kiosk).options.pointLimit === 50);
}

describe('Hearts: whole games, each with one device', () => {
  it('keyboard: a whole game under a name, menus included, and the statistics kept', async () => {
    const kiosk = await TestKiosk.open({ seed: 11 });
    await sitDown(kiosk, 'keyboard', 'ANN');
    expect(hearts(kiosk).player).toBe('ANN');
    // Cards chosen: the game is under way, so a new limit waits for the next game...
    await kiosk.use(`card-${hearts(kiosk).hand[0]}`, 'keyboard');
    await shortGame(kiosk, 'keyboard');
    // Where it is changed, the player is told it waits for the next game.
    await kiosk.until(() => hearts(kiosk).dialog === 'Next Game');
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(hearts(kiosk).gameOptions?.pointLimit).toBe(100);
    await kiosk.until(() => hearts(kiosk).status.endsWith('New rules next game.'));
    // ...which the Game menu starts, the one left counting as lost.
    await kiosk.menuWith('keyboard', 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    // Enter alone answers No: a question that loses the game keeps it by default.
    await kiosk.press('confirm');
    await kiosk.until(() => hearts(kiosk).dialog === null);
    expect(hearts(kiosk).stats?.games).toBe(0);
    await kiosk.menuWith('keyboard', 'Game', 'new');
    await kiosk.until(() => hearts(kiosk).dialog === TITLE);
    await kiosk.type('y');
    await kiosk.until(() => hearts(kiosk).stats?.games === 1);
    await kiosk.until(() => hearts(kiosk).gameOptions?.pointLimit === 50);
    const end = await playToTheEnd(kiosk, 'keyboard');
    checkFinished(end, 50);
    const stats = hearts(kiosk).stats;
    expect(stats?.games).toBe(2);
    expect(stats?.hands).toBe(end.history.length);
    expect(stats?.points).toBe(end.scores[0]);
    expect(stats?.wins).toBe(end.outcome?.winners.includes(0) ? 1 : 0);
  });

  it('gamepad: a whole game as a guest, the Start menu included', async () => {
    const kiosk = await TestKiosk.open({ seed: 12 });
    await sitDown(kiosk, 'gamepad', null);
    // Nothing chosen yet: the new limit deals the game again at once.
    await shortGame(kiosk, 'gamepad');
    await kiosk.until(() => hearts(kiosk).gameOptions?.pointLimit === 50);
    const end = await playToTheEnd(kiosk, 'gamepad');
    checkFinished(end, 50);
    expect(end.player).toBeNull();
  });
});
