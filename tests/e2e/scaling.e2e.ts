import { expect, test } from 'vitest';
import { browserPerFile, canvasGeometry, nativeFrame, newKioskPage, openKiosk, shot, waitForScreen } from './browser';

const browser = browserPerFile();

test.each([
  [1024, 768, 1],
  [1280, 1024, 2],
  [1920, 1080, 2],
])('at %ix%i the 640x480 frame is scaled by %i, centred and crisp', async (width, height, factor) => {
  const { page, errors } = await newKioskPage(browser(), { width, height });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const box = await canvasGeometry(page);
  expect({ width: box.width, height: box.height }).toEqual({ width: 640 * factor, height: 480 * factor });
  // Centred to within the half pixel an odd margin cannot split.
  expect(Math.abs(box.left - (width - box.width) / 2)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(box.top - (height - box.height) / 2)).toBeLessThanOrEqual(0.5);

  const frame = await nativeFrame(page);
  expect({ scaleX: frame.scaleX, scaleY: frame.scaleY }).toEqual({ scaleX: factor, scaleY: factor });
  expect(frame.blurred).toBe(0);
  await shot(page, `scaling-${width}x${height}`);
  expect(errors).toEqual([]);
});

test('in a window too small for 2x the visitor may stretch the frame to fit, and go back to sharp pixels', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1024, height: 768 });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const button = page.locator('#stretch');
  expect(await button.isVisible()).toBe(true);
  expect(await button.textContent()).toBe('Stretch to fit');
  await button.click();
  await expect.poll(async () => (await canvasGeometry(page)).width).toBe(1024);
  expect(await button.textContent()).toBe('Sharp pixels');
  // The press reached only the button: the title is still showing.
  await waitForScreen(page, 'title');
  await shot(page, 'scaling-stretched');
  await button.click();
  await expect.poll(async () => (await canvasGeometry(page)).width).toBe(640);
  expect(errors).toEqual([]);
});

test('with room for 2x nothing is offered', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1280, height: 1024 });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  expect(await page.locator('#stretch').isVisible()).toBe(false);
  expect(errors).toEqual([]);
});
