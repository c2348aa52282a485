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
