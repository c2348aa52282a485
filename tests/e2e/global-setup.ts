// Serves the production build once for all browser test files, and the
// game server with the same build beside it for network play. The npm script
// builds first; running the e2e project on its own rebuilds only when the
// sources are newer than dist/.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { DIST, ROOT, startPreview } from '../../scripts/preview.mjs';
import { createGameServer } from '../../server/game-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served kiosk, ending in '/'. */
    baseUrl: string;
    /** The game server with the kiosk beside it on one port (as `npm start` serves them), ending in '/'. */
    gameUrl: string;
  }
}

const SOURCES = ['src', 'assets', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function distIsFresh(): boolean {
  const built = join(DIST, 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(ROOT, source)) <= builtAt);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!distIsFresh()) await build({ root: ROOT, logLevel: 'warn' });
  const server = await startPreview({ port: 0, strictPort: true });
  project.provide('baseUrl', server.url);
  // Computers move at once: the pages' own animation is what people follow.
  const games = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: DIST, settings: { pauseMs: 0, roundShowMs: 0 } });
  project.provide('gameUrl', games.url);
  return async () => {
    await games.close();
    await server.close();
  };
}
