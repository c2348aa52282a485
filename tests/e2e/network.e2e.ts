// Thirty-One over the network in real browsers, each page a kiosk served by
// the game server: pages host, join through the lobby, chat, press Play and
// play a whole game, a loser watching and then leaving; a page whose
// connection drops comes back to its seat; a page that leaves mid-game is
// replaced by a computer and the game goes on. No page is ever shown another
// seat's cards before the round's end. (Four kiosks on four devices at one
// table: hearts-network.e2e.ts.)

import { expect, onTestFinished, test } from 'vitest';
import { DIST } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';
import type { ThirtyOneSnapshot } from '../../src/screens/thirtyone/thirtyone-snapshot';
import { browserPerFile, clickControl, shot, waitForScreen } from './browser';
import { type NetPage, backToSeat, chat, host, join, lobbyLines, netKiosk, openLobby, playNetwork, seatLine } from './network-driver';
import { thirtyOneState } from './thirtyone-driver';
import { keyboard, mouse } from './window-driver';

const browser = browserPerFile();

/** The first game's seed at the two-kiosk table: a game in which a person goes out before its end. */
const LOSER_SEED = 31;

/** A whole network game: several pages taking turns on a busy machine. */
const WHOLE_GAME = 900_000;

const state = (p: NetPage) => thirtyOneState(p.page);

/** Nobody sees a hand but their own, except every hand at a round's end; your own hand lies below the pot, whatever your seat. */
function ownCardsOnly(s: ThirtyOneSnapshot): void {
  if (s.roundEnd !== null || s.network === null) return;
  s.faceUp.forEach((cards, seat) => {
    if (seat !== s.network?.you) expect(cards, `seat ${seat}'s cards on the page of seat ${s.network?.you}`).toEqual([]);
  });
  const top = (prefix: string) => s.controls.filter((c) => c.id.startsWith(prefix)).map((c) => c.y);
  const [mine, pot] = [top('card-'), top('pot-')];
  if (mine.length > 0 && pot.length > 0) expect(Math.min(...mine)).toBeGreaterThan(Math.max(...pot));
}

/** Host at `first`, the others join in order; the host seats computers at `computers` (1-4) and presses Play. */
async function table(pages: NetPage[], computers: number[] = []): Promise<void> {
  const [first, ...others] = pages;
  if (!first) throw new Error('Nobody hosts.');
  await openLobby(first, 0);
  await host(first);
  for (const [i, p] of others.entries()) {
    await openLobby(p, 1);
    await join(p, first.name);
    await expect.poll(() => seatLine(first.page, i + 2)).toContain(p.name);
  }
  for (const seat of computers) {
    await first.driver.press(first.page, `seat-${seat}`);
    await expect.poll(() => seatLine(first.page, seat)).toMatch(/computer/);
  }
  await first.driver.press(first.page, 'play');
  for (const [seat, p] of pages.entries()) await expect.poll(async () => (await state(p)).network?.you).toBe(seat);
}

/** Leave the network game from the menu (Game > Exit to Kiosk), as a loser who has watched enough does. */
async function leaveNetwork(p: NetPage): Promise<void> {
  await p.driver.menu(p.page, 'Game', 'exit');
  await expect.poll(async () => (await state(p)).dialog).toBe('Network Game');
  await clickControl(p.page, 'yes');
  await waitForScreen(p.page, 'select');
}

