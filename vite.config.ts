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
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', headers: SECURITY_HEADERS },
});
