// Chinese Patience in a real browser: a whole game with the original keys
// only, the S and N choices at the end, records found again after a reload
// through real IndexedDB; the tape-loading border; native frames holding the
// Spectrum's colours and no others, "Still playing?" among them. The pad and
// mouse games, refusals and the computer's pace are played in Node
// (src/screens/patience/patience.flow.test.ts).

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SPECTRUM } from '../../src/renderer/palette';
import { checkOver } from '../../src/screens/patience/patience-driver';
import {
  type NativeFrame,
  advanceIdle,
  browserPerFile,
  colourCount,
  focusGame,
  kioskUrl,
  nativeFrame,
  newKioskPage,
  nextFrames,
  openKiosk,
  shot,
  waitForReady,
  waitForScreen,
} from './browser';
import { PAD, padTap } from './gamepad-init';
import { storedRecords } from './stored';
import { keyboard, patienceState, playPatience, waitForTurn } from './patience-driver';

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

/** From the game select to Chinese Patience on the keyboard; from the title first unless `fromSelect`. */
async function choosePatience(page: Page, fromSelect = false): Promise<void> {
  if (!fromSelect) {
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'select');
  }
  await focusGame(page, 'patience', () => page.keyboard.press('ArrowDown'));
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'patience');
}

/** Title, game select, then the game's own menu. */
async function sitDown(page: Page): Promise<void> {
  await choosePatience(page);
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
}

test('keys only: a whole game typed as the original, records after a reload, then a series', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=5' });
  await sitDown(page);
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
  // The name's page answered stays up, taking no presses, until the menu replaces it.
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
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
  await shot(page, 'patience-refused');
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
  await sitDown(page);
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
  // How to Play, a page at a time (Node reads the pages; here their look): the last closes.
  await page.keyboard.press('4');
  await expect.poll(async () => (await patienceState(page)).prompt).toBe('PAGE 1 OF 3');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).prompt).toBe('PAGE 3 OF 3');
  await shot(page, 'patience-how-to-play-end');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  await page.keyboard.press('0');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('ask');
  await page.keyboard.press('y');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
}, WHOLE_GAME);

test('the tape-loading border plays first and a key skips it; the frames hold Spectrum colours only, "Still playing?" in whole red cells among them', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 960, height: 720 });
  // Not at instant speed: the tape plays as it does at the cabinet.
  await page.goto(kioskUrl().replace('&speed=instant', ''));
  await waitForReady(page);
  await choosePatience(page);
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
  await choosePatience(page, true);
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

  // "Still playing?" is drawn as the Spectrum would: a red box in the middle of the paper.
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
  // A key answers it: the box goes.
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await nativeFrame(page)).pixels[MIDDLE]).not.toBe(SPECTRUM.brightRed);
  expect(errors).toEqual([]);
}, 300_000);

test('two people head to head on two pads: who plays on its page, the table handed over in Spectrum cells, only the right pad taking it', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0, 1] });
  await openKiosk(page, { query: 'seed=7' });
  await sitDown(page);
  await page.keyboard.press('3');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('n');
  await page.keyboard.type('IDA');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).player).toBe('IDA');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('menu');
  // 7: who plays; 2: the opponent, a new name.
  await page.keyboard.press('7');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('seating');
  await page.keyboard.press('2');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('players');
  await page.keyboard.press('n');
  await expect.poll(async () => (await patienceState(page)).mode).toBe('name');
  await page.keyboard.type('BOB');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await patienceState(page)).rows.join('\n')).toMatch(/4 BOB +PAD 2/);
  await shot(page, 'patience-who-plays');
  await page.keyboard.press('1');
  await expect.poll(async () => (await patienceState(page)).cover).not.toBeNull();
  let s = await patienceState(page);
  expect(s.status).toContain('PASS TO IDA');
  const covered = await nativeFrame(page);
  await shot(page, 'patience-cover-ida');
  expect(notSpectrum(covered)).toEqual([]);
  // BOB's pad does not take IDA's table; hers does.
  await padTap(page, PAD.a, 1);
  await nextFrames(page, 2);
  expect((await patienceState(page)).cover).not.toBeNull();
  await padTap(page, PAD.a, 0);
  await expect.poll(async () => (await patienceState(page)).cover).toBeNull();
  await padTap(page, PAD.x, 0);
  await expect.poll(async () => (await patienceState(page)).view?.piles[0]?.length).toBe(1);
  // BOB's X twists nothing for IDA.
  await padTap(page, PAD.x, 1);
  await nextFrames(page, 2);
  expect((await patienceState(page)).view?.piles[0]?.length).toBe(1);
  await shot(page, 'patience-ida-table');
  await padTap(page, PAD.y, 0);
  await expect.poll(async () => (await patienceState(page)).toAct).toBe(1);
  s = await patienceState(page);
  expect(s.status).toContain('PASS TO BOB');
  expect(s.viewer).toBe(1);
  await shot(page, 'patience-cover-bob');
  await padTap(page, PAD.a, 1);
  await expect.poll(async () => (await patienceState(page)).cover).toBeNull();
  s = await patienceState(page);
  expect(s.status).toContain("BOB'S TURN");
  expect(s.view?.seat).toBe(1);
  const bob = await nativeFrame(page);
  await shot(page, 'patience-bob-table');
  expect(notSpectrum(bob)).toEqual([]);
  expect(errors).toEqual([]);
}, 300_000);
