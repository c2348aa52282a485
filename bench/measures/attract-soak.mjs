// The attract loop left running for a long time, as a cabinet nobody plays
// would run it all night: whole cycles of the loop (the card cascade, each
// game's demo, the Hall of Fame, back to the title and into the loop again),
// with the page's heap measured after a full garbage collection at the end of
// each. What a cycle leaves behind shows as the slope of those measurements;
// a loop that cleans up after itself stays flat. Before its views took their
// drawings down with them it grew by about 75 KB a cycle; what remains (under
// 10 KB) is the engine's compiled code still tiering up and the browser's
// bounded buffers of performance entries, neither of them the kiosk's.

const CYCLES = Number(process.env.PARLOUR_BENCH_CYCLES ?? 40);
/** Cycles run before measuring: caches (card faces, fonts, the Worker, shader programs, compiled code) fill once. */
const WARM_UP = 10;
/** Frames drawn in each act before it is run to its end, so every act really paints. */
const FRAMES_PER_ACT = 30;

/** In the page: wait `count` animation frames. */
function frames(count) {
  return new Promise((resolve) => {
    let left = count;
    const step = () => (--left <= 0 ? resolve(undefined) : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });
}

/** @param {import('playwright-core').Page} page */
const act = (page) => page.evaluate(() => /** @type {any} */ (window).parlour.snapshot()?.act ?? null);

/** @param {import('playwright-core').Page} page */
async function oneCycle(page) {
  await page.evaluate(() => /** @type {any} */ (window).parlour.advanceIdle(31_000));
  await page.waitForFunction(() => /** @type {any} */ (window).parlour.screen === 'attract');
  const seen = new Set();
  // The cascade, then each act in turn, until the loop is back at its cascade.
  for (let turn = 0; turn < 20; turn++) {
    const current = await act(page);
    seen.add(current);
    if (current === 'cascade' && seen.size > 1) break;
    await page.evaluate(frames, FRAMES_PER_ACT);
    // A demo starts once its game's code has loaded; let it deal before ending its act.
    if (current !== 'cascade' && current !== 'hall-of-fame') {
      await page.waitForFunction(() => (/** @type {any} */ (window).parlour.snapshot()?.demo?.table?.length ?? -1) >= 0);
    }
    await page.evaluate(() => /** @type {any} */ (window).parlour.advanceScreen(120_000));
    await page.waitForFunction((was) => /** @type {any} */ (window).parlour.snapshot()?.act !== was, current);
  }
  // Any key ends the loop: back to the title, whose idle clock starts the next cycle.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /** @type {any} */ (window).parlour.screen === 'title');
  return [...seen];
}

/** Least-squares slope of `ys` over 0, 1, 2, ... */
function slope(ys) {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((sum, y) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

export default {
  name: 'attract-soak',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.baseUrl()]);
    const page = await (await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 })).newPage();
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize / (1024 * 1024);
    };
    try {
      await page.goto(`${baseUrl}?test&seed=1`);
      await page.waitForFunction(() => /** @type {any} */ (window).parlour?.ready === true);
      await page.waitForFunction(() => /** @type {any} */ (window).parlour.screen === 'title');
      /** @type {number[]} */
      const sizes = [];
      let acts = [];
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        acts = await oneCycle(page);
        if (cycle >= WARM_UP) sizes.push(await heap());
      }
      const perCycle = slope(sizes);
      const detail = `${sizes.length} cycles of ${acts.join(', ')} after ${WARM_UP} to warm up; heap after GC ${sizes[0]?.toFixed(2)} MB to ${sizes.at(-1)?.toFixed(2)} MB`;
      return [
        { name: 'attract loop: heap growth per cycle', value: perCycle * 1024, unit: 'KB', max: 16, detail },
        { name: 'attract loop: heap after GC, last cycle', value: sizes.at(-1) ?? null, unit: 'MB', detail },
      ];
    } finally {
      await page.context().close();
    }
  },
};
