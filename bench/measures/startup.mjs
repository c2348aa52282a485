// How long a cold start takes until the title takes input, against a bare
// Pixi page (one sprite, bench/bare-pixi) in the same run: both are built for
// production and loaded in a fresh profile each time (empty cache, no
// IndexedDB), turn about, so a busy moment of the machine falls on both.
// The kiosk marks `parlour:ready` once its title has been drawn with input
// on; the bare page marks `ready` once its sprite has been drawn.

import { median } from '../stats.mjs';
import { withFreshPage } from '../context.mjs';

const RUNS = 10;

/** The kiosk's steps on its way to the title (src/main.ts), each marked when done. */
const STEPS = ['parlour:stage', 'parlour:fonts', 'parlour:records', 'parlour:title', 'parlour:ready'];

/**
 * Milliseconds from navigation to the performance mark `mark`, and to each
 * of `steps` marked before it.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} mark @param {string[]} [steps]
 */
async function timeToMark(browser, url, mark, steps = []) {
  return withFreshPage(browser, async (page) => {
    await page.goto(url);
    await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark, {
      timeout: 60_000,
      polling: 'raf',
    });
    return await page.evaluate(
      ([name, names]) => {
        const at = (/** @type {string} */ n) => performance.getEntriesByName(n, 'mark')[0]?.startTime ?? Number.NaN;
        return { at: at(name), steps: Object.fromEntries(names.map((n) => [n, at(n)])) };
      },
      [mark, steps],
    );
  });
}

export default {
  name: 'startup',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, kioskUrl, bareUrl] = await Promise.all([context.browser(), context.baseUrl(), context.bareUrl()]);
    // One of each first, unmeasured: the server's and the browser's own first-time costs.
    await timeToMark(browser, kioskUrl, 'parlour:ready');
    await timeToMark(browser, bareUrl, 'ready');
    const kioskRuns = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      kioskRuns.push(await timeToMark(browser, kioskUrl, 'parlour:ready', STEPS));
      bare.push((await timeToMark(browser, bareUrl, 'ready')).at);
    }
    const kiosk = kioskRuns.map((run) => run.at);
    const kioskMedian = median(kiosk);
    const bareMedian = median(bare);
    // Each step's own time (from the one before), median over the runs.
    const steps = Object.fromEntries(
      STEPS.map((step, i) => [step, Math.round(median(kioskRuns.map((run) => run.steps[step] - (i === 0 ? 0 : run.steps[STEPS[i - 1]]))))]),
    );
    return [
      { name: 'title takes input', value: kioskMedian, unit: 'ms', detail: { runs: `median of ${RUNS} cold starts`, steps } },
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
