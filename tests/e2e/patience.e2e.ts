// Chinese Patience in a real browser: a whole game with the original keys
// only, one with the gamepad, one with the mouse (clicks and drags); the S and
// N choices at the end; records found again after a reload; the tape-loading
// border; and a native frame holding the Spectrum's colours and no others.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SPECTRUM } from '../../src/renderer/palette';
import type { PatienceSnapshot } from '../../src/screens/patience/patience-snapshot';
import {
  type NativeFrame,
  advanceIdle,
  browserPerFile,
  canvasGeometry,
  colourCount,
  focusGame,
  kioskUrl,
  nativeFrame,
  newKioskPage,
  nextFrames,
  openKiosk,
  shot,
  toPage,
  waitForReady,
  waitForScreen,
} from './browser';
import { PAD, padTap } from './gamepad-init';
import { storedRecords } from './stored';
import { CELL } from '../../src/renderer/widgets/spectrum-cells';
import type { Card } from '../../src/engine/cards';
import { DECKS, spotOf } from '../../src/screens/patience/board-layout';
import { cardIndex } from '../../src/screens/patience/card-index';
import { type PatienceDriver, clickMenuKey, gamepad, keyboard, mouse, patienceState, playPatience, waitForTurn, watchComputerTurn } from './patience-driver';

const browser = browserPerFile();

/** A whole game with one device: under a minute on an idle machine, several on a busy one. */
const WHOLE_GAME = 600_000;

/** How many colours the border's first column holds: more than one while the tape stripes it. */
function borderColours(frame: NativeFrame): number {
  const column = new Set<number>();
  for (let y = 0; y < frame.height; y++) column.add(frame.pixels[y * frame.width] ?? -1);
  return column.size;
}

/** Colours of the frame that are not among the Spectrum's fifteen (as #rrggbb). */
function notSpectrum(frame: NativeFrame): string[] {
  const allowed = new Set<number>(Object.values(SPECTRUM));
  return [...new Set(frame.pixels.filter((c) => !allowed.has(c)))].slice(0, 10).map((c) => `#${c.toString(16).padStart(6, '0')}`);
}

/** From the game select to Chinese Patience; from the title first unless `fromSelect`. */
async function choosePatience(page: Page, driver: PatienceDriver, fromSelect = false): Promise<void> {
  const press = (button: 'confirm' | 'down') =>
    driver.device === 'gamepad' ? padTap(page, button === 'confirm' ? PAD.a : PAD.down) : page.keyboard.press(button === 'confirm' ? 'Enter' : 'ArrowDown');
  if (!fromSelect) {
    await press('confirm');
    await waitForScreen(page, 'select');
  }
  await focusGame(page, 'patience', () => press('down'));
  await press('confirm');
  await waitForScreen(page, 'patience');
}

/** Title, game select, then the game's own menu. */
async function sitDown(page: Page, driver: PatienceDriver): Promise<void> {
  await choosePatience(page, driver);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
}

function checkOver(end: PatienceSnapshot): void {
  expect(end.outcome).not.toBeNull();
  expect(end.status).toContain('GAME OVER');
  const [stockMine = 0, stockTheirs = 0] = end.view?.stock ?? [];
  const left = [stockMine + (end.view?.piles[0]?.length ?? 0), stockTheirs + (end.view?.piles[9]?.length ?? 0)];
  // The winner has no cards left (or, in a blocked game, fewer) and scores the loser's.
  if (end.outcome?.draw) expect(left[0]).toBe(left[1]);
  else {
    const winner = end.outcome?.winners[0] ?? -1;
    expect(left[winner]).toBeLessThan(left[1 - winner] ?? 0);
    expect(end.lastPoints?.[winner]).toBeGreaterThan(0);
  }
}

