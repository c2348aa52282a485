// Two people of one cabinet at a network table with a person at another
// kiosk, in Node through the whole kiosk (test-kiosk.ts) against a real game
// server. ANNE (pad 1) and BOB (pad 2) are set up in the Players dialog and
// press Network... there: ANNE hosts, BOB comes to her table on a connection
// of his own, CY joins from another kiosk (a real SDK client playing his
// first legal move), a computer takes the last seat. The two of them play a
// whole game on this one screen as at a table of their own: the cover up
// between their turns naming the next person, only that person's pad lifting
// it, no hand face up but the acting person's own, and never a card of CY's
// named. The game is counted for each of them apart, as a network game.

import { describe, expect, it, vi } from 'vitest';
import type { Card } from '../../engine/cards';
import type { HeartsAction, HeartsEvent, HeartsView } from '../../engine/hearts';
import { kioskGameServer } from '../../../server/test-server';
import { NETWORK_FRAMES, hostInLobby } from '../net/lobby-driver';
import { TestPlayer } from '../../../server/test-player';
import { networkTally } from '../net/network-tally';
import { TestKiosk } from '../shell/test-kiosk';
import { focusGame, gamepadAt, sitAtTable } from '../shell/test-devices';
import type { SeatPlan } from '../table/seat-plan';
import { TITLE, hearts } from './hearts-driver';
import { HeartsRecords } from './hearts-records';
import type { HeartsSnapshot } from './hearts-snapshot';
import { playPeople } from './people-driver';
import { STANDARD_TABLE } from './table-rules';

const server = kioskGameServer({ seed: 21 });

/** The tab's session storage, where a network seat is kept for a reload (Node has none). */
const tab = new Map<string, string>();
vi.stubGlobal('sessionStorage', { getItem: (k: string) => tab.get(k) ?? null, setItem: (k: string, v: string) => void tab.set(k, v), removeItem: (k: string) => void tab.delete(k) });

const NETWORK = NETWORK_FRAMES;

const ANNE_BOB: SeatPlan[] = [
  { kind: 'person', name: 'ANNE', pad: 0 },
  { kind: 'computer', level: 'expert' },
  { kind: 'person', name: 'BOB', pad: 1 },
  { kind: 'computer', level: 'intermediate' },
];

/** No card CY holds (as his own messages have it) is named anywhere on the page. */
function checkCy(s: HeartsSnapshot, cy: TestPlayer<HeartsView, HeartsAction, HeartsEvent>): number {
  const his = cy.last('game')?.view.hand ?? [];
  const text = JSON.stringify(s);
  // A card he passed to one of the people here is theirs once they have it.
  const here = new Set<Card>(s.hand);
  const secret = his.filter((card) => !here.has(card));
  for (const card of secret) expect(text, `CY's ${card} on the page`).not.toContain(`"${card}"`);
  return secret.length;
}

/**
 * ANNE (pad 1) and BOB (pad 2), set up in the Players dialog, press
 * Network... there: ANNE hosts, BOB comes to her table, CY joins from another
 * kiosk, and ANNE's pad presses Play.
 */
async function atNetworkTable(): Promise<{ kiosk: TestKiosk; cy: TestPlayer<HeartsView, HeartsAction, HeartsEvent> }> {
  const kiosk = await TestKiosk.open({ seed: 8 });
  kiosk.plugPads([0, 1]);
  await kiosk.records.addProfile('BOB');
  await new HeartsRecords(kiosk.records).setSettings({ ...STANDARD_TABLE, level: 'novice', options: { ...STANDARD_TABLE.options, pointLimit: 50 }, seating: { seats: ANNE_BOB } });
  kiosk.shell.show('title');
  await sitAtTable(kiosk, 'gamepad', 'hearts', TITLE, 'ANNE');
  await kiosk.until(() => hearts(kiosk).dialog === 'Players');
  expect(kiosk.control('seat-3').label).toBe('Seat 3: BOB, pad 2');
  await gamepadAt(0).press(kiosk, 'network');
  await hostInLobby(kiosk, gamepadAt(0), 'ANNE');
  // BOB comes to ANNE's table with her, at the next seat.
  await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: BOB', NETWORK);
  // The Host dialog offered the table's own level for the computers.
  expect(kiosk.boxWords()).toContain('computers at novice level');

  const cy = await TestPlayer.join<HeartsView, HeartsAction, HeartsEvent>(server().url, { name: 'CY' }, { game: 'hearts' });
  cy.play((legal) => legal[0] ?? null);
  await kiosk.until(() => kiosk.control('seat-3').label === 'Seat 3: CY', NETWORK);
  await gamepadAt(0).press(kiosk, 'play');
  await kiosk.until(() => hearts(kiosk).network?.you === 0 && hearts(kiosk).phase === 'pass', NETWORK);
  let s = hearts(kiosk);
  expect(s.names.slice(0, 3)).toEqual(['ANNE', 'BOB', 'CY']);
  // Two people share the screen: the table is covered for the first of them to pass.
  await kiosk.until(() => hearts(kiosk).covered && hearts(kiosk).acting !== null, NETWORK);
  s = hearts(kiosk);
  expect(s.seating.map((plan) => (plan.kind === 'person' ? plan.pad : null))).toEqual([0, 1, null, null]);

  return { kiosk, cy };
}

