// Playing Thirty-One over the network as people at several kiosks would:
// each page is a kiosk served by the game server (as `npm start` serves
// them), with its own device. A person sits down, opens Game > Network,
// hosts a game or joins one from the lobby's list, and the pages then play
// side by side, each taking its turn when its table asks it.

import { expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { type KioskPage, clickControl, focusGame, newKioskPage, nextFrames, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';
import { nextPress, sitAtThirtyOne, thirtyOneState } from './thirtyone-driver';
import type { Driver } from './window-driver';

export const LOBBY = 'Network Game';

export interface NetPage extends KioskPage {
  name: string;
  driver: Driver;
}

const dialogOf = async (page: Page) => (await thirtyOneState(page)).dialog;

/** Wait until the open dialog offers the control `id`. */
export async function offered(page: Page, id: string): Promise<void> {
  await readUntil(page, thirtyOneState, (s) => s.controls.some((c) => c.id === id));
}

/**
 * A kiosk page served by the game server, its person `name` at the Thirty-One
 * table with `driver`. Arriving opens the Players dialog: it is cancelled
 * (the lobby is then opened from the Game menu) unless `players` keeps it
 * open (its Network... button opens the lobby).
 */
export async function netKiosk(browser: Browser, name: string, driver: Driver, options: { players?: boolean; url?: string } = {}): Promise<NetPage> {
  const kiosk = await newKioskPage(browser, { pads: driver.device === 'gamepad' ? [0] : [] });
  await kiosk.page.goto(`${options.url ?? inject('gameUrl')}?test&speed=instant`);
  await waitForReady(kiosk.page);
  await sitAtThirtyOne(kiosk.page, driver, name);
  await expect.poll(() => dialogOf(kiosk.page)).toBe('Players');
  if (options.players !== true) {
    await cancel(kiosk.page, driver);
    await expect.poll(() => dialogOf(kiosk.page)).toBeNull();
  }
  return { ...kiosk, name, driver };
}

/** The open dialog's Cancel (or back), with the device. */
export async function cancel(page: Page, driver: Driver): Promise<void> {
  if (driver.device === 'mouse') await clickControl(page, 'cancel');
  else if (driver.device === 'gamepad') await padTap(page, PAD.b);
  else await page.keyboard.press('Escape');
}

/** Network... in the Players dialog when it is open, else Game > Network...; then wait for the lobby to list `games` open games. */
export async function openLobby(p: NetPage, games: number): Promise<void> {
  if ((await dialogOf(p.page)) === 'Players') await p.driver.press(p.page, 'network');
  else await p.driver.menu(p.page, 'Game', 'network');
  await expect.poll(() => dialogOf(p.page)).toBe(LOBBY);
  await expect.poll(() => lobbyLines(p.page)).toHaveLength(games);
}

/** The lobby's lines (the list is called by its status and the games it holds); null until it is connected. */
export async function lobbyLines(page: Page): Promise<string[] | null> {
  const label = (await thirtyOneState(page)).controls.find((c) => c.id === 'games')?.label ?? '';
  const [status = '', ...lines] = label.split(' | ');
  return status.startsWith('Connected') ? lines : null;
}

/** Host a game from the lobby (the computers at `level`, or the table's own as the Host dialog offers it): the waiting room opens with this person in seat 1. */
export async function host(p: NetPage, level?: 'novice' | 'intermediate' | 'expert'): Promise<void> {
  await p.driver.press(p.page, 'host');
  await expect.poll(() => dialogOf(p.page)).toBe('Host a Game');
  // Clicked: walking to it with the arrows would move through the radio groups above it and change them.
  if (level !== undefined) await clickControl(p.page, level);
  await shot(p.page, 'network-host');
  await p.driver.answer(p.page, 'ok');
  await expect.poll(() => dialogOf(p.page)).toBe(`${p.name}'s Game`);
}

/** Join the game selected in the lobby (the first) and wait in its room. */
export async function join(p: NetPage, hostName: string): Promise<void> {
  await p.driver.press(p.page, 'join');
  await expect.poll(() => dialogOf(p.page)).toBe(`${hostName}'s Game`);
}

/**
 * Reload the page of a kiosk on the keyboard in the middle of a network game
 * of `game`, come back to that game's table from the title, and take the
 * offer to go back to the seat (Yes, the default: it loses nothing), with
 * a screenshot of the offer, `<game>-network-back-to-seat`.
 */
export async function backToSeat(p: NetPage, game: string): Promise<void> {
  const you = (await thirtyOneState(p.page)).network?.you;
  await p.page.reload();
  await waitForReady(p.page);
  await p.page.keyboard.press('Enter');
  await waitForScreen(p.page, 'select');
  await focusGame(p.page, game, () => p.page.keyboard.press('ArrowDown'));
  await p.page.keyboard.press('Enter');
  await waitForScreen(p.page, game);
  await expect.poll(() => dialogOf(p.page)).toBe(LOBBY);
  await shot(p.page, `${game}-network-back-to-seat`);
  await p.page.keyboard.press('Enter');
  await expect.poll(async () => (await thirtyOneState(p.page)).network?.you).toBe(you);
}

/** The waiting room's line for seat `seat` (1-4). */
export async function seatLine(page: Page, seat: number): Promise<string> {
  return (await thirtyOneState(page)).controls.find((c) => c.id === `seat-${seat}`)?.label ?? '';
}

/**
 * Type `text` in the chat window and send it, then hide the window: Enter
 * and Escape on a keyboard (Space types a space there), Send and Hide with
 * the mouse. `seen` looks at the window before it is hidden.
 */
export async function chat(p: NetPage, text: string, seen?: () => Promise<void>): Promise<void> {
  await p.driver.press(p.page, 'chat');
  await expect.poll(() => dialogOf(p.page)).toBe('Messages');
  await p.page.keyboard.type(text);
  if (p.driver.device === 'keyboard') await p.page.keyboard.press('Enter');
  else await p.driver.press(p.page, 'send');
  // The kiosk types capitals, as it does names.
  await expect.poll(async () => (await thirtyOneState(p.page)).controls.find((c) => c.id === 'messages')?.label).toContain(`${p.name}: ${text.toUpperCase()}`);
  await seen?.();
  if (p.driver.device === 'keyboard') await p.page.keyboard.press('Escape');
  else await p.driver.press(p.page, 'hide');
  await expect.poll(() => dialogOf(p.page)).not.toBe('Messages');
}

export interface NetPlan {
  /** The out-of-the-game question: true to watch on. */
  watch?(p: NetPage): boolean;
  /** Called with each page's table before its press; 'stop' ends that page's play, 'again' looks at the page anew. */
  seen?(p: NetPage, s: ThirtyOneSnapshot): Promise<void | 'stop' | 'again'>;
  /** Called with every page's table at every look, whether or not it has a turn; 'stop' ends that page's play. */
  always?(p: NetPage, s: ThirtyOneSnapshot): Promise<void | 'stop'>;
}

/** Whether this page has something to press now. */
function hasTurn(s: ThirtyOneSnapshot): boolean {
  return s.dialog !== null || s.awaitingDeal || (s.waiting !== null && !s.busy);
}

/**
 * Play every page until each has the Game Over box, has left or was
 * stopped. The pages take turns as their tables ask; each press waits for
 * its page to take it. Returns each page's last table.
 */
export async function playNetwork(pages: NetPage[], plan: NetPlan = {}, maxPresses = 3000): Promise<Map<NetPage, ThirtyOneSnapshot>> {
  const changed = new Map<NetPage, Set<string>>(pages.map((p) => [p, new Set()]));
  const done = new Map<NetPage, ThirtyOneSnapshot>();
  for (let press = 0; press < maxPresses && done.size < pages.length; press++) {
    let acted = false;
    for (const p of pages) {
      if (done.has(p)) continue;
      const s = await thirtyOneState(p.page);
      if (s.dialog === 'Game Over' || s.network === null) {
        done.set(p, s);
        continue;
      }
      if ((await plan.always?.(p, s)) === 'stop') {
        done.set(p, s);
        continue;
      }
      if (!hasTurn(s)) continue;
      const seen = await plan.seen?.(p, s);
      if (seen === 'stop') done.set(p, s);
      if (seen !== undefined) continue;
      acted = true;
      const before = JSON.stringify([s.dialog, s.awaitingDeal, s.waiting, s.chosen, s.phase, s.passed, s.round, s.pot, s.hand]);
      if (s.dialog === LOBBY) await p.driver.answer(p.page, plan.watch?.(p) === false ? 'no' : 'yes');
      else if (s.dialog !== null) throw new Error(`${p.name}'s page has the dialog ${s.dialog} open.`);
      else {
        const id = nextPress(s, changed.get(p) ?? new Set());
        if (id === 'change') changed.get(p)?.add(`${s.round}:${s.waiting}`);
        await p.driver.press(p.page, id);
      }
      await readUntil(p.page, thirtyOneState, (now) => JSON.stringify([now.dialog, now.awaitingDeal, now.waiting, now.chosen, now.phase, now.passed, now.round, now.pot, now.hand]) !== before || now.network === null);
    }
    // Nobody had anything to press: let a frame pass on the first page before looking again.
    if (!acted && pages[0]) await nextFrames(pages[0].page);
  }
  if (done.size < pages.length) throw new Error('The network game did not end.');
  return done;
}
