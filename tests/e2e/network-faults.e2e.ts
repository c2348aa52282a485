// Network play when things go wrong, in real browsers: a kiosk with no game
// server behind it says so and plays on locally; a game server that goes
// away in the middle of a game is told to every kiosk at the table, which
// returns to its own table with its records as they were.

import { expect, test } from 'vitest';
import { DIST } from '../../scripts/preview.mjs';
import { type GameServer, createGameServer } from '../../server/game-server';
import { browserPerFile, newKioskPage, openKiosk, shot } from './browser';
import { LOBBY, type NetPage, host, join, netKiosk, openLobby, seatLine } from './network-driver';
import { sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import { keyboard, mouse } from './window-driver';

const browser = browserPerFile();

const dialogOf = async (p: { page: NetPage['page'] }) => (await thirtyOneState(p.page)).dialog;

test('a kiosk with no game server behind it says so, and its own table plays on', async () => {
  const { page } = await newKioskPage(browser());
  // The plain kiosk server: no games are served there.
  await openKiosk(page);
  const anne: NetPage = { page, context: page.context(), errors: [], name: 'ANNE', driver: mouse };
  await sitAtThirtyOne(page, mouse, 'ANNE');
  await expect.poll(() => dialogOf(anne)).toBe('Players');
  await mouse.press(page, 'network');
  await expect.poll(() => dialogOf(anne)).toBe(LOBBY);
  // The lobby's message box over it: OK, then the lobby itself says it is not connected.
  await expect.poll(async () => (await thirtyOneState(page)).controls.map((c) => c.id)).toEqual(['ok']);
  await shot(page, 'network-unreachable');
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).controls.find((c) => c.id === 'games')?.label).toBe('Not connected.');
  await mouse.answer(page, 'close');
  await expect.poll(() => dialogOf(anne)).toBeNull();
  expect((await thirtyOneState(page)).network).toBeNull();
  await mouse.menu(page, 'Game', 'start');
  await expect.poll(() => dialogOf(anne)).toBe('Players');
  await mouse.answer(page, 'ok');
  await expect.poll(async () => (await thirtyOneState(page)).awaitingDeal).toBe(true);
});

test('a game server that goes away mid-game is told at every kiosk, which returns to its own table and records', async () => {
  let games: GameServer | null = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0 } });
  try {
    const anne = await netKiosk(browser(), 'ANNE', keyboard, { players: true, url: games.url });
    const bob = await netKiosk(browser(), 'BOB', mouse, { players: true, url: games.url });
    await openLobby(anne, 0);
    await host(anne);
    await openLobby(bob, 1);
    await join(bob, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 2)).toBe('Seat 2: BOB');
    await anne.driver.press(anne.page, 'play');
    for (const [seat, p] of [anne, bob].entries()) await expect.poll(async () => (await thirtyOneState(p.page)).network?.you).toBe(seat);
    const before = await thirtyOneState(anne.page);
    await games.close();
    games = null;
    for (const p of [anne, bob]) await expect.poll(() => dialogOf(p)).toBe(LOBBY);
    await shot(bob.page, 'network-server-gone');
    await keyboard.answer(anne.page, 'ok');
    await mouse.answer(bob.page, 'ok');
    for (const p of [anne, bob]) {
      await expect.poll(() => dialogOf(p)).toBeNull();
      await expect.poll(async () => (await thirtyOneState(p.page)).network).toBeNull();
    }
    const after = await thirtyOneState(anne.page);
    // Still ANNE at this kiosk, with her records (a network game counts in none).
    expect(after.player).toBe('ANNE');
    expect(after.stats).toEqual(before.stats);
    await keyboard.menu(anne.page, 'Game', 'start');
    await expect.poll(() => dialogOf(anne)).toBe('Players');
  } finally {
    await games?.close();
  }
});
