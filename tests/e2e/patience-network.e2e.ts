// Chinese Patience head to head across two kiosks in real browsers, each
// page a kiosk served by the game server: ANNE on the keyboard chooses 8
// NETWORK on the Spectrum menu and hosts from the lobby's pages; BOB, on a
// pad, finds her table in the lobby and joins it; she wishes him luck on the
// chat and presses P in the waiting room. Each plays from their own side of the board, the other's
// moves told by name; ANNE's page is reloaded on the way and taken back to
// her seat; the end is asked on both tables, ANNE plays the game back, and
// BOB's records page counts the network game apart. At every step no page
// names a card still face down in a deck that no page has seen.

import { expect, onTestFinished, test } from 'vitest';
import type { Card } from '../../src/engine/cards';
import { type PatienceAction, type PatienceState, patience } from '../../src/engine/patience';
import { DIST } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';
import { plainChoice, route, typedKeys } from '../../src/screens/patience/patience-driver';
import { GameSeeds } from '../../src/table/game-seeds';
import type { PatienceSnapshot } from '../../src/screens/patience/patience-snapshot';
import { type KioskPage, browserPerFile, focusGame, newKioskPage, readUntil, shot, waitForReady, waitForScreen } from './browser';
import { PAD, padTap } from './gamepad-init';
import { patienceState } from './patience-driver';

const browser = browserPerFile();

/** A whole game between two pages on a busy machine. */
const WHOLE_GAME = 300_000;

/** The server's first seed (`settings.seed`): its first game is dealt from the next one, as a kiosk's `?seed=` steps. */
const FIRST_SEED = 29;
/** The game's own seed: a short game as the plain players play it, the host's moves many (whole piles among them), the joiner's few. */
const SEED = new GameSeeds(FIRST_SEED).nextGame();

interface Player extends KioskPage {
  name: string;
  device: 'keyboard' | 'gamepad';
}

const state = (p: Player) => patienceState(p.page);
const words = (s: PatienceSnapshot) => s.rows.map((row) => row.trim()).join(' ');
const until = (p: Player, ready: (s: PatienceSnapshot) => boolean) => readUntil(p.page, patienceState, ready);

/** The pad's buttons by the names the kiosk's commands give them. */
const BUTTONS = { up: PAD.up, down: PAD.down, left: PAD.left, right: PAD.right, confirm: PAD.a, back: PAD.b, x: PAD.x, y: PAD.y, menu: PAD.start } as const;
const pad = async (p: Player, ...buttons: (keyof typeof BUTTONS)[]) => {
  for (const button of buttons) await padTap(p.page, BUTTONS[button]);
};

/** From the title to the Chinese Patience menu, on the keyboard or the pad. */
async function toPatience(p: Player): Promise<void> {
  const confirm = () => (p.device === 'gamepad' ? pad(p, 'confirm') : p.page.keyboard.press('Enter'));
  await confirm();
  await waitForScreen(p.page, 'select');
  await focusGame(p.page, 'patience', () => (p.device === 'gamepad' ? pad(p, 'down') : p.page.keyboard.press('ArrowDown')));
  await confirm();
  await waitForScreen(p.page, 'patience');
  await until(p, (s) => s.mode === 'menu' && words(s).includes('0 LEAVE'));
}

/** A kiosk page served by the game server, its person `name` named on the menu's player page (typed, as every test types names). */
async function patienceKiosk(url: string, name: string, device: Player['device']): Promise<Player> {
  const kiosk = await newKioskPage(browser(), { pads: device === 'gamepad' ? [0] : [] });
  await kiosk.page.goto(`${url}?test&speed=instant`);
  await waitForReady(kiosk.page);
  const p = { ...kiosk, name, device };
  await toPatience(p);
  await p.page.keyboard.press('3');
  await until(p, (s) => s.mode === 'players');
  await p.page.keyboard.press('n');
  await until(p, (s) => s.mode === 'name');
  await p.page.keyboard.type(name);
  await p.page.keyboard.press('Enter');
  await until(p, (s) => s.mode === 'menu' && s.player === name);
  return p;
}

/** Light menu line `at` (0 the first) with the pad, and choose it. */
async function padMenu(p: Player, at: number): Promise<void> {
  const s = await state(p);
  const steps = (at - (s.menuAt ?? 0) + 10) % 10;
  for (let i = 0; i < steps; i++) await pad(p, 'down');
  await until(p, (now) => now.menuAt === at);
  await pad(p, 'confirm');
}

const SUITS: Record<string, string> = { '\u2663': 'C', '\u2666': 'D', '\u2665': 'H', '\u2660': 'S' };

/** Every card a page names: printed on its rows, or in its data. */
function named(s: PatienceSnapshot): Card[] {
  const printed = [...s.rows.join('\n').matchAll(/([2-9AJQK\u2469])([\u2663\u2666\u2665\u2660])/gu)].map(([, rank = '', suit = '']) => `${rank === '\u2469' ? 'T' : rank}${SUITS[suit] ?? '?'}` as Card);
  const data = [...JSON.stringify(s).matchAll(/"([2-9TJQKA][CDHS])"/g)].map(([, card = '']) => card as Card);
  return [...printed, ...data];
}

