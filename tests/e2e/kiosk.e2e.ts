// Cabinet behaviour: the attract loop after the title sits idle, the shell
// going home by itself, the operator gesture on a gamepad, and browser
// shortcuts that must not take a visitor out of the kiosk.

import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, colourCount, currentScreen, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, snapshot, waitForScreen } from './browser';
import { PAD } from './gamepad-init';

const browser = browserPerFile();

type HookWindow = Window & { parlour?: { advanceIdle(ms: number): void } };
type TrailWindow = Window & { parlour?: { snapshot(): unknown } };

async function idleFor(page: Page, ms: number): Promise<void> {
  await page.evaluate((time) => (window as HookWindow).parlour?.advanceIdle(time), ms);
}

test('the title turns into the attract loop after 30 s, and any key brings it back', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await idleFor(page, 29_000);
  expect(await currentScreen(page)).toBe('title');
  await idleFor(page, 1_500);
  await waitForScreen(page, 'attract');
  // Cards are flying and leaving trails.
  await page.waitForFunction(() => (((window as TrailWindow).parlour?.snapshot() as { trail?: number } | null)?.trail ?? 0) > 60);
  const frame = await nativeFrame(page);
  expect(colourCount(frame)).toBeGreaterThan(4);
  expect(paletteViolations(frame)).toEqual([]);
  await shot(page, 'attract');
  await page.keyboard.press('KeyQ');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('after the cascade, the attract loop shows computer players at Hearts; a press ends it', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await idleFor(page, 31_000);
  await waitForScreen(page, 'attract');
  type Attract = { act: string; demo: { phase?: string; handNumber?: number; table?: unknown[] } | null };
  // The cascade has its 20 s; then Hearts is dealt and played by four computers.
  await expect.poll(async () => (await snapshot<Attract>(page)).act, { timeout: 30_000, interval: 500 }).toBe('hearts');
  await expect
    .poll(async () => (await snapshot<Attract>(page)).demo?.table?.length ?? 0, { timeout: 30_000, interval: 100 })
    .toBeGreaterThan(1);
  const frame = await nativeFrame(page);
  expect(paletteViolations(frame)).toEqual([]);
  await shot(page, 'attract-hearts-demo');
  expect(await currentScreen(page)).toBe('attract');
  await page.evaluate((a) => window.__pad.tap(a), PAD.a);
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
}, 90_000);

test('a shell screen left alone returns to the title after the idle timeout', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await idleFor(page, 60_000);
  // Input in between starts the wait over.
  await page.keyboard.press('ArrowDown');
  await idleFor(page, 60_000);
  expect(await currentScreen(page)).toBe('select');
  await idleFor(page, 31_000);
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('holding Select and Start for three seconds opens the operator PIN', async () => {
  const { page, errors } = await newKioskPage(browser(), { pads: [0] });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.evaluate(({ select, start }) => {
    window.__pad.press(select);
    window.__pad.press(start);
  }, PAD);
  await page.waitForTimeout(1_500);
  expect(await currentScreen(page)).toBe('title');
  await waitForScreen(page, 'operator', 4_000);
  await page.evaluate(({ select, start }) => {
    window.__pad.release(select);
    window.__pad.release(start);
  }, PAD);
  expect((await snapshot<{ locked?: boolean }>(page)).locked).toBe(true);
  expect(errors).toEqual([]);
});

test('browser keys and gestures do not leave or reload the kiosk', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await page.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });
  for (const key of ['F5', 'Backspace', 'Alt+ArrowLeft', 'Control+KeyR']) await page.keyboard.press(key);
  await page.waitForTimeout(300);
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
