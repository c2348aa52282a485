// Affairs of the Court head to head across two kiosks in real browsers,
// each page a kiosk served by the game server: ANNE on the keyboard turns
// Must Follow Suit off and hosts from File > Network...; BOB on a pad finds
// her game from the Players dialog's Network... button and joins; she
// presses Play. Each sees their own seat at the bottom, and ANNE's chat
// message is counted on BOB's Chat button; they play the first round (the
// draw, the play, the End of Round box), ANNE's page reloaded on the way
// and taken back to her seat. At every step neither page's snapshot holds a
// card of the other's hand or the card the other is looking at. (A whole
// network game, its Game Over, Replay and the History's count, is played in
// Node against a real server: court-network.flow.test.ts.)

import { expect, onTestFinished, test } from 'vitest';
import { DIST } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';
import type { CourtSnapshot } from '../../src/screens/court/court-snapshot';
import { plainMove } from '../../src/screens/court/court-driver';
import { browserPerFile, newKioskPage, shot, waitForReady } from './browser';
import { courtState } from './court-driver';
import { LOBBY, type NetPage, backToSeat, chat, join, lobbyLines, seatLine } from './network-driver';
import { sitAtTable } from './players';
import { type Driver, gamepad, keyboard } from './window-driver';

const browser = browserPerFile();

/** A network round of two pages taking turns, on a busy machine. */
const WHOLE_ROUND = 600_000;

/** The game server deals from this seed: two rounds or so as the plain players play it, with a bonus round. */
const SEED = 12;

const TITLE = 'Affairs of the Court';

const state = (p: NetPage) => courtState(p.page);
const dialogOf = async (p: NetPage) => (await state(p)).dialog;

/** A kiosk page served by `url`, its person `name` sitting down at the Court with `driver` (a new player: a game against the computer is dealt). */
async function courtKiosk(url: string, name: string, driver: Driver): Promise<NetPage> {
  const kiosk = await newKioskPage(browser(), { pads: driver.device === 'gamepad' ? [0] : [] });
  await kiosk.page.goto(`${url}?test&speed=instant`);
  await waitForReady(kiosk.page);
  await sitAtTable(kiosk.page, driver.device, 'court', TITLE, name);
  const p = { ...kiosk, name, driver };
  await expect.poll(async () => (await state(p)).phase).toBe('draw');
  return p;
}

/** Wait for the lobby to list `games` open games. */
async function lobbyListing(p: NetPage, games: number): Promise<string[]> {
  await expect.poll(() => dialogOf(p)).toBe(LOBBY);
  await expect.poll(() => lobbyLines(p.page)).toHaveLength(games);
  return (await lobbyLines(p.page)) ?? [];
}

/** Every card named in a snapshot, as a card (a hand, a play, a legal move) or a control's id ("card-QS"). */
function cardsNamed(s: CourtSnapshot, cards: Iterable<string>): string[] {
  const text = JSON.stringify(s);
  return [...cards].filter((card) => text.includes(`"${card}"`) || text.includes(`-${card}"`));
}

/**
 * What each page may not know of the other: the cards a page held (or was
 * looking at, drawn) both before and after the other page was read, less
 * every card played on a table (everyone saw those) and every card the
 * other once held itself (a card it played that was captured into this
 * hand is known to it).
 */
class Secrets {
  /** How many cards were checked, page by page, step by step. */
  checked = 0;
  private readonly played = new Set<string>();
  private readonly held = new Map<string, Set<string>>();

  private saw(p: NetPage, s: CourtSnapshot): void {
    for (const play of s.table ?? []) this.played.add(play.card);
    const held = this.held.get(p.name) ?? new Set<string>();
    for (const card of [...(s.hand ?? []), ...(s.drawn ? [s.drawn] : [])]) held.add(card);
    this.held.set(p.name, held);
  }