/**
 * The game as the server holds it, played along with the moves the test
 * makes (it makes both players'), and the cards that have lain face up on
 * some page: a card still face down in a deck that no page has seen is on
 * no page.
 */
class Secrets {
  game: PatienceState = patience.setup({ seed: SEED, players: 2, options: {} });
  checked = 0;
  private readonly seen = new Set<Card>();

  constructor() {
    this.see();
  }

  private see(): void {
    for (const seat of [0, 1]) for (const card of patience.view(this.game, seat).piles.flat()) this.seen.add(card);
  }

  moved(action: PatienceAction): void {
    this.game = patience.apply(this.game, action).state;
    this.see();
  }

  async check(players: readonly Player[]): Promise<void> {
    const secret = new Set(this.game.stock.flat().filter((card) => !this.seen.has(card)));
    for (const p of players) {
      const s = await state(p);
      const leaked = named(s).filter((card) => secret.has(card));
      expect(leaked, `cards face down in a deck on ${p.name}'s page`).toEqual([]);
      this.checked += secret.size;
    }
  }
}

/** One action the person's own way: typed keys, or the pad (X twists, Y finishes, the cursor and A pick up and put down). */
async function act(p: Player, action: PatienceAction): Promise<void> {
  if (p.device === 'keyboard') {
    for (const key of typedKeys(action)) await p.page.keyboard.press(key.toLowerCase());
    return;
  }
  if (action.type === 'twist') return pad(p, 'x');
  if (action.type === 'finish') return pad(p, 'y');
  const goTo = async (pile: number, part: 'top' | 'bottom') => {
    const s = await state(p);
    await pad(p, ...route(s.cursor, { pile, part }, (s.view?.piles ?? []).map((cards) => cards.length)));
    await until(p, (now) => now.cursor.pile === pile && now.cursor.part === part);
    await pad(p, 'confirm');
  };
  await goTo(action.from, action.type === 'move-pile' ? 'bottom' : 'top');
  await goTo(action.to, 'top');
}

/** Reload ANNE's page mid-game, come back to Chinese Patience, and take the offer to go back to her seat (Enter: yes). */
async function backToSeat(p: Player): Promise<void> {
  const you = (await state(p)).network?.you;
  await p.page.reload();
  await waitForReady(p.page);
  await p.page.keyboard.press('Enter');
  await waitForScreen(p.page, 'select');
  await focusGame(p.page, 'patience', () => p.page.keyboard.press('ArrowDown'));
  await p.page.keyboard.press('Enter');
  await waitForScreen(p.page, 'patience');
  await until(p, (s) => s.mode === 'ask' && words(s).includes('GO BACK TO YOUR SEAT?'));
  await p.page.keyboard.press('Enter');
  await until(p, (s) => s.mode === 'play' && s.network?.you === you);
}

