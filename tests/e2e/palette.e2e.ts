import { expect, test } from 'vitest';
import { browserPerFile, colourCount, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, waitForScreen } from './browser';

const browser = browserPerFile();

test('every pixel of the title frame is a palette colour', async () => {
  const { page, errors } = await newKioskPage(browser(), { width: 1280, height: 960 });
  await openKiosk(page);
  await waitForScreen(page, 'title');
  const frame = await nativeFrame(page);
  await shot(page, 'palette-title');
  expect(colourCount(frame)).toBeGreaterThan(2);
  expect(paletteViolations(frame).slice(0, 10)).toEqual([]);
  expect(errors).toEqual([]);
});
