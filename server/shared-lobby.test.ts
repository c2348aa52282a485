// Two game-server processes sharing one lobby through Debian's redis-server:
// the built entry, run twice under plain Node with REDIS_URL, as two
// machines of a LAN would run it. A table hosted on one is listed by the
// other's lobby, joined through the other's matchmaking, and played: the
// other's lobby follows it from waiting to playing, and drops it when left.
// (Games played to their end, with each round's results shown, are the
// single process's tests: game-room.test.ts.)

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOBBY_TYPE, type RoomListing } from '../src/table/protocol';
import { createGameServer } from './game-server';
import { freePort } from './shared-lobby';
import { TestPlayer } from './test-player';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so the build finds the packages in node_modules as dist-server/ does.
const OUT = fileURLToPath(new URL('../node_modules/.cache/parlour-shared-lobby-test/', import.meta.url));
const HOST = '127.0.0.1';
const started: ChildProcess[] = [];
const urls: string[] = [];
let redisUrl = '';
let redisPort = 0;

/** How many connections Redis has open now (the asking one included). */
function redisClients(): number {
  const info = spawnSync('redis-cli', ['-h', HOST, '-p', String(redisPort), 'info', 'clients'], { encoding: 'utf8' }).stdout;
  return Number(/connected_clients:(\d+)/.exec(info)?.[1]);
}

/** Runs `command`, resolving once its output matches `ready` with the match; throws with the output if it exits first. */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<RegExpExecArray> {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  started.push(child);
  let output = '';
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${command} stopped (${String(code)}) before it was ready:\n${output}`);
  });
  const matched = new Promise<RegExpExecArray>((resolve) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match !== null) resolve(match);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  return Promise.race([matched, exited]);
}

beforeAll(async () => {
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    throw new Error("redis-server is not installed: install Debian's 'redis-server' package (apt-get install --no-install-recommends redis-server), as .ci/run does.");
  }
  redisPort = await freePort(HOST);
  redisUrl = `redis://${HOST}:${redisPort}`;
  await Promise.all([
    start('redis-server', ['--port', String(redisPort), '--bind', HOST, '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/),
    build({ root: ROOT, configFile: `${ROOT}vite.server.config.ts`, logLevel: 'silent', build: { outDir: OUT } }),
  ]);
  const env = { HOST, PORT: '0', REDIS_URL: redisUrl };
  for (let i = 0; i < 2; i++) urls.push((await start(process.execPath, [`${OUT}main.js`], env, /running at (http:\S+)/))[1] ?? '');
}, 60_000);

afterAll(async () => {
  // The game servers first, each closing its own Redis connections; Redis last.
  for (const child of started.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}, 20_000);

it('lists a table hosted on one server in the lobby of another, whose player joins it there and plays', async () => {
  const [onA, onB] = urls;
  if (onA === undefined || onB === undefined) throw new Error('The two game servers did not start.');
  expect(onA).not.toBe(onB);
  // B's own lobby: a process makes the rooms created through it.
  const lobby = await new Client(onB).create(LOBBY_TYPE);
  const listed = new Map<string, RoomListing>();
  lobby.onMessage('rooms', (rooms: { roomId: string; metadata: RoomListing }[]) => {
    for (const room of rooms) listed.set(room.roomId, room.metadata);
  });
  lobby.onMessage('+', ([roomId, room]: [string, { metadata: RoomListing }]) => listed.set(roomId, room.metadata));
  lobby.onMessage('-', (roomId: string) => listed.delete(roomId));

  const anne = await TestPlayer.join(onA, { name: 'ANNE', variation: 'van-eer-maas' }, { create: true });
  const hosted = () => [...listed].find(([, listing]) => listing.host === 'ANNE');
  await expect.poll(() => hosted()?.[1], { timeout: 10_000 }).toEqual({ game: 'thirtyone', title: 'Thirty-One', host: 'ANNE', options: { variation: 'van-eer-maas' }, variation: 'van-eer-maas', summary: 'variation 2', taken: 1, seats: 4, stage: 'waiting' });
  const found = hosted()?.[0] ?? '';
  expect(found).toBe(anne.room.roomId);

  // Through B's matchmaking, which reserves the seat in A's process and sends BOB there.
  const bob = await TestPlayer.join(onB, { name: 'BOB' }, { roomId: found });
  expect(await bob.until(() => bob.last('table'))).toMatchObject({ you: 1, variation: 'van-eer-maas' });
  await expect.poll(() => listed.get(found)?.taken, { timeout: 10_000 }).toBe(2);

  anne.play();
  bob.play();
  anne.send('play');
  await expect.poll(() => listed.get(found)?.stage, { timeout: 10_000 }).toBe('playing');
  // Both people move in A's process, BOB sent there by B: each sees the other's move.
  const movers = (player: TestPlayer) => player.all('game').flatMap((m) => (m.move === null ? [] : [m.move.seat]));
  for (const player of [anne, bob]) await player.until(() => [0, 1].every((seat) => movers(player).includes(seat)));
  for (const player of [anne, bob]) expect(player.all('refused')).toEqual([]);

  await Promise.all([anne.leave(), bob.leave()]);
  await expect.poll(() => listed.has(found), { timeout: 10_000 }).toBe(false);
  await lobby.leave();
}, 60_000);

it('closes its Redis connections when it closes, leaving nothing to hold its process open', async () => {
  const before = redisClients();
  const server = await createGameServer({ port: 0, host: HOST, redisUrl });
  await expect.poll(redisClients, { timeout: 10_000 }).toBeGreaterThan(before);
  await server.close();
  await expect.poll(redisClients, { timeout: 10_000 }).toBe(before);
}, 30_000);