test(
  'two kiosks: host and join through the lobby, seat a computer, chat, Play, and a whole game a third kiosk watches; a loser watches, then leaves',
  async () => {
    // A server of this test's own, dealing from a fixed seed: people and computers alike then play the
    // same game every time, one in which a person goes out while the game goes on.
    const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0, seed: LOSER_SEED } });
    onTestFinished(() => games.close());
    const url = games.url;
    const anne = await netKiosk(browser(), 'ANNE', keyboard, { url });
    await openLobby(anne, 0);
    await shot(anne.page, 'network-lobby-empty');
    await host(anne, 'intermediate');
    const bob = await netKiosk(browser(), 'BOB', mouse, { players: true, url });
    await openLobby(bob, 1);
    expect((await lobbyLines(bob.page))?.[0]).toMatch(/^ANNE's Thirty-One +1 of 4 seats +variation 1$/);
    await shot(bob.page, 'network-lobby');
    await join(bob, 'ANNE');
    await expect.poll(() => seatLine(anne.page, 2)).toBe('Seat 2: BOB');
    expect(await seatLine(bob.page, 1)).toBe('Seat 1: ANNE (host)');
    await anne.driver.press(anne.page, 'seat-3');
    await expect.poll(() => seatLine(bob.page, 3)).toMatch(/^Seat 3: .+, computer \(intermediate\)$/);
    // The lobby of a third kiosk would now show two seats taken and one computer: three.
    await chat(anne, 'Good luck, BOB!', () => shot(anne.page, 'network-chat').then(() => undefined));
    await expect.poll(async () => (await state(bob)).controls.find((c) => c.id === 'chat')?.label).toBe('Chat (1)');
    await shot(anne.page, 'network-waiting-room');
    await anne.driver.press(anne.page, 'play');
    await expect.poll(async () => (await state(anne)).network?.you).toBe(0);
    await expect.poll(async () => (await state(bob)).network?.you).toBe(1);
    expect((await state(bob)).network?.chat).toEqual(['ANNE: GOOD LUCK, BOB!']);

    // A third kiosk finds the game under way and watches it: every hand face down.
    const cat = await netKiosk(browser(), 'CAT', keyboard, { url });
    await openLobby(cat, 1);
    expect((await lobbyLines(cat.page))?.[0]).toMatch(/^ANNE's Thirty-One +playing +variation 1$/);
    await cat.driver.press(cat.page, 'watch');
    await expect.poll(async () => (await state(cat)).network).toMatchObject({ you: null });
    expect((await state(cat)).faceUp.flat()).toEqual([]);

    let shots = 0;
    /** The round each page's person went out in. */
    const outIn = new Map<NetPage, number>();
    const left: NetPage[] = [];
    const ends = await playNetwork([anne, bob, cat], {
      watch: () => true,
      async seen(p, s) {
        ownCardsOnly(s);
        if (p === cat && s.roundEnd === null) expect(s.faceUp.flat()).toEqual([]);
        if (shots < 2 && s.waiting !== null && s.phase === 'play') await shot(p.page, `network-table-${p.name.toLowerCase()}-${shots++}`);
        if (s.network !== null && s.out.includes(s.network.you ?? -1) && !outIn.has(p)) outIn.set(p, s.round);
      },
      // The first loser, having chosen to watch, watches the game go on and then leaves; the others play on.
      async always(p, s) {
        if (!outIn.has(p) || left.length > 0 || s.dialog !== null || s.phase === 'over') return;
        await shot(p.page, 'network-watching');
        await leaveNetwork(p);
        left.push(p);
        return 'stop';
      },
    });
    const over = [...ends.entries()].filter(([, s]) => s.dialog === 'Game Over').map(([p]) => p);
    // Everybody still at the table when it ended was told so. A loser is asked only while the game goes on,
    // so the first one watched it and then left.
    expect(outIn.size).toBeGreaterThan(0);
    expect(left).toHaveLength(1);
    expect(over.length + left.length).toBe(3);
    expect(over).toContain(cat);
    await shot(over[0]?.page ?? anne.page, 'network-game-over');
    // The end offers the game's replay, as at the kiosk (its seed is in the box's text).
    for (const p of over) expect((await thirtyOneState(p.page)).controls.map((c) => c.id)).toContain('replay');
  },
  WHOLE_GAME,
);

test(
  'a page whose connection drops, and one reloaded, come back to their seats; one that leaves mid-game is replaced by a computer',
  async () => {
    const anne = await netKiosk(browser(), 'ANNE', keyboard);
    const bob = await netKiosk(browser(), 'BOB', mouse);
    const cat = await netKiosk(browser(), 'CAT', keyboard);
    await table([anne, bob, cat]);
    let dropped = false;
    let reloaded = false;
    let left = false;
    const ends = await playNetwork([anne, bob, cat], {
      watch: () => true,
      // Once CAT has left and ANNE has come back, the game going on into the next round is enough (whole games: above).
      always: async (_p, s) => (left && reloaded && s.round >= 3 ? 'stop' : undefined),
      async seen(p, s) {
        // BOB's connection fails on his first turn; the table waits for him and he comes back to it.
        if (p === bob && !dropped && s.waiting === 1 && s.phase === 'play') {
          dropped = true;
          expect(await bob.page.evaluate(() => (window as unknown as { parlour?: { dropConnection(): boolean } }).parlour?.dropConnection() ?? false)).toBe(true);
          await expect.poll(async () => (await state(anne)).network?.notice).toMatch(/BOB lost the connection/);
          await expect.poll(async () => (await state(bob)).network?.notice).toBe('BOB is back.');
          await expect.poll(async () => (await state(bob)).legal.length).toBeGreaterThan(0);
          return;
        }
        // ANNE's page is reloaded on her turn in the second round: she goes back to her seat and plays on.
        if (p === anne && !reloaded && s.round >= 2 && s.waiting === 0 && s.phase === 'play' && s.dialog === null) {
          reloaded = true;
          await backToSeat(anne, 'thirtyone');
          await expect.poll(async () => (await state(anne)).legal.length).toBeGreaterThan(0);
          return 'again';
        }
        // CAT walks away in the second round: a computer plays on for her.
        if (p === cat && !left && s.round >= 2 && s.dialog === null && !s.out.includes(2)) {
          left = true;
          await leaveNetwork(cat);
          await expect.poll(async () => (await state(anne)).network?.notice).toBe('A computer plays for CAT.');
          return 'stop';
        }
      },
    });
    expect(dropped).toBe(true);
    expect(reloaded).toBe(true);
    expect(left).toBe(true);
    // ANNE and BOB played on with a computer in CAT's seat, into the third round (or to the end, were it sooner).
    for (const p of [anne, bob]) expect((ends.get(p)?.round ?? 0) >= 3 || ends.get(p)?.dialog === 'Game Over').toBe(true);
  },
  WHOLE_GAME,
);
