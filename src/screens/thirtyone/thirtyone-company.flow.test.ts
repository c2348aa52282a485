// Two people of one cabinet at a network game of Thirty-One with a person at
// another kiosk, in Node through the whole kiosk (test-kiosk.ts) against a
// real game server: ANNE (pad 1) and BOB (pad 2), set up in the Players
// dialog, press Network... there; ANNE hosts, BOB comes to her table with
// her, CY joins from another kiosk (a real SDK client that always passes).
// They play the whole game on this one screen, the cover up between their
// turns, each pad lifting only its own; no hand lies face up but the acting
// person's (every hand at a round's end), and no card CY holds is named.

import { describe, expect, it } from 'vitest';
import type { ThirtyOneAction, ThirtyOneEvent, ThirtyOneView } from '../../engine/thirtyone';
import { kioskGameServer } from '../../../server/test-server';
import { NETWORK_FRAMES, hostInLobby } from '../net/lobby-driver';
import { TestPlayer, passing } from '../../../server/test-player';
import { networkTally } from '../net/network-tally';
import { TestKiosk } from '../shell/test-kiosk';
import { gamepadAt } from '../shell/test-devices';
import { playThirtyOne, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { ThirtyOneRecords } from './thirtyone-records';
import { STANDARD_SETTINGS } from './thirtyone-settings';

const server = kioskGameServer({ seed: 5 });

const NETWORK = NETWORK_FRAMES;

describe('Thirty-One: two people of one cabinet at a network table', () => {
  it('go from the Players dialog to a table of their own, CY joins from another kiosk; they play the whole game covered between turns', async () => {
    const kiosk = await TestKiosk.open({ seed: 2 });
    await kiosk.records.addProfile('BOB');
    const seats = [
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: 'BOB', pad: 1 },
    ] as const;
    await new ThirtyOneRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats: [...seats] } });
    kiosk.plugPads([0, 1]);
    kiosk.shell.show('title');
    await sitAtThirtyOne(kiosk, 'gamepad', 'ANNE');
    await kiosk.until(() => thirtyOneState(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-2').label).toBe('Seat 2: BOB, pad 2');
    await gamepadAt(0).press(kiosk, 'network');
    await hostInLobby(kiosk, gamepadAt(0), 'ANNE');
    await kiosk.until(() => thirtyOneState(kiosk).dialog === "ANNE's Game" && kiosk.control('seat-2').label === 'Seat 2: BOB', NETWORK);
    const cy = await TestPlayer.join<ThirtyOneView, ThirtyOneAction, ThirtyOneEvent>(server().url, { name: 'CY' });
    cy.play(passing);
    await kiosk.until(() => kiosk.control('seat-3').label === 'Seat 3: CY', NETWORK);
    await gamepadAt(0).press(kiosk, 'play');
    await kiosk.until(() => thirtyOneState(kiosk).network?.you === 0, NETWORK);
    expect(thirtyOneState(kiosk).names).toEqual(['ANNE', 'BOB', 'CY']);

    const turns = new Set<number>();
    let refused = 0;
    const end = await playThirtyOne(kiosk, (s) => gamepadAt(s.waiting === 1 ? 1 : 0), {
      seen: async (s) => {
        if (s.roundEnd === null) {
          // Only the acting person's hand lies face up, once they have lifted the cover.
          s.faceUp.forEach((cards, seat) => (seat === s.waiting && !s.covered ? expect(cards.length).toBe(3) : expect(cards).toEqual([])));
          const text = JSON.stringify(s);
          for (const card of cy.last('game')?.view.hand ?? []) if (!s.pot.includes(card)) expect(text, `CY's ${card} on the page`).not.toContain(`"${card}"`);
        }
        if (s.waiting !== null && s.dialog === null) turns.add(s.waiting);
        if (s.covered && s.waiting !== null && refused++ % 3 === 0) {
          // The other person's pad lifts nobody else's cover.
          await kiosk.padAt(s.waiting === 0 ? 1 : 0, 'confirm');
          expect(thirtyOneState(kiosk).covered).toBe(true);
        }
      },
    });
    expect(end.dialog).toBe('Game Over');
    expect([...turns].sort()).toEqual([0, 1]);
    expect(refused).toBeGreaterThan(5);
    for (const name of ['ANNE', 'BOB']) await expect.poll(async () => (await networkTally(kiosk.records, 'thirtyone', name)).played).toBe(1);
    await kiosk.click('local');
    await cy.leave();
  }, 240_000);
});
