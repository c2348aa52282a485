// The JavaScript a visitor must download before the title takes input,
// gzipped: every script the page fetched before it marked `parlour:ready`,
// whether index.html loads it, preloads it or a dynamic import brings it.
// What the kiosk fetches after that (a game's screen, the sounds, the
// offline copy) does not count.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withFreshPage } from '../context.mjs';

const KB = 1024;

/** The scripts fetched before the title took input, as paths under the served root. */
async function fetchedBeforeReady(browser, url) {
  return withFreshPage(browser, async (page) => {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('parlour:ready', 'mark').length > 0, undefined, {
      timeout: 60_000,
      polling: 'raf',
    });
    return await page.evaluate(() => {
      const ready = performance.getEntriesByName('parlour:ready', 'mark')[0]?.startTime ?? Infinity;
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      return resources
        .filter((entry) => entry.startTime < ready && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
  });
}

export default {
  name: 'bundle',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [dist, browser, url] = await Promise.all([context.built(), context.browser(), context.baseUrl()]);
    const files = [...new Set(await fetchedBeforeReady(browser, url))].sort();
    const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    return [
      {
        name: 'JS before the title takes input, gzipped',
        value: gzipped / KB,
        unit: 'KB',
        max: 150,
        detail: files,
      },
    ];
  },
};
