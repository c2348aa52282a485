import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ALIASES } from './scripts/aliases.mjs';
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

/**
 * The kiosk kept for offline play (src/offline.ts registers it): a service
 * worker that Workbox writes at build time precaches the built kiosk, every
 * game's screen included, so a reload with the server gone brings it all
 * back. The speech synthesiser (1.7 MB) is kept only once Voices have loaded
 * it at that cabinet; the widget gallery is never kept. A new build waits
 * for the kiosk to take it at the title.
 */
function offlineKiosk(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Parlour',
      short_name: 'Parlour',
      description: 'Five 1990s card games in the look of their original machines.',
      display: 'fullscreen',
      orientation: 'landscape',
      background_color: '#000000',
      theme_color: '#000000',
      start_url: './',
      scope: './',
      icons: [
        { src: 'icons/parlour-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/parlour-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,woff,woff2,ttf,wasm,json,webmanifest}'],
      globIgnores: ['**/widgets.html', 'gallery/**', '**/speech-worker-*.js'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/matchmake/, /widgets\.html$/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [{ urlPattern: /\/assets\/speech-worker-[^/]+\.js$/, handler: 'CacheFirst', options: { cacheName: 'parlour-voices' } }],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  base: './',
  plugins: [contentSecurityPolicy(), offlineKiosk()],
  resolve: { alias: ALIASES },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    // The kiosk, and a page showing every retro widget for the browser tests and
    // for judging the looks by eye. The kiosk never links to it.
    rolldownOptions: {
      input: { main: 'index.html', widgets: 'widgets.html' },
      // Modules the first page shares with a renderer it does not use (Pixi's
      // Graphics with its Canvas renderer) get a chunk of their own, rather
      // than the first page loading that renderer's chunk whole.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // The widget page's own script apart (gallery/), so the offline copy can leave it out by its folder.
      // (Not for a build of one module for Node, as the benchmark makes: that keeps Vite's own naming.)
      ...(isSsrBuild === true ? {} : { output: { entryFileNames: (chunk: { name: string }) => (chunk.name === 'widgets' ? 'gallery/[name]-[hash].js' : 'assets/[name]-[hash].js') } }),
    },
  },
  // The speech worker bundles the synthesiser on its own, with its own
  // plugins; in development the dependency bundler reads it too.
  worker: { plugins: () => [latin1Synthesiser()] },
  optimizeDeps: { rolldownOptions: { plugins: [latin1Synthesiser()] } },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', headers: SECURITY_HEADERS },
}));