test('keys only: a whole game typed as the original, records after a reload, then a series', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=5' });
  await sitDown(page, keyboard);
  await shot(page, 'patience-menu');
  // 3: the player; N: a new name, typed on the INPUT line.
  await page.keyboard.press('3');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('n');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('name');
  await page.keyboard.type('ZED');
  await shot(page, 'patience-name');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).player).toBe('ZED');
  // 2 twice: intermediate to expert, then round to novice.
  await page.keyboard.press('2');
  await page.keyboard.press('2');
  await expect.poll(async () => (await patienceState(page)).settings.level).toBe('novice');
  await page.keyboard.press('1');
  let s = await waitForTurn(page);
  expect(s.status).toContain('YOUR TURN');
  expect(s.menuLine).toBe('T TWIST M MOVE Z FINISH X MENU');
  expect(s.legal).toEqual([{ type: 'twist' }]);

  // The first turn must begin with a twist: M is refused at once with the reason.
  await page.keyboard.press('m');
  await expect.poll(async () => (await patienceState(page)).message?.error).toBe(true);
  expect((await patienceState(page)).message?.text).toContain('TWIST');
  expect((await patienceState(page)).prompt).toBe('YOUR MOVE:');
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  await shot(page, 'patience-table');

  const { end, took, echoes } = await playPatience(page, keyboard);
  await shot(page, 'patience-over-keys');
  checkOver(end);
  expect(took.twist).toBeGreaterThan(1);
  expect(echoes.some((e) => /^YOUR MOVE: M\.\.\.\d\.\.\.\d$/.test(e))).toBe(true);
  // This seed's game gives whole piles to move: typed M P 8 6 and echoed so.
  expect(took['move-pile']).toBeGreaterThan(0);
  expect(echoes.some((e) => /^YOUR MOVE: M\.\.\.P\.\.\.\d\.\.\.\d$/.test(e))).toBe(true);
  expect(end.menuLine).toBe('S SINGLE N SERIES X MENU');
  expect(end.series).toBeNull();
  await expect.poll(async () => (await patienceState(page)).stats).not.toBeNull();
  const stats = (await patienceState(page)).stats;
  expect((stats?.won ?? 0) + (stats?.lost ?? 0) + (stats?.drawn ?? 0)).toBe(1);

  // N: the game just played opens a series, and both the game and the totals show.
  await page.keyboard.press('n');
  s = await waitForTurn(page);
  expect(s.series).toEqual({ games: 1, totals: end.lastPoints });
  expect(s.outcome).toBeNull();

  // The figures are kept: after a reload the half-played game is offered again.
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  const piles = (await patienceState(page)).view?.piles;
  const twisted = piles?.[0]?.[0] ?? '';
  // Kept under ZED's own name, for ZED alone.
  await expect.poll(async () => (await storedRecords(page)).find(([key]) => key === 'saved:patience:zed')?.[1] ?? '').toContain(`"discard":[["${twisted}"]`);
  await page.reload();
  await waitForScreen(page, 'title');
  await sitDown(page, keyboard);
  // The next visitor is a guest until they say who they are: nothing is offered yet.
  expect((await patienceState(page)).player).toBeNull();
  expect((await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('3');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('n');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('name');
  await page.keyboard.type('ZED');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('ask');
  await page.keyboard.press('y');
  s = await waitForTurn(page);
  expect(s.view?.piles).toEqual(piles);
  expect(s.player).toBe('ZED');
  expect(s.series?.games).toBe(1);
  await expect.poll(async () => (await patienceState(page)).stats).toEqual(stats);

  // X then 0 leaves; the game in progress counts as lost once confirmed.
  await page.keyboard.press('x');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  // A new level waits for the next game: this one stays at the novice's.
  await page.keyboard.press('2');
  await expect.poll(async () => (await patienceState(page)).settings.level).toBe('intermediate');
  expect((await patienceState(page)).level).toBe('novice');
  await shot(page, 'patience-menu-in-game');
  await page.keyboard.press('0');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('ask');
  await page.keyboard.press('y');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('gamepad: a whole game with the D-pad cursor, A to pick up and put down, X twist, Y finish', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page, { query: 'seed=8' });
  await sitDown(page, gamepad);
  await padTap(page, PAD.a);
  let s = await waitForTurn(page);
  expect(s.menuLine).toBe('X TWIST A MOVE Y DONE START MENU');
  await padTap(page, PAD.x);
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  // Start opens the menu, B goes back to the table.
  await padTap(page, PAD.start);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await padTap(page, PAD.b);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('play');
  await shot(page, 'patience-gamepad');
  const { end, took: padTook } = await playPatience(page, gamepad);
  // Left on a fan held the whole pile at least once (this seed gives the chance).
  expect(padTook['move-pile']).toBeGreaterThan(0);
  checkOver(end);
  expect(end.menuLine).toBe('A SINGLE X SERIES START MENU');
  await shot(page, 'patience-over-gamepad');
  // A: another single game, no series kept.
  await gamepad.again(page, false);
  s = await waitForTurn(page);
  expect(s.outcome).toBeNull();
  expect(s.series).toBeNull();
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('mouse: a whole game by clicks and drags, and the menu line clicked', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=13' });
  await sitDown(page, keyboard);
  // The menu's lines answer clicks: line 1 plays.
  const geometry = await page.evaluate(() => {
    const canvas = document.querySelector('#stage canvas') as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });
  await page.mouse.click(geometry.left + (60 / 320) * geometry.width, geometry.top + ((24 + 3 * 8 + 4) / 240) * geometry.height);
  await waitForTurn(page);
  await clickMenuKey(page, 'T');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  const { end, took } = await playPatience(page, mouse);
  checkOver(end);
  expect(took.move ?? 0).toBeGreaterThan(1);
  // Whole piles taken by their first card, by click or by drag.
  expect(took['move-pile']).toBeGreaterThan(0);
  await shot(page, 'patience-over-mouse');
  await mouse.again(page, true);
  const s = await waitForTurn(page);
  expect(s.series?.games).toBe(1);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('the tape-loading border plays first and a key skips it; the frames hold Spectrum colours only', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 960, height: 720 });
  // Not at instant speed: the tape plays as it does at the cabinet.
  await page.goto(kioskUrl().replace('&speed=instant', ''));
  await waitForReady(page);
  await choosePatience(page, keyboard);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('tape');
  // Striped: the border's first column holds more than one colour (read from a
  // frame taken while the tape still plays, however slowly this machine draws).
  let loading: NativeFrame | undefined;
  await expect
    .poll(async () => {
      const frame = await nativeFrame(page);
      if ((await patienceState(page)).mode !== 'tape') throw new Error('The tape ended before a striped frame was seen.');
      loading = frame;
      return borderColours(frame);
    })
    .toBeGreaterThan(1);
  if (!loading) throw new Error('No frame of the tape was read.');
  await shot(page, 'patience-tape');
  expect(loading.width).toBe(320);
  expect(notSpectrum(loading)).toEqual([]);
  // Left alone it ends by itself (two seconds of the kiosk's clock; the unit
  // tests hold the length, here only that it does end).
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');

  // Again, and a key skips it at once: the menu is up by the next frame.
  await page.keyboard.press('0');
  await waitForScreen(page, 'select');
  await choosePatience(page, keyboard, true);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('tape');
  await page.keyboard.press('Space');
  await nextFrames(page, 1);
  expect((await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('1');
  await waitForTurn(page);
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  const table = await nativeFrame(page);
  await shot(page, 'patience-palette');
  expect(colourCount(table)).toBeGreaterThan(4);
  expect(notSpectrum(table)).toEqual([]);
  expect(errors).toEqual([]);
}, 300_000);

test('"Still playing?" is asked in the Spectrum look: a key plays on, silence counts the game lost', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=21' });
  await sitDown(page, keyboard);
  await page.keyboard.press('3');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('n');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('name');
  await page.keyboard.type('IDA');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).player).toBe('IDA');
  await page.keyboard.press('1');
  await waitForTurn(page);
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  const piles = (await patienceState(page)).view?.piles;

  // The question is drawn: a red box in the middle of the paper.
  const MIDDLE = (24 + 10 * 8) * 320 + 160;
  await advanceIdle(page, 91_000);
  let asking: NativeFrame | undefined;
  await expect
    .poll(async () => {
      asking = await nativeFrame(page);
      return asking.pixels[MIDDLE];
    })
    .toBe(SPECTRUM.brightRed);
  if (!asking) throw new Error('No frame was read.');
  await shot(page, 'patience-still-playing');
  expect(notSpectrum(asking)).toEqual([]);
  // The box keeps to the attribute cells: each of its edges falls on a cell's edge.
  const frame = asking;
  const boxColours = new Set<number>([SPECTRUM.brightRed, SPECTRUM.brightWhite]);
  const inBox = (x: number, y: number) => boxColours.has(frame.pixels[y * 320 + x] ?? -1);
  const reach = (dx: number, dy: number) => {
    let [x, y] = [160, 24 + 10 * 8];
    while (inBox(x + dx, y + dy)) [x, y] = [x + dx, y + dy];
    return dx !== 0 ? x + Math.max(dx, 0) - 32 : y + Math.max(dy, 0) - 24;
  };
  for (const edge of [reach(-1, 0), reach(1, 0), reach(0, -1), reach(0, 1)]) expect(edge % 8).toBe(0);
  // A key answers and does nothing else: the box goes, the same table.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await nativeFrame(page)).pixels[MIDDLE]).not.toBe(SPECTRUM.brightRed);
  expect((await patienceState(page)).entry).toEqual([]);
  expect((await patienceState(page)).view?.piles).toEqual(piles);

  await advanceIdle(page, 91_000);
  await advanceIdle(page, 16_000);
  await waitForScreen(page, 'title');
  await sitDown(page, keyboard);
  // The player was forgotten, the game counted lost, and nothing is left to carry on with.
  const s = await patienceState(page);
  expect(s.mode).toBe('menu');
  expect(s.player).toBeNull();
  await page.keyboard.press('3');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('1');
  await expect.poll(async () => (await patienceState(page)).player).toBe('IDA');
  await expect.poll(async () => (await patienceState(page)).stats).toMatchObject({ won: 0, lost: 1 });
  expect(errors).toEqual([]);
}, 300_000);

