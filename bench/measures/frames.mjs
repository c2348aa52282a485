// Frame cost on the busiest shell screens at native size (one CSS pixel per
// native pixel). The kiosk's own per-frame CPU time (updates plus render
// submission, `window.parlour.frameTimes`) is judged against the budget; the
// intervals between animation frames show whether frames are dropped.

import { percentile } from '../stats.mjs';
import { withFreshPage } from '../context.mjs';

const FRAMES = 600;
/**
 * Screens in the order of how busy they are; later work adds game tables.
 * `idle` runs the idle clock forward to reach screens nobody navigates to
 * (the attract loop, with its trail of hundreds of card sprites, is the
 * busiest shell screen).
 */
const SCREENS = [
  { id: 'title', name: 'title', query: '', idle: 0 },
  { id: 'attract', name: 'attract', query: 'seed=1', idle: 31_000 },
  // The attract loop's second act: a Hearts table with cards gliding, four computers playing.
  { id: 'attract', name: 'hearts table', query: 'seed=1', idle: 31_000, act: 'hearts' },
  // Chinese Patience on the Spectrum stage, reached with keys: select, the fifth game, play, twist.
  // Its tape border is off (`speed=instant`), so this is the table with the computer moving.
  // Each key waits for what it leads to (`until`, run in the page), never for a time.
  {
    id: 'patience',
    name: 'patience table',
    query: 'seed=1&speed=instant',
    idle: 0,
    keys: [
      { key: 'Enter', until: () => window.parlour.screen === 'select' },
      ...[1, 2, 3, 4].map(() => ({ key: 'ArrowDown', until: null })),
      { key: null, until: () => window.parlour.snapshot().controls.some((c) => c.id === 'patience' && c.focused) },
      { key: 'Enter', until: () => window.parlour.screen === 'patience' && window.parlour.snapshot().mode === 'menu' },
      { key: '1', until: () => window.parlour.snapshot().legal.some((a) => a.type === 'twist') },
      { key: 't', until: () => window.parlour.snapshot().view?.piles[0]?.length === 1 },
    ],
  },
];

/** In the page: collect `count` animation-frame intervals. */
function intervals(count) {
  return new Promise((resolve) => {
    const deltas = [];
    let last = performance.now();
    const step = (now) => {
      deltas.push(now - last);
      last = now;
      if (deltas.length < count) requestAnimationFrame(step);
      else resolve(deltas);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
  });
}

/** @param {import('playwright-core').Browser} browser @param {string} url @param {string} screen */
async function measureScreen(browser, url, screen, idle, act, keys = []) {
  return withFreshPage(browser, async (page) => {
    await page.goto(url);
    await page.waitForFunction(() => /** @type {any} */ (window).parlour?.ready === true);
    if (idle > 0) await page.evaluate((ms) => /** @type {any} */ (window).parlour.advanceIdle(ms), idle);
    for (const { key, until } of keys) {
      if (key !== null) await page.keyboard.press(key);
      if (until !== null) {
        await page.waitForFunction(until, undefined, { timeout: 30_000 });
      }
    }
    await page.waitForFunction((id) => /** @type {any} */ (window).parlour.screen === id, screen);
    if (act) {
      // The demo starts after the cascade's act; measure once cards are on the table.
      await page.waitForFunction(
        (want) => {
          const snap = /** @type {any} */ (window).parlour.snapshot();
          return snap?.act === want && (snap.demo?.table?.length ?? 0) > 0;
        },
        act,
        { timeout: 60_000 },
      );
    }
    const deltas = await page.evaluate(intervals, FRAMES);
    const cpu = await page.evaluate((count) => {
      const times = /** @type {any} */ (window).parlour.frameTimes;
      return Array.isArray(times) ? times.slice(-count) : null;
    }, FRAMES);
    return { deltas, cpu };
  });
}

export default {
  name: 'frames',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.baseUrl()]);
    const rows = [];
    for (const { id, name, query, idle, act, keys } of SCREENS) {
      const { deltas, cpu } = await measureScreen(browser, `${baseUrl}?test${query ? `&${query}` : ''}`, id, idle, act, keys);
      const detail = cpu && cpu.length > 0 ? `${cpu.length} frames, ${id === 'patience' ? '320x240' : '640x480'}` : 'window.parlour.frameTimes missing';
      rows.push(
        { name: `${name}: frame CPU p50`, value: cpu ? percentile(cpu, 50) : null, unit: 'ms', detail },
        { name: `${name}: frame CPU p99`, value: cpu ? percentile(cpu, 99) : null, unit: 'ms', max: 8, detail },
      );
      rows.push(
        { name: `${name}: frame interval p50`, value: percentile(deltas, 50), unit: 'ms', detail: 'requestAnimationFrame' },
        { name: `${name}: frame interval p99`, value: percentile(deltas, 99), unit: 'ms', detail: 'requestAnimationFrame' },
      );
    }
    return rows;
  },
};
