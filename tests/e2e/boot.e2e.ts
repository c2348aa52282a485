import { expect, test } from 'vitest';
import { type TestWindow, browserPerFile, colourCount, nativeFrame, newKioskPage, nextFrames, openKiosk, shot, snapshot, waitForScreen } from './browser';

const browser = browserPerFile();

test('boots to the title screen and draws it', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const frame = await nativeFrame(page);
  expect({ width: frame.width, height: frame.height }).toEqual({ width: 640, height: 480 });
  expect(colourCount(frame)).toBeGreaterThan(2);
  const ids = (await snapshot(page)).controls.map((control) => control.id);
  expect(ids).toEqual(expect.arrayContaining(['play', 'hall-of-fame']));
  await shot(page, 'boot-title');
  expect(errors).toEqual([]);
});

test('takes input at the title having fetched one renderer and no sound, offline or screen code it does not show', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('parlour:ready', 'mark').length)).toBe(1);
  const before = await page.evaluate(() => {
    const ready = performance.getEntriesByName('parlour:ready', 'mark')[0]?.startTime ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < ready && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''));
  });
  expect(before.some((file) => file.startsWith('WebGLRenderer-'))).toBe(true);
  const unwanted = /^(WebGPURenderer|CanvasRenderer|browserAll|pixi-output|ZzFX|workbox-window|attract|operator|hall-of-fame|dialog-forms)[-.]/;
  expect(before.filter((file) => unwanted.test(file))).toEqual([]);
  expect(errors).toEqual([]);
});

test('draws a frame only when the scene changed: none while a screen stands still, one when the focus moves', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const drawn = () => page.evaluate(() => (window as TestWindow).parlour?.framesDrawn ?? 0);
  const drawnOver = async (frames: number) => {
    const before = await drawn();
    await nextFrames(page, frames);
    return (await drawn()) - before;
  };
  // Once the title has settled, ten frames go by and none is drawn.
  await expect.poll(() => drawnOver(10)).toBe(0);
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'select');
  await expect.poll(() => drawnOver(10)).toBe(0);
  // On the game select the focus moves down a row: that is drawn, and then nothing again.
  const focused = async () => (await snapshot(page)).controls.find((control) => control.focused)?.id;
  const was = await focused();
  const before = await drawn();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).not.toBe(was);
  await expect.poll(drawn).toBeGreaterThan(before);
  await expect.poll(() => drawnOver(10)).toBe(0);
  await shot(page, 'boot-select-focus-moved');
  expect(errors).toEqual([]);
});