test("the computer's turn at the normal pace: a second a move, each told with its card and piles, the piles flashing, the last moves kept", async () => {
  const { page, errors } = await newKioskPage(browser());
  await page.goto(kioskUrl('seed=5').replace('&speed=instant', ''));
  await waitForReady(page);
  await choosePatience(page, keyboard);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('tape');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('1');
  await waitForTurn(page);
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  await page.keyboard.press('z');
  // The player's Z stays credited to the player while the computer starts.
  await expect.poll(async () => (await patienceState(page)).toAct).toBe(1);
  expect((await patienceState(page)).prompt).toMatch(/^(YOUR MOVE: Z|MY MOVE: .+)$/);
  const { moves, after } = await watchComputerTurn(page);
  await shot(page, 'patience-after-computer-turn');
  expect(moves.length).toBeGreaterThan(1);
  // "I TWIST 7♠": the card named.
  expect(moves[0]?.rows.at(-1)).toMatch(/^ I TWIST (10|[2-9AJQK⑩])[♠♥♦♣]$/u);
  expect(moves[0]?.marks).toEqual({ from: 'deck', to: 9 });
  for (const move of moves) {
    // Its own discard pile is MY PILE, never "FROM 9" (which rule f forbids).
    expect(move.rows.join(' ')).not.toContain('FROM 9');
    expect(move.marks).not.toBeNull();
  }
  // Each move stays long enough to read: a second of the table's clock, less the computer's thinking.
  for (let i = 1; i < moves.length; i++) expect((moves[i]?.at ?? 0) - (moves[i - 1]?.at ?? 0)).toBeGreaterThan(900);
  // Back to the player: the last moves are still there to read, their piles still marked.
  expect(after.status).toContain('YOUR TURN');
  expect(after.rows.slice(20, 22).filter((r) => r.startsWith(' I ')).length).toBeGreaterThan(0);
  expect(after.marks).not.toBeNull();
  expect(after.menuLine).toBe('T TWIST M MOVE Z FINISH X MENU');

  // Enter during its turn shows the next move at once: turns go by until one of two moves or more is hurried through.
  // The screen counts the pauses the player cut short, so a busy machine's slow frames cannot pass for a hurried move.
  const before = (await patienceState(page)).hurried;
  let hurriedMoves = 0;
  for (let turn = 0; turn < 10 && hurriedMoves < 2; turn++) {
    await page.keyboard.press('t');
    await page.keyboard.press('z');
    await expect.poll(async () => (await patienceState(page)).toAct).toBe(1);
    expect((await patienceState(page)).menuLine).toBe('ENTER NEXT MOVE X MENU');
    const hurried = await watchComputerTurn(page, { hurry: true });
    hurriedMoves = hurried.moves.length;
    if (hurried.after.outcome !== null) break;
  }
  expect(hurriedMoves).toBeGreaterThan(1);
  expect((await patienceState(page)).hurried).toBeGreaterThan(before);
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('a half-typed move never swallows a command; moves that cannot be made are refused at once, naming the cards; the deck twists when clicked', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=5' });
  await sitDown(page, keyboard);
  await page.keyboard.press('1');
  await waitForTurn(page);
  // M on the first turn is refused at once, with the twist named.
  await page.keyboard.press('m');
  await expect.poll(async () => (await patienceState(page)).message).toEqual({ text: 'FIRST TWIST A CARD (T).', error: true });
  expect((await patienceState(page)).entry).toEqual([]);
  await page.keyboard.press('t');
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  // M...0 then Z: the move is dropped and the turn ends.
  await page.keyboard.press('m');
  await page.keyboard.press('0');
  expect((await patienceState(page)).entry).toEqual(['M', '0']);
  const turn = (await patienceState(page)).view?.turn ?? 0;
  await page.keyboard.press('z');
  let s = await waitForTurn(page);
  expect(s.view?.turn).toBeGreaterThan(turn);
  expect(s.entry).toEqual([]);
  // Rule f, refused at the source: typed, and clicked.
  await page.keyboard.press('m');
  await page.keyboard.press('2');
  await expect.poll(async () => (await patienceState(page)).message?.text).toBe('CARDS ON PILES 1-4 STAY THERE.');
  expect((await patienceState(page)).entry).toEqual([]);
  const nine = s.places.find((p) => p.pile === 9);
  if (!nine) throw new Error('No pile 9 on screen');
  const geometry = await canvasGeometry(page);
  const at = (p: { x: number; y: number }) => toPage(geometry, p.x, p.y);
  await page.mouse.click(at(nine.label).x, at(nine.label).y);
  await expect.poll(async () => (await patienceState(page)).message?.text).toBe("NOTHING COMES OFF PILE 9: IT IS THE OTHER PLAYER'S PILE.");
  expect((await patienceState(page)).entry).toEqual([]);
  // A half-typed move, then the deck clicked: it twists.
  await page.keyboard.press('m');
  await page.keyboard.press('5');
  const before = (await patienceState(page)).view?.piles[0]?.length ?? 0;
  const deck = DECKS.find((d) => d.pile === 0);
  if (!deck) throw new Error('No deck of yours');
  // The deck's middle cell, counted from pile 0's number (the middle of its cell).
  const zero = s.places.find((p) => p.pile === 0);
  if (!zero) throw new Error('No pile 0 on screen');
  const deckAt = at({ x: zero.label.x + (deck.col + 1 - spotOf(0).labelCol) * CELL, y: zero.label.y + (deck.row + 1 - spotOf(0).labelRow) * CELL });
  await page.mouse.click(deckAt.x, deckAt.y);
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(before + 1);
  expect((await patienceState(page)).entry).toEqual([]);
  await shot(page, 'patience-deck-clicked');
  // A second twist before the card twisted has moved: refused, naming that card.
  await page.keyboard.press('t');
  const twisted = (await patienceState(page)).view?.piles[0]?.at(-1) ?? '';
  await expect.poll(async () => (await patienceState(page)).message?.text).toBe(`MOVE THE ${cardIndex(twisted as Card)} YOU TWISTED BEFORE YOU TWIST AGAIN.`);
  // A card that does not go: both cards and the whole rule named.
  s = await patienceState(page);
  const wrong = [5, 6, 7, 8].find((to) => (s.view?.piles[to]?.length ?? 0) > 0 && !s.legal.some((a) => a.type === 'move' && a.from === 0 && a.to === to));
  if (wrong !== undefined) {
    for (const key of ['m', '0', String(wrong)]) await page.keyboard.press(key);
    await expect.poll(async () => (await patienceState(page)).message?.text ?? '').toMatch(/^\S+ ON \S+: PILES 5-8 GO DOWN BY ONE, RED AND BLACK IN TURN\.$/u);
    await shot(page, 'patience-refused');
  }
  // How to Play: numbered pages, the last on the end of a game and a blocked one.
  await page.keyboard.press('x');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('4');
  await expect.poll(async () => (await patienceState(page)).prompt).toBe('PAGE 1 OF 3');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).prompt).toBe('PAGE 2 OF 3');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).prompt).toBe('PAGE 3 OF 3');
  expect((await patienceState(page)).rows.join(' ')).toContain('A GAME CAN STICK');
  await shot(page, 'patience-how-to-play-end');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test("a pad player's messages name the pad's buttons; a key held during the tape only skips it", async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await page.goto(kioskUrl('seed=5').replace('&speed=instant', ''));
  await waitForReady(page);
  await choosePatience(page, keyboard);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('tape');
  // Enter held down: its repeats reach neither the menu's PLAY nor the table.
  await page.keyboard.down('Enter');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await page.keyboard.down('Enter');
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await nextFrames(page, 3);
  expect((await patienceState(page)).mode).toBe('menu');
  await padTap(page, PAD.a);
  await waitForTurn(page);
  // A on a pile before the first twist: refused at once, naming the pad's X.
  await padTap(page, PAD.a);
  await expect.poll(async () => (await patienceState(page)).message?.error).toBe(true);
  await expect.poll(async () => (await patienceState(page)).rows[20]).toBe(' FIRST TWIST A CARD (X).');
  await shot(page, 'patience-pad-refused');
  expect(errors).toEqual([]);
}, 300_000);
