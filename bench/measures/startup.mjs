// How long a cold start takes until the title takes input, against a bare
// Pixi page (one sprite, bench/bare-pixi) in the same run: both are built for
// production and loaded in a fresh profile each time (empty cache, no
// IndexedDB), turn about, so a busy moment of the machine falls on both.
// The kiosk marks `parlour:ready` once its title has been drawn with input
// on; the bare page marks `ready` once its sprite has been drawn.

import { median } from '../stats.mjs';

const RUNS = 10;

/**
 * Milliseconds from navigation to the performance mark `mark`.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} mark
 */
export async function timeToMark(browser, url, mark) {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const handle = await page.waitForFunction(
      (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? false,
      mark,
      { timeout: 60_000, polling: 'raf' },
    );
    return /** @type {number} */ (await handle.jsonValue());
  } finally {
    await context.close();
  }
}

export default {
  name: 'startup',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, kioskUrl, bareUrl] = await Promise.all([context.browser(), context.baseUrl(), context.bareUrl()]);
    // One of each first, unmeasured: the server's and the browser's own first-time costs.
    await timeToMark(browser, kioskUrl, 'parlour:ready');
    await timeToMark(browser, bareUrl, 'ready');
    const kiosk = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      kiosk.push(await timeToMark(browser, kioskUrl, 'parlour:ready'));
      bare.push(await timeToMark(browser, bareUrl, 'ready'));
    }
    const kioskMedian = median(kiosk);
    const bareMedian = median(bare);
    return [
      { name: 'title takes input', value: kioskMedian, unit: 'ms', detail: `median of ${RUNS} cold starts` },
      { name: 'bare Pixi page drawn', value: bareMedian, unit: 'ms', detail: `median of ${RUNS} cold starts, same run` },
      {
        name: 'kiosk / bare Pixi page',
        value: kioskMedian / bareMedian,
        unit: 'x',
        max: 1.5,
        detail: { kiosk: kiosk.map(Math.round), bare: bare.map(Math.round) },
      },
    ];
  },
};
