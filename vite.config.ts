import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { META_POLICY, SECURITY_HEADERS } from './scripts/csp.mjs';

/**
 * The built pages carry the policy in a <meta> tag too, so they keep it on
 * any server. Not in development: Vite's own client injects styles there.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'parlour-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: META_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * meSpeak's compiled eSpeak (the Voices' synthesiser) has Latin-1 letters in
 * its comments, and the bundler reads only UTF-8: that file is read as
 * Latin-1, which leaves its code, all ASCII, as it is.
 */
function latin1Synthesiser(): Plugin {
  return {
    name: 'parlour-latin1-synthesiser',
    load: (id) => (id.endsWith('/mespeak/src/ESpeak.js') ? readFileSync(id, 'latin1') : null),
  };
}

export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    // The kiosk, and a page showing every retro widget for the browser tests and
    // for judging the looks by eye. The kiosk never links to it.
    rolldownOptions: {
      input: { main: 'index.html', widgets: 'widgets.html' },
    },
  },
  // The speech worker bundles the synthesiser on its own, with its own
  // plugins; in development the dependency bundler reads it too.
  worker: { plugins: () => [latin1Synthesiser()] },
  optimizeDeps: { rolldownOptions: { plugins: [latin1Synthesiser()] } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', headers: SECURITY_HEADERS },
});