test(
  'two kiosks, one on the keyboard and one on a pad, host and join Chinese Patience through the Spectrum lobby and play it head to head to the end, neither page ever naming a card face down',
  async () => {
    const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0, seed: FIRST_SEED } });
    onTestFinished(() => games.close());
    const anne = await patienceKiosk(games.url, 'ANNE', 'keyboard');
    const bob = await patienceKiosk(games.url, 'BOB', 'gamepad');

    // ANNE: 8 NETWORK, the lobby, H to host, 1 to open the table.
    await anne.page.keyboard.press('8');
    await until(anne, (s) => s.mode === 'lobby' && words(s).includes('(NO GAMES YET: HOST ONE.)'));
    await anne.page.keyboard.press('h');
    await until(anne, (s) => s.mode === 'host');
    await anne.page.keyboard.press('1');
    await until(anne, (s) => s.mode === 'waiting' && s.status.trim() === "ANNE'S GAME");

    // BOB, on his pad: 8 NETWORK, his lit line her table, A joins it.
    await padMenu(bob, 7);
    let s = await until(bob, (now) => now.mode === 'lobby' && words(now).includes('ANNE: 1 OF 2 SEATS'));
    expect(s.rows.slice(4, 6).map((row) => row.trim())).toEqual(['1 CHINESE PATIENCE', 'ANNE: 1 OF 2 SEATS']);
    expect(s.menuLine).toBe('A JOIN X HOST Y WATCH B BACK');
    await shot(bob.page, 'patience-network-lobby');
    await pad(bob, 'confirm');
    await until(bob, (now) => now.mode === 'waiting' && words(now).includes('WAITING FOR ANNE TO PRESS PLAY.'));
    s = await until(anne, (now) => words(now).includes('2 BOB'));
    expect(s.menuLine).toBe('P PLAY C CHAT ESC LEAVE');
    await shot(anne.page, 'patience-network-waiting-room');
    // C: the chat over the room, a line typed and sent with Enter; BOB's room counts it until he reads it.
    await anne.page.keyboard.press('c');
    await until(anne, (now) => now.mode === 'chat');
    await anne.page.keyboard.type('Good luck, Bob!');
    await anne.page.keyboard.press('Enter');
    await until(anne, (now) => words(now).includes('ANNE: GOOD LUCK, BOB!'));
    await shot(anne.page, 'patience-network-chat');
    await anne.page.keyboard.press('Escape');
    await until(anne, (now) => now.mode === 'waiting');
    await until(bob, (now) => now.menuLine === 'Y CHAT (1) B LEAVE');
    await anne.page.keyboard.press('p');

    // Each at their own side of the board, the other named across it.
    for (const [p, seat] of [
      [anne, 0],
      [bob, 1],
    ] as const) {
      s = await until(p, (now) => now.mode === 'play' && now.network?.you === seat);
      expect(s.viewer).toBe(seat);
      expect(s.names).toEqual(['ANNE', 'BOB']);
      expect(s.rows[1]?.trim()).toBe('NETWORK GAME');
      expect(s.network?.chat).toEqual(['ANNE: GOOD LUCK, BOB!']);
    }

    const secrets = new Secrets();
    const players = [anne, bob] as const;
    const shots = new Set<string>();
    let reloaded = false;
    let told = false;
    for (let step = 0; step < 2000 && !(await state(anne)).network?.ending; step++) {
      await secrets.check(players);
      const toAct = patience.toAct(secrets.game);
      if (toAct === null) {
        await until(anne, (now) => now.network?.ending === true);
        break;
      }
      const p = players[toAct] ?? anne;
      s = await until(p, (now) => now.mode === 'play' && now.legal.length > 0);
      const action = plainChoice(s.legal);
      expect(plainChoice(patience.legal(secrets.game))).toEqual(action);
      if (!shots.has(p.name) && patience.view(secrets.game, toAct).turn >= 3) {
        shots.add(p.name);
        await shot(p.page, `patience-network-board-${p.name.toLowerCase()}`);
        expect(s.status.trim()).toBe('YOUR TURN');
        expect(s.rows[17]).toMatch(new RegExp(`^YOU HOLD \\d+ +${p === anne ? 'BOB' : 'ANNE'} HOLDS \\d+$`));
      }
      // ANNE's page is reloaded on her turn once play has begun: back at her seat, she plays on.
      if (p === anne && !reloaded && s.view?.turn === 3) {
        reloaded = true;
        await backToSeat(anne);
        s = await until(anne, (now) => now.mode === 'play' && now.legal.length > 0);
      }
      const other = players[1 - toAct] ?? bob;
      await act(p, action);
      secrets.moved(action);
      // The move reaches the other page, told by name as a local opponent's is.
      if (action.type === 'twist') {
        const after = await until(other, (now) => now.view?.stock[1] === patience.view(secrets.game, 1 - toAct).stock[1]);
        told ||= words(after).includes(`${p.name} TWISTS`);
      }
    }
    expect(reloaded).toBe(true);
    expect(told).toBe(true);
    expect([...shots].sort()).toEqual(['ANNE', 'BOB']);
    // Each step, the cards face down were looked for on both pages.
    expect(secrets.checked).toBeGreaterThan(1000);

    // The end, asked on both tables with the seed and what next.
    const outcome = patience.outcome(secrets.game);
    expect(outcome).not.toBeNull();
    for (const p of players) {
      s = await until(p, (now) => now.network?.ending === true);
      expect(s.outcome).toEqual(outcome);
      expect(s.status.trim()).toBe(`GAME OVER  SEED ${SEED}`);
      expect(s.menuLine).toBe(p.device === 'gamepad' ? 'A NETWORK X HERE Y REPLAY' : 'N NETWORK H HERE R REPLAY');
    }
    await secrets.check(players);
    await shot(bob.page, 'patience-network-end');

    // ANNE plays it back from its seed, her own side still at the bottom; Esc, and the end is asked again; H: play here.
    await anne.page.keyboard.press('r');
    await until(anne, (now) => now.replay?.position === 0);
    await anne.page.keyboard.press('Enter');
    s = await until(anne, (now) => now.replay?.position === 1);
    expect(s.viewer).toBe(0);
    await anne.page.keyboard.press('Escape');
    await until(anne, (now) => now.network?.ending === true);
    await anne.page.keyboard.press('h');
    await until(anne, (now) => now.network === null && now.mode === 'menu');

    // BOB plays here (X): his records page counts the network game apart from his games here, which are none.
    await pad(bob, 'x');
    s = await until(bob, (now) => now.network === null && now.mode === 'menu');
    expect(s.stats).toMatchObject({ won: 0, lost: 0, drawn: 0 });
    await padMenu(bob, 8);
    s = await until(bob, (now) => now.mode === 'page');
    expect(s.status.trim()).toBe('RECORDS OF BOB');
    expect(words(s)).toContain(`NETWORK GAMES: 1 PLAYED, ${outcome?.winners.includes(1) ? 1 : 0} WON`);
    await shot(bob.page, 'patience-network-records');
    expect(anne.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  },
  WHOLE_GAME,
);
