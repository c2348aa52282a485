// Module names the kiosk's sources use beyond what packages export, for the
// build (vite.config.ts) and the tests in Node (vitest.config.ts) alike.

import { fileURLToPath } from 'node:url';

export const ALIASES = {
  // Pixi's eval-free functions, which its package does not export one by one (src/renderer/no-eval.ts).
  'pixi-unsafe-eval': fileURLToPath(new URL('../node_modules/pixi.js/lib/unsafe-eval', import.meta.url)),
};
