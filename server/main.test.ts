// The built server, run as `npm run server` runs it: Node without
// TypeScript, every package left to node_modules.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
const ROOM_TYPE = 'thirtyone';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so the build finds the packages in node_modules as dist-server/ does.
const OUT = fileURLToPath(new URL('../node_modules/.cache/parlour-server-test/', import.meta.url));
const started: ChildProcess[] = [];

beforeAll(async () => {
  await build({ root: ROOT, configFile: `${ROOT}vite.server.config.ts`, logLevel: 'silent', build: { outDir: OUT } });
}, 60_000);

afterAll(() => {
  for (const child of started) child.kill();
});

/** Runs the built entry with `args`; resolves with the process and everything it has printed so far. */
function run(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [`${OUT}main.js`, ...args], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' } });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

it('serves the games, says where, and stops cleanly on SIGTERM', async () => {
  const { child, output } = run([]);
  await expect.poll(output, { timeout: 20_000 }).toMatch(/game server is running at http:\/\/127\.0\.0\.1:\d+\//);
  const url = /running at (\S+)/.exec(output())?.[1] ?? '';
  const response = await fetch(new URL(`matchmake/joinOrCreate/${ROOM_TYPE}`, url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'ANNE' }) });
  expect(await response.json()).toMatchObject({ name: ROOM_TYPE });
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  expect(await exited).toEqual([0, null]);
}, 30_000);

it('refuses to serve the kiosk before it is built', async () => {
  const { child, output } = run(['--kiosk']);
  expect(await once(child, 'exit')).toEqual([1, null]);
  expect(output()).toContain('dist/index.html is missing: run `npm run build` first.');
}, 30_000);