  private hidden(before: CourtSnapshot, after: CourtSnapshot, from: NetPage): string[] {
    const mine = (s: CourtSnapshot) => [...(s.hand ?? []), ...(s.drawn ? [s.drawn] : [])];
    const kept = new Set(mine(after));
    const known = this.held.get(from.name) ?? new Set<string>();
    return mine(before).filter((card) => kept.has(card) && !this.played.has(card) && !known.has(card));
  }

  /** Read both pages in turn, each between two readings of the other, and check neither names a card of the other's. */
  async check(a: NetPage, b: NetPage): Promise<void> {
    const a1 = await state(a);
    const b1 = await state(b);
    const a2 = await state(a);
    const b2 = await state(b);
    this.saw(a, a1);
    this.saw(b, b1);
    this.saw(a, a2);
    this.saw(b, b2);
    const [ofA, ofB] = [this.hidden(a1, a2, b), this.hidden(b1, b2, a)];
    this.checked += ofA.length + ofB.length;
    expect(cardsNamed(b1, ofA), `${a.name}'s cards on ${b.name}'s page`).toEqual([]);
    expect(cardsNamed(a2, ofB), `${b.name}'s cards on ${a.name}'s page`).toEqual([]);
  }
}

/** Something for this page's person to do: a box to answer, or a draw or a card to make. */
function hasMove(s: CourtSnapshot): boolean {
  if (s.dialog !== null) return s.dialog !== 'Game Over';
  return !s.busy && s.legal.length > 0 && (s.phase === 'draw' || s.phase === 'play');
}

/** What changes when a move or an answer is taken. */
const moveKey = (s: CourtSnapshot) => JSON.stringify([s.dialog, s.hand, s.drawn, s.revealed, s.phase, s.table, s.scores, s.round, s.turn, s.legal.length]);

/**
 * Both pages play on, each when its table asks it, as the plain player of
 * the Court's Node driver, until both are past the first round; `look` sees
 * each page before its move. Neither page's secrets show on the other, at
 * every step.
 */
async function playBoth(pages: [NetPage, NetPage], secrets: Secrets, look: (p: NetPage, s: CourtSnapshot) => Promise<'again' | void>): Promise<Map<NetPage, CourtSnapshot>> {
  const done = new Map<NetPage, CourtSnapshot>();
  for (let step = 0; step < 4000 && done.size < 2; step++) {
    await secrets.check(pages[0], pages[1]);
    let acted = false;
    for (const p of pages) {
      if (done.has(p)) continue;
      const s = await state(p);
      if ((s.round > 1 && s.dialog === null) || s.dialog === 'Game Over') {
        done.set(p, s);
        continue;
      }
      if (!hasMove(s) || (await look(p, s)) === 'again') continue;
      if (s.dialog !== null && s.dialog !== 'End of Round' && s.dialog !== 'Bonus Round') throw new Error(`${p.name}'s page has the dialog ${s.dialog} open.`);
      acted = true;
      const move = plainMove(s);
      if (move.answer) await p.driver.answer(p.page, move.id);
      else await p.driver.press(p.page, move.id);
      await expect.poll(async () => {
        const now = await state(p);
        return moveKey(now) !== moveKey(s) || now.dialog === 'Game Over';
      }).toBe(true);
    }
    if (!acted) await pages[0].page.waitForTimeout(20);
  }
  if (done.size < 2) throw new Error('The first round did not end.');
  return done;
}

