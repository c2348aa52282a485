// Hearts over the network in real browsers, four kiosks at one table, each
// page a kiosk served by the game server: ANNE on the keyboard sets a
// 50-point game in the Rules menu and hosts it from Game > Network...; BOB
// with the mouse finds it in the lobby from the Players dialog's Network...
// button and joins; CY on a pad is at the Court's table, finds ANNE's Hearts
// in its lobby and is taken to the Hearts table to join it; DI on the
// keyboard joins from Game > Network.... They pass and play the first
// trick, each at the bottom of their own table, ANNE's page reloaded on
// her first card and going back to her seat. At every step no page names a
// card another holds. (A whole network game of Hearts to its score sheets,
// Game Over and Replay is played in Node, hearts-network.flow.test.ts: four
// pages drawing at once make every step in the browser slow.)

import { expect, onTestFinished, test } from 'vitest';
import { DIST } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import { browserPerFile, nearestControl, newKioskPage, nextFrames, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { hearts } from './hearts-driver';
import { type NetPage, backToSeat, chat, join, lobbyLines, offered, openLobby, seatLine } from './network-driver';
import { sitAtTable } from './players';
import { type Driver, gamepad, keyboard, mouse } from './window-driver';

const browser = browserPerFile();

/** The game server deals this game's cards from a seed of the test's own, so the game is the same every time. */
const SEED = 4;
/** A network hand of Hearts: four pages taking turns on a busy machine. */
const WHOLE_HAND = 600_000;
const TITLE = 'Hearts Deluxe';

const state = (p: NetPage) => hearts(p.page);

/** A kiosk page served by `url`, its person `name` at the table of `game` (Hearts unless told) with `driver`, a game of their own dealt. */
async function kiosk(url: string, name: string, driver: Driver, game = { id: 'hearts', title: TITLE }): Promise<NetPage> {
  const opened = await newKioskPage(browser(), { pads: driver.device === 'gamepad' ? [0] : [] });
  await opened.page.goto(`${url}?test&speed=instant`);
  await waitForReady(opened.page);
  await sitAtTable(opened.page, driver.device, game.id, game.title, name);
  await waitForScreen(opened.page, game.id);
  if (game.id === 'hearts') await expect.poll(async () => (await hearts(opened.page)).phase).toBe('pass');
  return { ...opened, name, driver };
}

/** The person has something to do: a box, the cards passed to them to take up, a pass or a card to choose. */
function hasTurn(s: HeartsSnapshot): boolean {
  if (s.dialog !== null || s.waitingForOk) return true;
  return s.waiting !== null && !s.busy && (s.phase === 'pass' || s.legal.length > 0);
}

/** At rest on a move of their own: everything before it has been shown. */
const atRest = (s: HeartsSnapshot) => s.dialog === null && !s.waitingForOk && s.waiting !== null && !s.busy;

/** The plain player's press: the first three cards to pass, the legal card nearest the focus. */
function nextPress(s: HeartsSnapshot): string {
  if (s.waitingForOk) return 'centre';
  if (s.phase === 'pass') return s.chosen.length === 3 ? 'centre' : `card-${s.hand.find((card) => !s.chosen.includes(card))}`;
  const id = nearestControl(s.controls, s.legal.map((card) => `card-${card}`));
  if (id === undefined) throw new Error('A card is to be played but none may be.');
  return id;
}

const progress = (s: HeartsSnapshot) => JSON.stringify([s.dialog, s.waiting, s.busy, s.hand, s.chosen, s.waitingForOk, s.table, s.handNumber, s.phase, s.network?.you]);

/**
 * The page's own seat at the bottom, and nothing of the other page's hand on
 * it: `mine` was read with the page at rest on its own move, `theirs` after
 * it, in the same phase of the same hand (a hand only shrinks then, and no
 * page runs ahead of the server), so no card the other holds may be named on
 * this page at all, in its hand, its controls, its status or anywhere else,
 * but a card the other page still shows in hand while this one shows it
 * played on the trick (that page is a step behind).
 */
function ownCardsOnly(mine: HeartsSnapshot, theirs: HeartsSnapshot): number {
  expect(mine.viewer).toBe(mine.network?.you);
  if (theirs.handNumber !== mine.handNumber || theirs.phase !== mine.phase) return 0;
  const played = new Set(mine.table.map((play) => play.card));
  const hidden = theirs.hand.filter((card) => !played.has(card));
  const text = JSON.stringify(mine);
  for (const card of hidden) expect(text, `seat ${theirs.network?.you}'s ${card} on the page of seat ${mine.network?.you}`).not.toContain(`"${card}"`);
  return hidden.length;
}

test(
  "four kiosks (keyboard, mouse, pad, keyboard), one come from the Court's table: host with the Rules menu's point limit, join through the lobby, Play, pass and play a trick; no page ever names another's cards",
  async () => {
    const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0, seed: SEED } });
    onTestFinished(() => games.close());
    const anne = await kiosk(games.url, 'ANNE', keyboard);
    // A 50-point game, from the Rules menu: nothing is chosen yet, so her own game is dealt again at once.
    await keyboard.menu(anne.page, 'Rules', 'limit');
    await expect.poll(async () => (await state(anne)).dialog).toBe('Point Limit');
    await keyboard.press(anne.page, '50-points');
    await anne.page.keyboard.press('Enter');
    await expect.poll(async () => (await state(anne)).gameOptions?.pointLimit).toBe(50);
    // Game > Network...: the lobby, and a game hosted by those rules.
    await openLobby(anne, 0);
    await anne.driver.press(anne.page, 'host');
    await expect.poll(async () => (await state(anne)).dialog).toBe('Host a Game');
    await anne.driver.answer(anne.page, 'ok');
    await expect.poll(async () => (await state(anne)).dialog).toBe("ANNE's Game");

    // BOB, at his own kiosk with the mouse, opens the lobby from the Players dialog.
    const bob = await kiosk(games.url, 'BOB', mouse);
    await mouse.menu(bob.page, 'Game', 'players');
    await expect.poll(async () => (await state(bob)).dialog).toBe('Players');
    await openLobby(bob, 1);
    expect((await lobbyLines(bob.page))?.[0]).toMatch(/^ANNE's Hearts Deluxe +1 of 4 seats +to 50$/);
    await shot(bob.page, 'hearts-network-lobby');
    await join(bob, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 2)).toBe('Seat 2: BOB');

    // CY, on a pad at the Court's table, finds ANNE's Hearts in the Court's lobby and goes to the Hearts table to join it.
    const cy = await kiosk(games.url, 'CY', gamepad, { id: 'court', title: 'Affairs of the Court' });
    await gamepad.menu(cy.page, 'File', 'network');
    await expect.poll(() => lobbyLines(cy.page)).toHaveLength(1);
    await gamepad.press(cy.page, 'join');
    await offered(cy.page, 'yes');
    await shot(cy.page, 'hearts-network-from-the-court');
    // Going to another game's table loses nothing: A says Yes.
    await gamepad.answer(cy.page, 'yes');
    await waitForScreen(cy.page, 'hearts');
    await expect.poll(async () => (await state(cy)).dialog).toBe("ANNE's Game");
    await expect.poll(() => seatLine(anne.page, 3)).toBe('Seat 3: CY');

    // DI, on the keyboard at another kiosk, from Game > Network....
    const di = await kiosk(games.url, 'DI', keyboard);
    await openLobby(di, 1);
    await join(di, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 4)).toBe('Seat 4: DI');
    await chat(bob, 'Good luck, ANNE!');
    await expect.poll(async () => (await state(anne)).controls.find((c) => c.id === 'chat')?.label).toBe('Chat (1)');
    await shot(anne.page, 'hearts-network-waiting-room');
    await anne.driver.press(anne.page, 'play');
    const pages = [anne, bob, cy, di];
    for (const [seat, p] of pages.entries()) {
      await expect.poll(async () => (await state(p)).network?.you).toBe(seat);
      // The host's rules, at every kiosk: the 50 points of her Rules menu.
      await expect.poll(async () => (await state(p)).gameOptions?.pointLimit).toBe(50);
      expect((await state(p)).names).toEqual(pages.map((q) => q.name));
    }

    /** The pages past the first trick. */
    const done = new Set<NetPage>();
    const shots = new Set<string>();
    let checked = 0;
    let reloaded = false;
    for (let press = 0; press < 4000 && done.size < pages.length; press++) {
      let acted = false;
      for (const p of pages) {
        if (done.has(p)) continue;
        let s = await state(p);
        if (s.phase === 'play' && s.hand.length <= 12 && s.table.length === 0) {
          done.add(p);
          continue;
        }
        if (!hasTurn(s)) continue;
        if (atRest(s)) {
          for (const q of pages) if (q !== p) checked += ownCardsOnly(s, await state(q));
          const name = `hearts-network-${s.phase}-${p.name.toLowerCase()}`;
          if (!shots.has(name) && (s.phase === 'pass' ? s.chosen.length === 3 : s.table.length > 0)) {
            shots.add(name);
            await shot(p.page, name);
          }
          // ANNE's page is reloaded on her first card: she goes back to her seat and plays on.
          if (p === anne && !reloaded && s.phase === 'play' && s.hand.length === 13) {
            reloaded = true;
            await backToSeat(anne, 'hearts');
            s = await readUntil(anne.page, hearts, hasTurn);
          }
        }
        acted = true;
        const before = progress(s);
        if (s.dialog !== null) throw new Error(`${p.name}'s page has the dialog ${s.dialog} open.`);
        else await p.driver.press(p.page, nextPress(s));
        await readUntil(p.page, hearts, (now) => progress(now) !== before);
      }
      // Nobody had anything to press: let a frame pass before looking again.
      if (!acted) await nextFrames(anne.page);
    }
    expect(done.size, 'the first trick was not played on every page').toBe(4);
    expect(reloaded).toBe(true);
    // The others' hands were looked for on each page many times over.
    expect(checked).toBeGreaterThan(100);
    for (const p of pages) expect(p.errors).toEqual([]);
  },
  WHOLE_HAND,
);
