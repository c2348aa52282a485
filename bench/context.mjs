// What measurements may need, each made on first use and shared: the
// production build, a server for it, and a headless Chromium. A measurement
// that needs none of them (engine throughput, AI) costs none of them.

import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { launchChromium } from '../scripts/chromium.mjs';
import { DIST, ROOT, startPreview } from '../scripts/preview.mjs';

/** @param {{ build?: boolean }} [options] `build: false` measures the dist/ already there. */
export function createContext({ build: rebuild = true } = {}) {
  /** @type {Map<string, Promise<unknown>>} */
  const made = new Map();
  /** @type {(() => Promise<unknown>)[]} */
  const closers = [];
  /**
   * @template T
   * @param {string} key
   * @param {() => Promise<T>} make
   * @returns {Promise<T>}
   */
  const once = (key, make) => {
    if (!made.has(key)) made.set(key, make());
    return /** @type {Promise<T>} */ (made.get(key));
  };

  const context = {
    root: ROOT,
    /** Build dist/ once for this run; resolves to its path. */
    built: () =>
      once('built', async () => {
        if (rebuild) await build({ root: ROOT, logLevel: 'warn' });
        return DIST;
      }),
    /** The served build's address, ending in '/'. */
    baseUrl: () =>
      once('server', async () => {
        await context.built();
        const server = await startPreview({ port: 0, strictPort: true });
        closers.push(server.close);
        return server.url;
      }),
    /** The bare Pixi page (bench/bare-pixi), built and served like the kiosk; its address ends in '/'. */
    bareUrl: () =>
      once('bare', async () => {
        const outDir = join(ROOT, 'node_modules', '.cache', 'parlour-bench', 'bare-pixi');
        await build({
          root: join(ROOT, 'bench', 'bare-pixi'),
          configFile: false,
          base: './',
          logLevel: 'warn',
          build: { outDir, emptyOutDir: true, target: 'es2022' },
        });
        const server = await startPreview({ port: 0, strictPort: true, dir: outDir, plain: true });
        closers.push(server.close);
        return server.url;
      }),
    /**
     * A TypeScript module of the sources, bundled and run in Node (engine and
     * AI measures). Bundled rather than loaded through Vite's module runner,
     * whose indirect imports would cost the hot loops a third of their speed.
     * @param {string} path relative to the repository root
     * @returns {Promise<any>}
     */
    source: (path) =>
      once(`source:${path}`, async () => {
        // A folder of its own for each source: every game's `ai-match.ts` has the same name, and
        // one folder would hand whichever was imported first to every game after it.
        const outDir = join(ROOT, 'node_modules', '.cache', 'parlour-bench', 'sources', path.replace(/\.ts$/, '').replace(/[\\/]/g, '-'));
        await build({ root: ROOT, logLevel: 'warn', build: { ssr: join(ROOT, path), outDir, emptyOutDir: true, minify: false } });
        return import(pathToFileURL(join(outDir, `${basename(path, '.ts')}.js`)).href);
      }),
    /** @returns {Promise<import('playwright-core').Browser>} */
    browser: () =>
      once('browser', async () => {
        const browser = await launchChromium();
        closers.push(() => browser.close());
        return browser;
      }),
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
  return context;
}

/**
 * Run `use` on a page of a fresh profile (empty cache and storage) at the
 * kiosk's native size, one CSS pixel per native pixel, closing it after.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {(page: import('playwright-core').Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withFreshPage(browser, use) {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}
