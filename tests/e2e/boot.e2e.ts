import { expect, test } from 'vitest';
import { browserPerFile, colourCount, nativeFrame, newKioskPage, openKiosk, shot, snapshot, waitForScreen } from './browser';

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
