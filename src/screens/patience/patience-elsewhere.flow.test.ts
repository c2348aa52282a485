// Going between Chinese Patience's table and another game's through the
// lobby, in Node: the whole kiosk (test-kiosk.ts) against a real game
// server, the host at the other table a real SDK client. From Patience's
// Spectrum lobby ANNE goes to BOB's Hearts table and sits at it, her
// Patience game kept as it was to carry on later; from the Hearts
// window's lobby she goes to BOB's Patience table and sits at that.

import { describe, expect, it, onTestFinished } from 'vitest';
import type { HeartsAction, HeartsEvent, HeartsView } from '../../engine/hearts';
import { type PatienceAction, type PatienceEvent, type PatienceView, patience as rules } from '../../engine/patience';
import { kioskGameServer } from '../../../server/test-server';
import { NETWORK_FRAMES } from '../net/lobby-driver';
import { TestPlayer } from '../../../server/test-player';
import { TestKiosk } from '../shell/test-kiosk';
import { hearts, sitDown as sitAtHearts } from '../hearts/hearts-driver';
import { patience, playAndTwist, sitDown, typeName } from './patience-driver';
import { PatienceRecords } from './patience-records';

const server = kioskGameServer({ seed: 12 });
const NETWORK = NETWORK_FRAMES;

/** The kiosk leaves its table for the title, and BOB his table, once the test is over, so no table of this test is listed in the next. */
function leaveAfter(kiosk: TestKiosk, bob: { leave(): Promise<void> }): void {
  onTestFinished(async () => {
    kiosk.shell.show('title');
    await bob.leave();
  });
}

/** The lines the Windows lobby's list shows at once. */
const LIST_ROWS = 6;

/** The page's words, row after row. */
const words = (kiosk: TestKiosk) => patience(kiosk).rows.map((row) => row.trim()).join(' ');

describe("Chinese Patience and another game's table, through the lobby", () => {
  it("goes from the Spectrum lobby to BOB's Hearts table, if ANNE says so, and sits at it; her Patience game is kept as it was", async () => {
    const bob = await TestPlayer.join<HeartsView, HeartsAction, HeartsEvent>(server().url, { name: 'BOB' }, { create: true, game: 'hearts' });
    const kiosk = await TestKiosk.open({ seed: 3 });
    leaveAfter(kiosk, bob);
    await sitDown(kiosk);
    await typeName(kiosk, 'ANNE');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'ANNE');
    // A game of her own under way, left for the menu and its 8 NETWORK.
    const piles = (await playAndTwist(kiosk)).view?.piles;
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('8');
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('BOB: 1 OF 4 SEATS'), NETWORK);
    expect(patience(kiosk).rows.slice(4, 6).map((row) => row.trim())).toEqual(['1 HEARTS DELUXE, TO 100', 'BOB: 1 OF 4 SEATS']);
    // J asks on the page; Y goes there.
    await kiosk.type('J');
    expect(words(kiosk)).toContain("BOB'S GAME IS HEARTS DELUXE. GO TO THE HEARTS DELUXE TABLE TO JOIN IT?");
    expect(patience(kiosk).mode).toBe('lobby');
    const left = kiosk.screen as unknown as { run: { putAway: boolean; playing: boolean } };
    await kiosk.type('Y');
    await kiosk.untilScreen('hearts');
    // The Patience board's game made way: put away, played no more.
    expect(left.run).toMatchObject({ putAway: true, playing: false });
    // The Hearts table joins BOB's table as it arrives: its waiting room, ANNE at the second seat.
    await kiosk.until(() => hearts(kiosk).dialog === "BOB's Game", NETWORK);
    await bob.until(() => bob.last('table')?.seats[1]?.name === 'ANNE');
    await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: ANNE (you)', NETWORK);
    // BOB plays: ANNE is seated at the Hearts table, her own seat at the bottom.
    bob.send('play');
    await kiosk.until(() => hearts(kiosk).network?.you === 1 && hearts(kiosk).phase === 'pass', NETWORK);
    expect(hearts(kiosk).names.slice(0, 2)).toEqual(['BOB', 'ANNE']);
    expect(hearts(kiosk).viewer).toBe(1);
    // Her Patience game was put away as it was, not counted; back at Patience's table it is offered again, and carried on.
    const records = new PatienceRecords(kiosk.records);
    await records.load('ANNE');
    expect(records.stats).toMatchObject({ won: 0, lost: 0 });
    const kept = await records.kept.of('ANNE');
    expect(kept && rules.view(kept.state, 0).piles).toEqual(piles);
    await sitDown(kiosk, 'ask');
    expect(words(kiosk)).toContain('ANNE, YOUR GAME');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network === null);
    expect(patience(kiosk).view?.piles).toEqual(piles);
  });

  it("goes from the Hearts window's lobby to BOB's Patience table, and Patience's table sits her at it", async () => {
    const bob = await TestPlayer.join<PatienceView, PatienceAction, PatienceEvent>(server().url, { name: 'BOB' }, { create: true, game: 'patience' });
    const kiosk = await TestKiosk.open({ seed: 3 });
    leaveAfter(kiosk, bob);
    await sitAtHearts(kiosk, 'keyboard', 'ANNE');
    await kiosk.menuWith('keyboard', 'Game', 'network');
    await kiosk.until(() => hearts(kiosk).dialog === 'Network Game');
    await kiosk.until(() => (kiosk.control('games').label ?? '').includes("BOB's Chinese Patience"), NETWORK);
    // A click on BOB's Patience in the list (its lines follow the status in the list's name), then Join.
    const list = kiosk.control('games');
    const line = list.label.split(' | ').slice(1).findIndex((game) => game.startsWith("BOB's Chinese Patience"));
    await kiosk.clickAt(list.x + 20, list.y + Math.floor(((line + 0.5) * list.height) / LIST_ROWS));
    await kiosk.click('join');
    await kiosk.until(() => kiosk.boxWords().includes("BOB's game is Chinese Patience. Go to the Chinese Patience table to join it?"));
    await kiosk.answer('keyboard');
    await kiosk.untilScreen('patience');
    // The Spectrum table takes the hand-off as it opens: its waiting room, ANNE at the second seat.
    await kiosk.until(() => patience(kiosk).mode === 'waiting' && words(kiosk).includes('2 ANNE (YOU)'), NETWORK);
    expect(words(kiosk)).toContain('WAITING FOR BOB TO PRESS PLAY.');
    bob.send('play');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network?.you === 1, NETWORK);
    expect(patience(kiosk).names).toEqual(['BOB', 'ANNE']);
    expect(patience(kiosk).viewer).toBe(1);
  });
});