describe('two people of one cabinet at a network table', () => {
  it('go from the Players dialog to a table of their own hosting, CY joins from another kiosk; they play a whole game covered between turns, and each counts it', async () => {
    const { kiosk, cy } = await atNetworkTable();
    let secrets = 0;
    const turns = new Set<number>();
    const refused = { tried: 0 };
    const end = await playPeople(kiosk, {
      seen: async (now) => {
        secrets += checkCy(now, cy);
        if (now.dialog !== null || now.acting === null) return;
        turns.add(now.acting);
        expect(now.acting === 0 || now.acting === 1).toBe(true);
        if (now.covered) expect(now.cover).toContain(`Pass to ${now.names[now.acting]}.`);
        // Now and then the other person's pad tries to lift the cover: it stays.
        if (!now.covered || refused.tried++ % 4 !== 0) return;
        await kiosk.padAt(now.acting === 0 ? 1 : 0, 'confirm');
        expect(hearts(kiosk).covered).toBe(true);
      },
    });
    expect(end.dialog).toBe('Game Over');
    expect([...turns].sort()).toEqual([0, 1]);
    expect(refused.tried).toBeGreaterThan(10);
    expect(secrets).toBeGreaterThan(200);
    const record = await cy.until(() => cy.last('record'));
    expect(record.actions.length).toBeGreaterThan(50);
    // The network game is counted for each of them, apart from Hearts' own records.
    const scores = cy.last('game')?.view.scores ?? [];
    const best = Math.min(...scores);
    for (const [name, seat] of [['ANNE', 0], ['BOB', 1]] as const) {
      await expect.poll(() => networkTally(kiosk.records, 'hearts', name)).toEqual({ played: 1, won: scores[seat] === best ? 1 : 0 });
    }
    const records = new HeartsRecords(kiosk.records);
    await records.load('BOB');
    expect(records.totals?.games ?? 0).toBe(0);
    // Here again: both leave the network table together.
    await kiosk.click('local');
    await kiosk.until(() => hearts(kiosk).network === null);
    expect(tab.size).toBe(0);
    await cy.leave();
  }, 240_000);

  it('come back to their two seats, each with their own pad, when the page is reloaded mid-game, and play on to the end', async () => {
    const { kiosk, cy } = await atNetworkTable();
    let presses = 0;
    await playPeople(kiosk, { stop: (s) => s.dialog === null && s.phase === 'play' && ++presses > 20 });
    // The page goes (its connections end, and nothing of it comes back by itself); the seats wait for it.
    (kiosk.screen as unknown as { network: { game: { close(): void } } }).network.game.close();
    // The same cabinet opens the page again, ANNE at the Hearts table.
    const again = await TestKiosk.open({ seed: 8, records: kiosk.records });
    again.plugPads([0, 1]);
    again.shell.show('title');
    await again.untilScreen('title');
    await again.pad('confirm');
    await again.untilScreen('select');
    await focusGame(again, 'hearts', () => again.pad('down'));
    await again.pad('confirm');
    await again.untilScreen('hearts');
    await again.until(() => again.boxWords().includes('ANNE, you were at a network game. Go back to your seat?'));
    await gamepadAt(0).answer(again, 'yes');
    await again.until(() => hearts(again).network?.you === 0 && hearts(again).dialog === null, NETWORK);
    const s = hearts(again);
    expect(s.names.slice(0, 3)).toEqual(['ANNE', 'BOB', 'CY']);
    expect(s.seating.map((plan) => (plan.kind === 'person' ? plan.pad : null))).toEqual([0, 1, null, null]);
    const turns = new Set<number>();
    const end = await playPeople(again, {
      seen: async (now) => {
        checkCy(now, cy);
        if (now.dialog === null && now.acting !== null) turns.add(now.acting);
      },
    });
    expect(end.dialog).toBe('Game Over');
    expect([...turns].sort()).toEqual([0, 1]);
    await expect.poll(() => networkTally(again.records, 'hearts', 'BOB')).toMatchObject({ played: 1 });
    await again.click('local');
    await cy.leave();
  }, 240_000);
});
