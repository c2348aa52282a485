import { expect, test } from 'vitest';
import { browserPerFile, canvasGeometry, clickControl, currentScreen, findControl, newKioskPage, nextFrames, openKiosk, shot, toPage, waitForScreen } from './browser';

const browser = browserPerFile();

test.each([
  [800, 600],
  [1024, 768],
  [1366, 768],
  [1920, 1080],
])('clicking Play then Back at %ix%i', async (width, height) => {
  const { page, errors } = await newKioskPage(browser(), { width, height });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await clickControl(page, 'play');
  await waitForScreen(page, 'select');
  await shot(page, `mouse-select-${width}x${height}`);
  await clickControl(page, 'back');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('a touch screen: tapping Play then Back at 1280x1024', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1280, height: 1024, touch: true });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  for (const [id, next] of [
    ['play', 'select'],
    ['back', 'title'],
  ] as const) {
    const control = await findControl(page, id);
    const point = toPage(await canvasGeometry(page), control.x + control.width / 2, control.y + control.height / 2);
    await page.touchscreen.tap(point.x, point.y);
    await waitForScreen(page, next);
  }
  expect(errors).toEqual([]);
});

test('a click just outside a button does nothing', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1280, height: 1024 });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const play = await findControl(page, 'play');
  // Scale 2: the native pixel left of the button is two screen pixels wide.
  const outside = toPage(await canvasGeometry(page), play.x - 1, play.y + play.height / 2);
  await page.mouse.click(outside.x, outside.y);
  await nextFrames(page);
  const inside = toPage(await canvasGeometry(page), play.x, play.y + play.height / 2);
  expect(await currentScreen(page)).toBe('title');
  await page.mouse.click(inside.x, inside.y);
  await waitForScreen(page, 'select');
  expect(errors).toEqual([]);
});
