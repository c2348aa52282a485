// The kiosk plays on without its server: after one visit (the service worker
// generated at build time keeps the whole build), the server is stopped and
// the page reloaded. The kiosk comes back, a whole Hearts hand is played to
// its score sheet, the records are written and read back as ever, and
// Network says plainly that the game server cannot be reached. The web app
// manifest and its icons are served beside it, and the page's
// Content-Security-Policy refuses nothing the service worker brings. (The page opts in with
// `&offline`: the other test pages do not fill a cache of the build.) A new
// build served while a game is on is taken only once the kiosk is back at
// its title.

import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { DIST, startPreview } from '../../scripts/preview.mjs';
import { plainMove } from '../../src/screens/hearts/hearts-driver';
import { browserPerFile, clickControl, newKioskPage, nextFrames, shot, waitForReady, waitForScreen } from './browser';
import { hearts, keyboard, nextMove, sitAtHearts } from './hearts-driver';
import { storedRecords } from './stored';

const browser = browserPerFile();

test('after one visit the kiosk comes back with its server stopped: a whole Hearts hand, the records kept, and Network saying the server cannot be reached', async () => {
  const server = await startPreview({ port: 0 });
  let stopped = false;
  onTestFinished(async () => {
    if (!stopped) await server.close();
  });
  const { page, errors } = await newKioskPage(browser());
  // The policy holds for the service worker too: nothing it fetches or runs is refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${server.url}?test&speed=instant&seed=5&offline`);
  await waitForReady(page);
  // The build is kept once the service worker is active: every script of the kiosk, whatever its chunk is named.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const kept = await page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) files.push(new URL(request.url).pathname);
    return files;
  });
  const scripts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js') && !file.startsWith('speech-worker-'));
  expect(scripts.filter((file) => !kept.includes(`/assets/${file}`))).toEqual([]);
  const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json() as Promise<{ name: string; display: string; background_color: string; icons: { src: string; sizes: string }[] }>);
  expect(manifest).toMatchObject({ name: 'Parlour', display: 'fullscreen', background_color: '#000000' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect(await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), icon.src)).toBe('image/png');

  await server.close();
  stopped = true;
  await page.reload();
  await waitForReady(page);
  await sitAtHearts(page, 'ANNE');
  // A whole hand, to its score sheet.
  for (let move = 0; move < 60; move++) {
    const s = await nextMove(page);
    if (s.dialog === 'Score Sheet') break;
    const step = plainMove(s);
    if (step.answer) await keyboard.answer(page, step.id);
    else await keyboard.press(page, step.id);
    await expect.poll(async () => step.done(await hearts(page))).toBe(true);
  }
  expect((await hearts(page)).dialog).toBe('Score Sheet');
  await shot(page, 'offline-hearts-score-sheet');
  await keyboard.answer(page, 'ok');
  // The game in progress is kept in the records, as with the server up.
  await expect.poll(async () => (await storedRecords(page)).some(([key, value]) => key.includes('hearts') && value.includes('ANNE'))).toBe(true);

  // Network (the game here given up for it): a box says the game server cannot be reached, and the lobby is not connected.
  await keyboard.menu(page, 'Game', 'network');
  await expect.poll(async () => (await hearts(page)).dialog).toBe('Hearts Deluxe');
  // Yes is not the default: the game is lost for it.
  await keyboard.press(page, 'yes');
  await expect.poll(async () => (await hearts(page)).controls.map((c) => c.id)).toEqual(['ok']);
  expect((await hearts(page)).dialog).toBe('Network Game');
  await shot(page, 'offline-network');
  await keyboard.answer(page, 'ok');
  expect(refused).toEqual([]);
  await expect.poll(async () => (await hearts(page)).controls.find((c) => c.id === 'games')?.label ?? '').toMatch(/^Not connected\./);
  expect(errors).toEqual([]);
}, 300_000);

test('a new build served while a game is on is taken only at the title', async () => {
  // The build served is a copy, so a new one can be put in its place.
  const dir = mkdtempSync(join(tmpdir(), 'parlour-build-'));
  cpSync(DIST, dir, { recursive: true });
  const server = await startPreview({ port: 0, dir });
  onTestFinished(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { page, errors } = await newKioskPage(browser());
  await page.goto(`${server.url}?test&speed=instant&offline`);
  await waitForReady(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // The next visit is the service worker's: a new one then waits while this page is its.
  await page.reload();
  await waitForReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await sitAtHearts(page, 'ANNE');
  await expect.poll(async () => (await hearts(page)).phase).toBe('pass');
  // A new build: its service worker differs, and the page finds it while the game is on.
  appendFileSync(join(dir, 'sw.js'), '\n// the next build\n');
  await page.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  await nextFrames(page, 20);
  // Still the same page, at the table: the game is not broken off for it.
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  expect((await hearts(page)).phase).toBe('pass');
  // Back to the title: the new build is taken there (the page loads again, the new service worker in charge).
  await keyboard.menu(page, 'Game', 'exit');
  await waitForScreen(page, 'select');
  await clickControl(page, 'back');
  await expect.poll(() => page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === undefined)).toBe(true);
  await waitForReady(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await waitForScreen(page, 'title');
  expect(errors).toEqual([]);
}, 300_000);
