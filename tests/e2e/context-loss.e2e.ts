import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { AttractSnapshot } from '../../src/screens/automation';
import type { HeartsSnapshot } from '../../src/screens/hearts/hearts-snapshot';
import {
  advanceIdle,
  browserPerFile,
  colourCount,
  currentScreen,
  nativeFrame,
  newKioskPage,
  openKiosk,
  shot,
  snapshot,
  waitForScreen,
} from './browser';
import { sitAtHearts } from './hearts-driver';

const browser = browserPerFile();

/** Lose the stage's WebGL context as a driver reset would, and wait for the new one. */
async function loseContext(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('#stage canvas');
    const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
    const lose = gl?.getExtension('WEBGL_lose_context');
    if (!lose) throw new Error('No WebGL context to lose on the stage canvas.');
    lose.loseContext();
  });
  // Drawn again means: one canvas in the stage, with a live context.
  await page.waitForFunction(() => {
    const canvases = document.querySelectorAll<HTMLCanvasElement>('#stage canvas');
    const canvas = canvases[0];
    if (canvases.length !== 1 || !canvas) return false;
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    return gl !== null && !gl.isContextLost();
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('a lost WebGL context is survived: same screen, same state, drawn again', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const stateBefore = await snapshot(page);
  const before = await nativeFrame(page);
  await loseContext(page);

  expect(await currentScreen(page)).toBe('title');
  expect(await snapshot(page)).toEqual(stateBefore);
  const after = await nativeFrame(page);
  expect(colourCount(after)).toBeGreaterThan(2);
  const same = after.pixels.filter((colour, i) => colour === before.pixels[i]).length;
  expect(same / after.pixels.length).toBeGreaterThan(0.9);
  await shot(page, 'context-restored');

  // And it still answers input.
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
});

test('the attract loop keeps painting its trails after the context is lost', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=3' });
  await waitForScreen(page, 'title');
  await advanceIdle(page, 31_000);
  await waitForScreen(page, 'attract');
  await loseContext(page);
  const steps = async () => (await snapshot<AttractSnapshot>(page)).steps;
  const before = await steps();
  await expect.poll(steps).toBeGreaterThan(before);
  expect(await currentScreen(page)).toBe('attract');
  expect(colourCount(await nativeFrame(page))).toBeGreaterThan(4);
  await shot(page, 'context-restored-attract');
  expect(errors).toEqual([]);
});

test('a Hearts game in progress survives a lost context: same cards, drawn again, still playable', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page, { query: 'seed=21' });
  await sitAtHearts(page, null);
  await expect.poll(async () => (await snapshot<HeartsSnapshot>(page)).phase).toBe('pass');
  // Two cards chosen for the pass when the context goes.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const before = await snapshot<HeartsSnapshot>(page);
  expect(before.chosen).toHaveLength(2);
  const frameBefore = await nativeFrame(page);
  await loseContext(page);

  expect(await currentScreen(page)).toBe('hearts');
  const after = await snapshot<HeartsSnapshot>(page);
  expect(after.hand).toEqual(before.hand);
  expect(after.chosen).toEqual(before.chosen);
  const frame = await nativeFrame(page);
  const same = frame.pixels.filter((colour, i) => colour === frameBefore.pixels[i]).length;
  expect(same / frame.pixels.length).toBeGreaterThan(0.95);
  await shot(page, 'context-restored-hearts');
  // The third card and the pass still work.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await snapshot<HeartsSnapshot>(page)).chosen.length).toBe(3);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await snapshot<HeartsSnapshot>(page)).chosen.length).toBe(0);
  expect(errors).toEqual([]);
});
