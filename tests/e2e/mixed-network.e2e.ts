// A table mixing people of one cabinet with a person at another kiosk, in
// real browsers: on the first page ANNE (pad 1) and BOB (pad 2) are set up
// in Thirty-One's Players dialog and press Network... there, ANNE hosts and
// BOB comes to her table with her; CY at another page on the keyboard joins
// from the lobby. ANNE's pad presses Play. The two at the cabinet take turns
// under the cover, each lifting it with their own pad only, while CY plays
// at his own page, until each of the three has had a turn; no page shows a
// hand that is not its acting person's. (Whole games of such tables are
// played in Node: thirtyone-, hearts- and euchre-company.flow.test.ts.)

import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { browserPerFile, newKioskPage, shot, waitForReady } from './browser';
import { PAD, padTap } from './gamepad-init';
import { type NetPage, join, netKiosk, openLobby, playNetwork, seatLine } from './network-driver';
import { seatPerson, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { type Driver, gamepad, gamepadAt, keyboard } from './window-driver';

const browser = browserPerFile();

/** Whoever's turn it is at the cabinet presses on their own pad: BOB's at seat 2, ANNE's otherwise. */
function padOfTurn(): Driver {
  const of = async (page: Page) => gamepadAt((await thirtyOneState(page)).waiting === 1 ? 1 : 0);
  return {
    device: 'gamepad',
    press: async (page, id) => (await of(page)).press(page, id),
    answer: async (page, id) => (await of(page)).answer(page, id),
    menu: (page, title, id) => gamepad.menu(page, title, id),
  };
}

/**
 * Before a round's end, no cards lie face up on a page but its own people's:
 * the one person's at all times, or, with two sharing the screen, the acting
 * one's once they have lifted the cover.
 */
function onlyOwn(s: ThirtyOneSnapshot, people: readonly number[]): void {
  if (s.roundEnd !== null) return;
  s.faceUp.forEach((cards, seat) => {
    const open = people.length === 1 ? seat === people[0] : seat === s.waiting && people.includes(seat) && !s.covered;
    if (!open) expect(cards, `seat ${seat}'s cards on a page of seats ${people.join(', ')}`).toEqual([]);
    else if (cards.length > 0) expect(cards.length).toBe(3);
  });
}

test('two pads at one kiosk and a keyboard at another at one network table: the two covered between their turns, each page showing only its own', async () => {
  const opened = await newKioskPage(browser(), { pads: [0, 1] });
  await opened.page.goto(`${inject('gameUrl')}?test&speed=instant`);
  await waitForReady(opened.page);
  await sitAtThirtyOne(opened.page, gamepad, 'ANNE');
  await expect.poll(async () => (await thirtyOneState(opened.page)).dialog).toBe('Players');
  await seatPerson(opened.page, 1, null, 1);
  await seatPerson(opened.page, 2, 'BOB', 2);
  const cabinet: NetPage = { ...opened, name: 'ANNE', driver: padOfTurn() };
  await openLobby(cabinet, 0);
  await gamepad.press(cabinet.page, 'host');
  await expect.poll(async () => (await thirtyOneState(cabinet.page)).dialog).toBe('Host a Game');
  await gamepad.press(cabinet.page, 'ok');
  await expect.poll(async () => (await thirtyOneState(cabinet.page)).dialog).toBe("ANNE's Game");
  await expect.poll(() => seatLine(cabinet.page, 2)).toContain('BOB');
  const cy = await netKiosk(browser(), 'CY', keyboard);
  await openLobby(cy, 1);
  await join(cy, 'ANNE');
  await expect.poll(() => seatLine(cabinet.page, 3)).toContain('CY');
  await shot(cabinet.page, 'mixed-network-waiting-room');
  await gamepad.press(cabinet.page, 'play');
  await expect.poll(async () => (await thirtyOneState(cabinet.page)).network?.you).toBe(0);
  await expect.poll(async () => (await thirtyOneState(cy.page)).network?.you).toBe(2);

  const lifted = new Set<number>();
  let cyMoved = false;
  let tried = false;
  await playNetwork([cabinet, cy], {
    always: async (p, s) => {
      onlyOwn(s, p === cy ? [2] : [0, 1]);
      if (lifted.size === 2 && cyMoved) return 'stop';
    },
    seen: async (p, s) => {
      if (p === cy) {
        if (s.waiting === 2 && s.dialog === null) cyMoved = true;
        return;
      }
      if (!s.covered || s.waiting === null) return;
      expect(s.cover).toContain(`Pass to ${s.names[s.waiting]}`);
      if (s.waiting === 1 && !tried) {
        // ANNE's pad does not lift BOB's cover; his does.
        tried = true;
        await shot(cabinet.page, 'mixed-network-cover-bob');
        await padTap(cabinet.page, PAD.a, 0);
        expect((await thirtyOneState(cabinet.page)).covered).toBe(true);
      }
      lifted.add(s.waiting);
    },
  });
  expect([...lifted].sort()).toEqual([0, 1]);
  expect(cyMoved).toBe(true);
  await shot(cy.page, 'mixed-network-cy');
  expect(opened.errors).toEqual([]);
  expect(cy.errors).toEqual([]);
}, 300_000);
