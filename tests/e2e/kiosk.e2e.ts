// Cabinet behaviour in a real browser: the attract loop's acts as they are
// drawn, the operator gesture held on a gamepad, and browser shortcuts that
// must not take a visitor out of the kiosk. When the attract loop starts, the
// shell going home by itself and the game select after a game are checked in
// Node (src/screens/shell/kiosk.flow.test.ts).

import { expect, test } from 'vitest';
import type { AttractSnapshot, OperatorSnapshot } from '../../src/screens/automation';
import { OPERATOR_CHORD } from '../../src/input/bindings';
import {
  advanceIdle as idleFor,
  advanceScreen,
  browserPerFile,
  colourCount,
  currentScreen,
  nativeFrame,
  newKioskPage,
  nextFrames,
  openKiosk,
  paletteViolations,
  shot,
  snapshot,
  waitForScreen,
} from './browser';
import { PAD } from './gamepad-init';

const browser = browserPerFile();

type WatchWindow = Window & { parlour?: { screen: string }; operatorAfterMs?: number };

/** Budget for one act of the attract loop, drawn in real time: 20 s of frames at best, several times that on a busy machine. */
const ATTRACT_ACT = 180_000;

test('the attract loop drawn: the cascade in palette colours, then computer players at Hearts, then at Euchre, then at Thirty-One, then the Hall of Fame; a press ends it', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await idleFor(page, 31_000);
  await waitForScreen(page, 'attract');
  // Cards are flying and leaving trails, in palette colours only.
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).trail).toBeGreaterThan(60);
  const cascade = await nativeFrame(page);
  expect(colourCount(cascade)).toBeGreaterThan(4);
  expect(paletteViolations(cascade)).toEqual([]);
  await shot(page, 'attract');
  // The cascade's 20 s in one step; then Hearts is dealt and played by four computers.
  await advanceScreen(page, 20_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act, { timeout: ATTRACT_ACT, interval: 250 }).toBe('hearts');
  await expect
    .poll(async () => (await snapshot<AttractSnapshot>(page)).demo?.table?.length ?? 0, { timeout: ATTRACT_ACT, interval: 100 })
    .toBeGreaterThan(1);
  const frame = await nativeFrame(page);
  expect(paletteViolations(frame)).toEqual([]);
  await shot(page, 'attract-hearts-demo');
  expect(await currentScreen(page)).toBe('attract');

  // The demo's minute, another cascade, then four computers at Euchre.
  await advanceScreen(page, 60_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act).toBe('cascade');
  await advanceScreen(page, 20_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act, { timeout: ATTRACT_ACT, interval: 250 }).toBe('euchre');
  await expect
    .poll(async () => (await snapshot<AttractSnapshot>(page)).demo?.table?.length ?? 0, { timeout: ATTRACT_ACT, interval: 100 })
    .toBeGreaterThan(1);
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'attract-euchre-demo');

  // Another cascade, then three computers at Thirty-One, changing with the pot.
  await advanceScreen(page, 60_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act).toBe('cascade');
  await advanceScreen(page, 20_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act, { timeout: ATTRACT_ACT, interval: 250 }).toBe('thirtyone');
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).demo?.phase, { timeout: ATTRACT_ACT, interval: 100 }).toBe('play');
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'attract-thirtyone-demo');

  // Another cascade, then the Hall of Fame's turn: its tables turn every few seconds.
  await advanceScreen(page, 60_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act).toBe('cascade');
  await advanceScreen(page, 20_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).act).toBe('hall-of-fame');
  const firstTable = (await snapshot<AttractSnapshot>(page)).fame;
  expect(firstTable).toBeTruthy();
  await nextFrames(page);
  await shot(page, 'attract-hall-of-fame');
  await advanceScreen(page, 5_000);
  await expect.poll(async () => (await snapshot<AttractSnapshot>(page)).fame).not.toBe(firstTable);
  expect(await currentScreen(page)).toBe('attract');
  await page.evaluate((a) => window.__pad.tap(a), PAD.a);
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
}, 7 * ATTRACT_ACT);

test('holding Select and Start for three seconds opens the operator PIN', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  // The kiosk times the chord by the frames' clock (the time each animation
  // frame gives its callbacks). Press both in a frame and note, by that same
  // clock, the first frame that finds the operator screen up: however slowly
  // frames come, that is never sooner than the hold the chord asks for.
  await page.evaluate(
    ({ select, start }) =>
      new Promise<void>((pressed) => {
        const w = window as WatchWindow;
        requestAnimationFrame((pressedAt) => {
          window.__pad.press(select);
          window.__pad.press(start);
          const watch = (now: number) => {
            if (w.parlour?.screen === 'operator') w.operatorAfterMs = now - pressedAt;
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
          pressed();
        });
      }),
    PAD,
  );
  await waitForScreen(page, 'operator');
  await page.evaluate(({ select, start }) => {
    window.__pad.release(select);
    window.__pad.release(start);
  }, PAD);
  const after = async () => page.evaluate(() => (window as WatchWindow).operatorAfterMs);
  await expect.poll(after).toBeDefined();
  expect(await after()).toBeGreaterThanOrEqual(OPERATOR_CHORD.holdMs);
  expect((await snapshot<OperatorSnapshot>(page)).locked).toBe(true);
  expect(errors).toEqual([]);
});

test('browser keys and gestures do not leave or reload the kiosk', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  // On the game select, where visitors linger (and its look, for the eye).
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await shot(page, 'select');
  await page.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  for (const key of ['F5', 'Backspace', 'Alt+ArrowLeft', 'Control+KeyR']) await page.keyboard.press(key);
  // A reload or a step back would have started by the time the page draws again.
  await nextFrames(page, 3);
  expect(navigations).toBe(0);
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
  const refused = await page.evaluate(() =>
    ['contextmenu', 'selectstart', 'dragstart'].map((type) => {
      const event = new Event(type, { cancelable: true, bubbles: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  );
  expect(refused).toEqual([true, true, true]);
  expect(errors).toEqual([]);
});
