// The first deal, as someone who walks up the moment the kiosk is on meets
// it: a fresh profile, Hearts chosen as soon as the title takes input, a
// guest at the table. The card art is painted in idle time after the title
// (and while "Who is playing?" is asked), or else on first use during the
// deal itself; this measures whether the deal stutters for it: the kiosk's
// own CPU time per frame (`window.parlour.frameTimes`) and the intervals
// between animation frames, from the guest's answer until the hand is dealt.

import { percentile } from '../stats.mjs';
import { withFreshPage } from '../context.mjs';

const RUNS = 3;

/** @param {import('playwright-core').Page} page */
const hearts = (page) => page.evaluate(() => /** @type {any} */ (window).parlour.snapshot());

/** @param {import('playwright-core').Browser} browser @param {string} url */
async function firstDeal(browser, url) {
  return withFreshPage(browser, async (page) => {
    await page.goto(url);
    await page.waitForFunction(() => /** @type {any} */ (window).parlour?.ready === true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /** @type {any} */ (window).parlour.screen === 'select');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /** @type {any} */ (window).parlour.snapshot()?.dialog === 'Hearts Deluxe', undefined, { timeout: 30_000 });
    const from = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__intervals = [];
      let last = performance.now();
      const step = (/** @type {number} */ now) => {
        w.__intervals.push(now - last);
        last = now;
        if (!w.__dealt) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
      return w.parlour.frameTimes.length;
    });
    await page.keyboard.press('Enter');
    // Dealt: the pass is asked of the guest, nothing moving.
    for (;;) {
      const snap = await hearts(page);
      if (snap?.phase === 'pass' && snap.busy === false && snap.dialog === null) break;
      await page.waitForTimeout(20);
    }
    return await page.evaluate((start) => {
      const w = /** @type {any} */ (window);
      w.__dealt = true;
      // The frame history keeps the last 600 frames: enough for a deal.
      return { cpu: w.parlour.frameTimes.slice(start), intervals: w.__intervals.slice(1) };
    }, from);
  });
}

export default {
  name: 'first-deal',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.baseUrl()]);
    const cpu = [];
    const intervals = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await firstDeal(browser, `${baseUrl}?test&seed=${i + 1}`);
      cpu.push(...run.cpu);
      intervals.push(...run.intervals);
    }
    const detail = `${cpu.length} frames over ${RUNS} first deals, each in a fresh profile`;
    return [
      { name: 'frame CPU p50', value: percentile(cpu, 50), unit: 'ms', detail },
      { name: 'frame CPU max', value: Math.max(...cpu), unit: 'ms', max: 16, detail },
      { name: 'frame interval p99', value: percentile(intervals, 99), unit: 'ms', detail: 'requestAnimationFrame' },
      { name: 'frame interval max', value: Math.max(...intervals), unit: 'ms', detail: 'requestAnimationFrame' },
    ];
  },
};