test(
  'two kiosks, one on the keyboard and one on a pad, host and join the Court through the lobby and play its first round head to head, neither page ever holding the other’s cards',
  async () => {
    const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0, seed: SEED } });
    onTestFinished(() => games.close());
    const anne = await courtKiosk(games.url, 'ANNE', keyboard);
    const bob = await courtKiosk(games.url, 'BOB', gamepad);

    // ANNE hosts without Must Follow Suit, as her Options menu has it.
    await keyboard.menu(anne.page, 'Options', 'mustFollowSuit');
    await expect.poll(() => dialogOf(anne)).toBe(TITLE);
    await keyboard.answer(anne.page, 'ok');
    await expect.poll(async () => (await state(anne)).settings.mustFollowSuit).toBe(false);
    await keyboard.menu(anne.page, 'File', 'network');
    expect(await lobbyListing(anne, 0)).toEqual([]);
    await keyboard.press(anne.page, 'host');
    await expect.poll(() => dialogOf(anne)).toBe('Host a Game');
    await keyboard.answer(anne.page, 'ok');
    await expect.poll(() => dialogOf(anne)).toBe("ANNE's Game");

    // BOB, on his pad, goes from the Players dialog's Network... to the lobby, and joins her game.
    await gamepad.menu(bob.page, 'File', 'players');
    await expect.poll(() => dialogOf(bob)).toBe('Players');
    await gamepad.press(bob.page, 'network');
    expect((await lobbyListing(bob, 1))[0]).toMatch(/^ANNE's Affairs of the Court +1 of 2 seats +free play$/);
    await shot(bob.page, 'court-network-lobby');
    await join(bob, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 2)).toBe('Seat 2: BOB');
    await shot(anne.page, 'court-network-waiting-room');
    await keyboard.press(anne.page, 'play');
    await expect.poll(async () => (await state(anne)).network?.you).toBe(0);
    await expect.poll(async () => (await state(bob)).network?.you).toBe(1);

    // Each sits at the bottom of their own table, the other across it, under the names they came with and the host's rule.
    for (const [p, seat] of [
      [anne, 0],
      [bob, 1],
    ] as const) {
      await expect.poll(async () => (await state(p)).phase).toBe('draw');
      const s = await state(p);
      expect(s.viewer).toBe(seat);
      expect(s.names).toEqual(['ANNE', 'BOB']);
      expect(s.headToHead).toBe(true);
      expect(s.mustFollowSuit).toBe(false);
      expect(s.cover).toBeNull();
      expect(s.controls.some((c) => c.id === 'chat')).toBe(true);
    }
    // The Chat button on the table: BOB's counts ANNE's message until he reads it.
    await chat(anne, 'Good luck, BOB!');
    await expect.poll(async () => (await state(bob)).controls.find((c) => c.id === 'chat')?.label).toBe('Chat (1)');
    expect((await state(bob)).network?.chat).toEqual(['ANNE: GOOD LUCK, BOB!']);

    const shots = new Set<string>();
    let reloaded = false;
    const secrets = new Secrets();
    const ends = await playBoth([anne, bob], secrets, async (p, s) => {
      const name = p.name.toLowerCase();
      if (s.dialog === null && s.phase === 'play' && s.turn >= 1 && !shots.has(name)) {
        shots.add(name);
        await shot(p.page, `court-network-table-${name}`);
        expect(s.tableLabels.filter((label) => label !== '')).toEqual(s.table.length === 0 ? [] : [s.names[s.table[0]?.seat ?? 0] ?? '']);
      }
      for (const dialog of ['End of Round']) {
        if (s.dialog === dialog && !shots.has(dialog)) {
          shots.add(dialog);
          await shot(p.page, `court-network-${dialog.toLowerCase().replaceAll(' ', '-')}`);
        }
      }
      // ANNE's page is reloaded on her turn once the play has begun: she goes back to her seat and plays on.
      if (p === anne && !reloaded && s.dialog === null && s.phase === 'play' && s.turn >= 3) {
        reloaded = true;
        await backToSeat(anne, 'court');
        await expect.poll(async () => (await state(anne)).legal.length).toBeGreaterThan(0);
        return 'again';
      }
    });
    expect(reloaded).toBe(true);
    // Each step, a hand's worth of cards or so was looked for on the other page.
    expect(secrets.checked).toBeGreaterThan(300);
    expect([...shots].sort()).toEqual(['End of Round', 'anne', 'bob']);
    // The second round, at both pages from the server's one game: the same scores.
    expect(ends.get(anne)?.scores).toEqual(ends.get(bob)?.scores);
    expect(anne.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  },
  WHOLE_ROUND,
);
