// Time from navigation to the first drawn frame, in a fresh profile each run
// (empty cache and IndexedDB), as a visitor switching the cabinet on sees it.

import { median } from '../stats.mjs';

const RUNS = 5;

/**
 * Where the kiosk does not report its first frame, note the first animation
 * frame on which it says it is ready (up to one frame late).
 */
function watchReady() {
  const check = () => {
    const hooks = /** @type {any} */ (window).parlour;
    if (hooks?.ready) /** @type {any} */ (window).__readyAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** @param {import('playwright-core').Browser} browser @param {string} url */
async function once(browser, url) {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchReady);
    await page.goto(url);
    // Ready may come a frame before the first frame is drawn.
    await page.waitForFunction(
      () => {
        const w = /** @type {any} */ (window);
        return w.__readyAt !== undefined && (!('firstFrameAt' in w.parlour) || w.parlour.firstFrameAt !== null);
      },
      undefined,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      return {
        firstFrame: typeof w.parlour.firstFrameAt === 'number' ? w.parlour.firstFrameAt : null,
        ready: w.__readyAt,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

export default {
  name: 'startup',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.baseUrl()]);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, `${baseUrl}?test`));
    const firstFrames = runs.map((run) => run.firstFrame).filter((value) => value !== null);
    const ready = median(runs.map((run) => run.ready));
    return [
      {
        name: 'first frame after navigation',
        // Kiosks without the firstFrameAt hook are judged by readiness instead.
        value: firstFrames.length === runs.length ? median(firstFrames) : ready,
        unit: 'ms',
        max: 1000,
        detail: firstFrames.length === runs.length ? `median of ${RUNS} cold starts` : 'no firstFrameAt: time to ready',
      },
      { name: 'ready after navigation', value: ready, unit: 'ms', detail: `median of ${RUNS}` },
      {
        name: 'DOMContentLoaded',
        value: median(runs.map((run) => run.domContentLoaded ?? Number.NaN)),
        unit: 'ms',
        detail: `median of ${RUNS}`,
      },
    ];
  },
};
