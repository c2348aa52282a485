// The Hall of Fame from the title, by keyboard and by mouse: each installed
// game's high-score table as the records hold it (Hearts' margins, Chinese
// Patience's points), and the way back.

import { expect, test } from 'vitest';
import type { HallOfFameSnapshot as HallSnapshot } from '../../src/screens/automation';
import { browserPerFile, clickControl, nativeFrame, newKioskPage, openKiosk, paletteViolations, shot, snapshot, waitForReady, waitForScreen } from './browser';
import { writeRecords } from './stored';

const browser = browserPerFile();

test('the keyboard reaches the Hall of Fame from the title, and Escape goes back', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  // Two winning margins on file for Hearts, written as the kiosk writes them.
  await writeRecords(page, [
    [
      'scores:hearts',
      {
        v: 1,
        value: {
          order: 'higher',
          entries: [
            { name: 'ANN', score: 31, date: '2026-11-20T12:00:00.000Z', detail: '44 points, 7 hands' },
            { name: 'BEA', score: 4, date: '2026-11-21T12:00:00.000Z' },
          ],
        },
      },
    ],
    ['scores:patience', { v: 1, value: { order: 'higher', entries: [{ name: 'CY', score: 19, date: '2026-11-22T12:00:00.000Z', detail: 'expert' }] } }],
  ]);
  await page.reload();
  await waitForReady(page);
  await waitForScreen(page, 'title');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot(page)).controls.find((c) => c.id === 'hall-of-fame')?.focused).toBe(true);
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'hall-of-fame');

  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).loading).toBe(false);
  const hall = await snapshot<HallSnapshot>(page);
  expect(hall.game).toBe('hearts');
  expect(hall.rows).toEqual([
    { rank: 1, name: 'ANN', score: 31, date: '20 Nov 2026' },
    { rank: 2, name: 'BEA', score: 4, date: '21 Nov 2026' },
  ]);
  expect(hall.message).toBeNull();
  expect(hall.prompt).toContain('Esc Back');
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'hall-of-fame');

  // Right steps to the next game's table (Affairs of the Court, empty so far), Left back.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('court');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).message).toBe('No scores yet. Be the first!');
  // And on to Chinese Patience: the most points won in one game.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('patience');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'CY', score: 19, date: '22 Nov 2026' }]);
  await shot(page, 'hall-of-fame-patience');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('hearts');

  await page.keyboard.press('Escape');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});

test('the mouse opens the Hall of Fame and its Back button returns to the title', async () => {
  const { page, errors } = await newKioskPage(browser());
  await openKiosk(page);
  await waitForScreen(page, 'title');
  await clickControl(page, 'hall-of-fame');
  await waitForScreen(page, 'hall-of-fame');
  await clickControl(page, 'back');
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
});
