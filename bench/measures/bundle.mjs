// The JavaScript a visitor must download before the first frame: what
// index.html loads directly (its module scripts, their preloads and their
// static imports), gzipped. Lazily loaded game chunks do not count.

import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** Static imports only: `import("...")` has a parenthesis and is left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
const HTML_JS = /<(?:script[^>]*\bsrc|link[^>]*\brel=["']modulepreload["'][^>]*\bhref)=["']([^"']+\.js)["']/g;

/** @param {string} dist */
function initialScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pending = [...html.matchAll(HTML_JS)].map((match) => join(dist, match[1]));
  const seen = new Set();
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(join(dirname(file), match[1]));
  }
  return [...seen];
}

export default {
  name: 'bundle',
  /** @param {ReturnType<typeof import('../context.mjs').createContext>} context */
  async run(context) {
    const dist = await context.built();
    const files = initialScripts(dist);
    const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    return [
      {
        name: 'initial JS, gzipped',
        value: gzipped / KB,
        unit: 'KB',
        max: 200,
        detail: files.map((file) => relative(dist, file)),
      },
    ];
  },
};
