// Affairs of the Court in Node, through the whole kiosk (test-kiosk.ts): a
// whole game with the keyboard under a new name, its History found again
// after a reload (a second kiosk on the same records), and a whole game with
// the mouse against the level chosen in the Difficulty menu.

import { describe, expect, it } from 'vitest';
import { TITLE, asGuest, checkOver, court, newPlayer, playCourt, sitDown } from './court-driver';
import { TestKiosk } from '../shell/test-kiosk';

describe('Affairs of the Court: whole games, each with one device', () => {
  it('keyboard: a whole game under a new name, and its History after a reload', async () => {
    const kiosk = await TestKiosk.open({ seed: 31 });
    await sitDown(kiosk, 'keyboard');
    await newPlayer(kiosk, 'ANN');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    // The Rule Cue Cards are on by default; the first settled turn shows one.
    const mid = await playCourt(kiosk, 'keyboard', (s) => s.turn >= 2);
    expect(mid.cue).toMatch(/^(Your|The computer's) .+: .+\.\nRule 4\.\d+: /);
    const end = await playCourt(kiosk, 'keyboard');
    checkOver(end);
    await kiosk.until(() => court(kiosk).history?.novice?.games === 1);
    const novice = court(kiosk).history?.novice;
    expect(novice?.rounds).toBe(end.round);

    const after = new TestKiosk(kiosk.records, { seed: 31 });
    await sitDown(after, 'keyboard');
    // ANN is in the list now, between Guest and "New player...".
    await after.press('down', 'confirm');
    await after.until(() => court(after).player === 'ANN');
    await after.menuWith('keyboard', 'File', 'history');
    await after.until(() => court(after).dialog === 'History of ANN');
    expect(court(after).history?.novice).toEqual(novice);
    await after.press('confirm');
    await after.until(() => court(after).dialog === null);
  });

  it('mouse: a whole game against the intermediate, chosen in the Difficulty menu', async () => {
    const kiosk = await TestKiosk.open({ seed: 33 });
    await sitDown(kiosk, 'pointer');
    await asGuest(kiosk, 'pointer');
    await kiosk.menu('Difficulty', 'level:intermediate');
    // The game on was dealt against the novice: the change waits for the next game, and says so.
    await kiosk.until(() => court(kiosk).dialog === TITLE);
    expect(court(kiosk).checked).toContain('level:novice');
    await kiosk.click('ok');
    await kiosk.until(() => court(kiosk).dialog === null);
    // Nothing has been played yet, so a new game loses nothing and asks nothing.
    await kiosk.menu('File', 'new');
    await kiosk.until(() => court(kiosk).gameLevel === 'intermediate');
    await kiosk.until(() => court(kiosk).checked.includes('level:intermediate'));
    const end = await playCourt(kiosk, 'pointer');
    checkOver(end);
    await kiosk.click('exit');
    await kiosk.untilScreen('select');
  });
});
