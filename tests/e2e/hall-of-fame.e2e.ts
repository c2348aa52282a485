// The Hall of Fame from the title, by keyboard and by mouse: each installed
// game's high-score tables as the records hold them (Hearts' margins, the
// Court's spreads and tournament differences apart and by level, Chinese
// Patience's points), each saying what its score is, every entry with its
// details, and the way back.

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
    ['scores:euchre', { v: 1, value: { order: 'higher', entries: [{ name: 'FAY', score: 8, date: '2026-11-24T12:00:00.000Z', detail: '10 to 2, 7 hands' }] } }],
    ['scores:thirtyone', { v: 1, value: { order: 'higher', entries: [{ name: 'GUS', score: 5, date: '2026-11-25T12:00:00.000Z', detail: '9 played' }] } }],
    ['scores:patience', { v: 1, value: { order: 'higher', entries: [{ name: 'CY', score: 19, date: '2026-11-22T12:00:00.000Z', detail: 'expert' }] } }],
    ['scores:court-expert', { v: 1, value: { order: 'higher', entries: [{ name: 'DEE', score: 64, date: '2026-11-23T12:00:00.000Z', detail: '2 rounds, 9 bonus' }] } }],
    ['scores:court-tournament-expert', { v: 1, value: { order: 'higher', entries: [{ name: 'EVE', score: -7, date: '2026-11-23T12:00:00.000Z', detail: '3 rounds, 4 players' }] } }],
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
    { rank: 1, name: 'ANN', score: 31, detail: '44 points, 7 hands', date: '20 Nov 2026' },
    { rank: 2, name: 'BEA', score: 4, detail: '', date: '21 Nov 2026' },
  ]);
  expect(hall.message).toBeNull();
  expect(hall.caption).toMatch(/^Margin: /);
  expect(hall.prompt).toContain('Esc Back');
  expect(paletteViolations(await nativeFrame(page))).toEqual([]);
  await shot(page, 'hall-of-fame');

  // Right steps to Euchre's winning margins...
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('euchre');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'FAY', score: 8, detail: '10 to 2, 7 hands', date: '24 Nov 2026' }]);
  expect((await snapshot<HallSnapshot>(page)).caption).toMatch(/^Margin: your team's points/);
  await shot(page, 'hall-of-fame-euchre');

  // ...then to Thirty-One's games won, one place a player...
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('thirtyone');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'GUS', score: 5, detail: '9 played', date: '25 Nov 2026' }]);
  expect((await snapshot<HallSnapshot>(page)).caption).toMatch(/^Games won/);
  await shot(page, 'hall-of-fame-thirtyone');

  // ...then to the Court's tables: winning spreads by level (the novice's empty so far), then tournaments.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).board).toBe('court-novice');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).message).toBe('No scores yet. Be the first!');
  expect((await snapshot<HallSnapshot>(page)).title).toBe('Affairs of the Court - Winning spreads, novice');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).board).toBe('court-expert');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'DEE', score: 64, detail: '2 rounds, 9 bonus', date: '23 Nov 2026' }]);
  expect((await snapshot<HallSnapshot>(page)).caption).toMatch(/^Spread: .*expert/);
  await shot(page, 'hall-of-fame-court-expert');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).board).toBe('court-tournament-expert');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'EVE', score: -7, detail: '3 rounds, 4 players', date: '23 Nov 2026' }]);
  const tournament = await snapshot<HallSnapshot>(page);
  expect(tournament.title).toBe('Affairs of the Court - Tournaments, expert');
  expect(tournament.caption).toMatch(/^Difference: .*three tournament rounds/);
  await shot(page, 'hall-of-fame-court-tournament');
  // And on to Chinese Patience: the most points won in one game.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).game).toBe('patience');
  await expect.poll(async () => (await snapshot<HallSnapshot>(page)).rows).toEqual([{ rank: 1, name: 'CY', score: 19, detail: 'expert', date: '22 Nov 2026' }]);
  await shot(page, 'hall-of-fame-patience');
  // Left goes back table by table, past Thirty-One's and Euchre's, to the first.
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
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
