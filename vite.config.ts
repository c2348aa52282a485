import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
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
  preview: { host: '127.0.0.1' },
});
