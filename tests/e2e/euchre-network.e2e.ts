// Four-Handed Euchre across two kiosks in real browsers, each page a kiosk
// served by the game server: ANNE on the keyboard turns stick the dealer on
// in her Options and hosts from Game > Network...; BOB on a pad finds her
// game from the Players dialog's Network... button, joins, and from the
// waiting room sits with her as her partner ("Sit with ANNE"); she seats
// two computers on the other side and presses Play. Each plays from the bottom of
// their own table, the partner across; whoever makes trump goes alone, so
// the other gives the Pass Best card from their own kiosk. They play a whole
// game to 10 points to the network's Game Over box, ANNE's page reloaded on
// the way and going back to her seat. At every step neither page names a
// card the other holds.

import { expect, onTestFinished, test } from 'vitest';
import { DIST } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';
import type { EuchreSnapshot } from '../../src/screens/euchre/euchre-snapshot';
import { browserPerFile, nearestControl, newKioskPage, nextFrames, readUntil, shot, waitForReady } from './browser';
import { euchreState, sitAtEuchre } from './euchre-driver';
import { type NetPage, backToSeat, join, lobbyLines, openLobby, seatLine } from './network-driver';
import { type Driver, gamepad, keyboard } from './window-driver';

const browser = browserPerFile();

/** The game server deals from this seed: a game of a few lone hands as these two play it. */
const SEED = 3;
/** A whole network game of two pages taking turns, on a busy machine. */
const WHOLE_GAME = 600_000;

const state = (p: NetPage) => euchreState(p.page);
const dialogOf = async (p: NetPage) => (await state(p)).dialog;

/** A kiosk page served by `url`, its person `name` at the Euchre table with `driver` (a new player: a game of their own is dealt). */
async function euchreKiosk(url: string, name: string, driver: Driver): Promise<NetPage> {
  const kiosk = await newKioskPage(browser(), { pads: driver.device === 'gamepad' ? [0] : [] });
  await kiosk.page.goto(`${url}?test&speed=instant`);
  await waitForReady(kiosk.page);
  await sitAtEuchre(kiosk.page, driver, name);
  const p = { ...kiosk, name, driver };
  await expect.poll(async () => (await state(p)).phase).not.toBe('starting');
  return p;
}

/** Something for this page's person to do: a box to answer, or a bid or a card to choose. */
function hasTurn(s: EuchreSnapshot): boolean {
  if (s.dialog !== null) return s.dialog !== 'Game Over';
  return s.waiting !== null && !s.busy && (s.bids.length > 0 || s.legal.length > 0);
}

/** The person's move: trump made whenever a bid offers it (and, asked, alone); else Pass; the legal card nearest the arrow. */
function nextPress(s: EuchreSnapshot): { answer: boolean; id: string } {
  if (s.dialog === 'Go Alone?') return { answer: false, id: 'yes' };
  if (s.dialog !== null && /^Hand \d+$/.test(s.dialog)) return { answer: true, id: 'ok' };
  if (s.dialog !== null) throw new Error(`A box ${s.dialog} is open.`);
  if (s.bids.length > 0) return { answer: false, id: s.bids.find((id) => id !== 'bid-pass') ?? 'bid-pass' };
  const id = nearestControl(s.controls, s.legal.map((card) => `card-${card}`));
  if (id === undefined) throw new Error('A card is to be chosen but none may be.');
  return { answer: false, id };
}

const progress = (s: EuchreSnapshot) => JSON.stringify([s.dialog, s.waiting, s.busy, s.hand, s.bids, s.legal, s.table, s.handNumber, s.phase]);

/**
 * Nothing of the other page's hand on this one: `mine` and `theirs` read one
 * after the other in the same phase of the same hand (a hand only shrinks
 * then, but for the turned card taken up, which everyone saw, and the Pass
 * Best card, known to both partners), and no page runs ahead of the server,
 * so no card the other holds may be named on this page at all, in its hand,
 * its controls, its status or anywhere else, but one this page shows played
 * on the trick or in its own hand (that page is a step behind).
 */
function ownCardsOnly(mine: EuchreSnapshot, theirs: EuchreSnapshot, turned: ReadonlySet<string>): number {
  expect(mine.viewer).toBe(mine.network?.you);
  if (theirs.handNumber !== mine.handNumber || theirs.phase !== mine.phase) return 0;
  const seen = new Set([...mine.table.map((play) => play.card), ...mine.hand, ...turned]);
  const hidden = theirs.hand.filter((card) => !seen.has(card));
  const text = JSON.stringify(mine);
  for (const card of hidden) expect(text, `seat ${theirs.network?.you}'s ${card} on the page of seat ${mine.network?.you}`).not.toContain(`"${card}"`);
  return hidden.length;
}

