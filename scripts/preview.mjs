// One way to serve the production build, shared by `npm start`, the browser
// tests and the benchmark, so they all exercise exactly what ships.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { SECURITY_HEADERS } from './csp.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DIST = join(ROOT, 'dist');

/**
 * Serve `dist/` (or a copy of it, `dir`: a test's "new build") on 127.0.0.1.
 * With `strictPort: false` a busy port moves on to the next free one; port 0
 * lets the system pick. `plain` serves `dir` as any static page, without the
 * kiosk's configuration or its security headers (the benchmark's bare page).
 * @param {{ port?: number, strictPort?: boolean, dir?: string, plain?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPreview({ port = 4173, strictPort = false, dir = DIST, plain = false } = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`npm run build\` first.`);
  }
  const server = await preview({
    root: ROOT,
    ...(plain ? { configFile: false } : {}),
    build: { outDir: dir },
    logLevel: 'silent',
    // The same headers as vite.config.ts gives `vite preview`: the policy is sent, not only embedded.
    preview: { host: '127.0.0.1', port, strictPort, open: false, headers: plain ? {} : SECURITY_HEADERS },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('The preview server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => server.close(),
  };
}