test(
  'two kiosks, keyboard and pad: ANNE hosts Euchre with stick the dealer, BOB joins through the lobby and sits as her partner, two computers take the other side, and they play a whole game to 10; neither page ever names the other\'s cards',
  async () => {
    const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0, seed: SEED } });
    onTestFinished(() => games.close());
    const anne = await euchreKiosk(games.url, 'ANNE', keyboard);
    const bob = await euchreKiosk(games.url, 'BOB', gamepad);

    // ANNE's Options: stick the dealer, so no hand is thrown in. Her own game is dealt again at once under it.
    await keyboard.menu(anne.page, 'Game', 'options');
    await expect.poll(() => dialogOf(anne)).toBe('Options');
    await keyboard.press(anne.page, 'stick-the-dealer-no-throw-ins');
    await keyboard.press(anne.page, 'ok');
    await expect.poll(async () => (await state(anne)).settings.options.stickTheDealer).toBe(true);
    // Game > Network...: the lobby, and a game hosted by those rules.
    await expect.poll(() => dialogOf(anne)).toBeNull();
    await openLobby(anne, 0);
    await keyboard.press(anne.page, 'host');
    await expect.poll(() => dialogOf(anne)).toBe('Host a Game');
    // The Host dialog offers the table's own level (expert); she picks intermediate computers.
    await keyboard.press(anne.page, 'intermediate');
    await keyboard.answer(anne.page, 'ok');
    await expect.poll(() => dialogOf(anne)).toBe("ANNE's Game");

    // BOB, on his pad, goes from the Players dialog's Network... to the lobby, and joins her game: against her, at first.
    await gamepad.menu(bob.page, 'Game', 'players');
    await expect.poll(() => dialogOf(bob)).toBe('Players');
    await openLobby(bob, 1);
    expect((await lobbyLines(bob.page))?.[0]).toMatch(/^ANNE's Four-Handed Euchre +1 of 4 seats +to 10, Pass Best, stick the dealer$/);
    await join(bob, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 2)).toBe('Seat 2: BOB');
    // He sits with her, across the table: the other side's empty seats are the computers' to come.
    expect((await state(bob)).controls.find((c) => c.id === 'side')?.label).toBe('Sit with ANNE');
    await shot(bob.page, 'euchre-network-waiting-room-sides');
    await gamepad.press(bob.page, 'side');
    await expect.poll(() => seatLine(anne.page, 3)).toBe('Seat 3: BOB');
    expect(await seatLine(anne.page, 2)).toBe('Seat 2: empty');
    await expect.poll(async () => (await state(anne)).controls.find((c) => c.id === 'side')?.label).toBe('Sit against BOB');
    // ANNE seats two computers on the other side, and the room is full: nobody has a side left to move to.
    for (const seat of [2, 4]) {
      await keyboard.press(anne.page, `seat-${seat}`);
      await expect.poll(() => seatLine(bob.page, seat)).toMatch(/^Seat \d: Computer \d, computer \(intermediate\)$/);
    }
    await expect.poll(async () => (await state(bob)).controls.some((c) => c.id === 'side')).toBe(false);
    await shot(anne.page, 'euchre-network-waiting-room');
    await keyboard.press(anne.page, 'play');
    for (const [seat, p] of [
      [0, anne],
      [2, bob],
    ] as const) {
      await expect.poll(async () => (await state(p)).network?.you).toBe(seat);
      await expect.poll(async () => (await state(p)).phase).not.toBe('starting');
      const s = await state(p);
      // Each at the bottom of their own table, the partner across; the host's rules at both.
      expect(s.viewer).toBe(seat);
      expect(s.names).toEqual(['ANNE', expect.stringMatching(/^Computer/), 'BOB', expect.stringMatching(/^Computer/)]);
      expect(s.gameOptions).toEqual({ passBest: true, stickTheDealer: true, target: 10 });
      expect(s.controls.some((c) => c.id === 'chat')).toBe(true);
    }

    const pages = [anne, bob];
    const other = (p: NetPage) => (p === anne ? bob : anne);
    const done = new Map<NetPage, EuchreSnapshot>();
    const shots = new Set<string>();
    const kinds = new Set<string>();
    /** Turned cards, by hand: everyone saw them, whoever took one up. */
    const turned = new Set<string>();
    let checked = 0;
    let reloaded = false;
    for (let press = 0; press < 3000 && done.size < pages.length; press++) {
      let acted = false;
      for (const p of pages) {
        if (done.has(p)) continue;
        const s = await state(p);
        if (s.upcard !== null) turned.add(s.upcard);
        if (s.dialog === 'Game Over') {
          done.set(p, s);
          continue;
        }
        if (!hasTurn(s)) continue;
        // ANNE's page is reloaded on her move in the second hand: she goes back to her seat and plays on.
        if (p === anne && !reloaded && s.dialog === null && s.handNumber === 2) {
          reloaded = true;
          await backToSeat(anne, 'euchre');
          break;
        }
        if (s.dialog === null) {
          checked += ownCardsOnly(s, await state(other(p)), turned);
          kinds.add(s.phase);
          const name = `euchre-network-${p.name.toLowerCase()}`;
          if (s.phase === 'play' && s.table.length > 0 && !shots.has(name)) {
            shots.add(name);
            await shot(p.page, name);
          }
        }
        acted = true;
        const before = progress(s);
        const move = nextPress(s);
        if (move.answer) await p.driver.answer(p.page, move.id);
        else await p.driver.press(p.page, move.id);
        await readUntil(p.page, euchreState, (now) => progress(now) !== before);
      }
      // Nobody had anything to press: let a frame pass before looking again.
      if (!acted) await nextFrames(anne.page);
    }
    expect(done.size, 'the network game did not end on both pages').toBe(2);
    expect(reloaded).toBe(true);
    // The bids, the dealer's discard, the Pass Best card given from the other kiosk and the lone player's discard were all made here.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['give', 'lone-discard', 'order', 'play']));
    expect(checked).toBeGreaterThan(40);
    expect([...shots].sort()).toEqual(['euchre-network-anne', 'euchre-network-bob']);
    await shot(bob.page, 'euchre-network-game-over');
    for (const p of pages) {
      const end = await state(p);
      expect(end.controls.map((c) => c.id)).toEqual(expect.arrayContaining(['lobby', 'local', 'replay']));
      expect(Math.max(...end.scores)).toBeGreaterThanOrEqual(10);
      expect(p.errors).toEqual([]);
    }
  },
  WHOLE_GAME,
);
