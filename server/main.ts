// The game server's entry, built into dist-server/main.js.
//
//   node dist-server/main.js            the game server alone (`npm run server`)
//   node dist-server/main.js --kiosk    the built kiosk too, on the same port (`npm start`)
//
// PORT (default 4173) and HOST (default 0.0.0.0, every network this machine
// is on, so other kiosks on the LAN can join) set where it listens.
// REDIS_URL (e.g. redis://127.0.0.1:6379) shares the lobby and matchmaking
// with every other game-server process given the same Redis server; each
// process is then reached at PUBLIC_ADDRESS (host:port), by default this
// machine's LAN address (or HOST) and PORT.

import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createGameServer } from './game-server';
import { redisProblem } from './shared-lobby';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const requested = Number(process.env.PORT === undefined || process.env.PORT === '' ? 4173 : process.env.PORT);
const port = Number.isInteger(requested) && requested >= 0 && requested < 65536 ? requested : 4173;
const host = process.env.HOST === undefined || process.env.HOST === '' ? '0.0.0.0' : process.env.HOST;
const kiosk = process.argv.includes('--kiosk');
const redisUrl = setting('REDIS_URL');

/** An environment variable's value; null when unset or empty. */
function setting(name: string): string | null {
  const value = process.env[name];
  return value === undefined || value === '' ? null : value;
}

/** The addresses other machines reach this one by. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((interfaces) => (interfaces ?? []).filter((i) => i.family === 'IPv4' && !i.internal).map((i) => i.address));
}

/** Where other machines reach this process's rooms, when it shares its lobby (null: HOST and the port). */
function publicAddress(): string | null {
  const lan = host === '0.0.0.0' && port !== 0 ? lanAddresses()[0] : undefined;
  return setting('PUBLIC_ADDRESS') ?? (lan === undefined ? null : `${lan}:${port}`);
}

if (kiosk && !existsSync(`${DIST}index.html`)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const redisDown = redisUrl === null ? null : await redisProblem(redisUrl);
if (redisDown !== null) {
  console.error(redisDown);
  process.exit(1);
}

try {
  const server = await createGameServer({ port, host, staticDir: kiosk ? DIST : null, redisUrl, publicAddress: publicAddress() });
  const what = kiosk ? 'Parlour (the kiosk and its game server)' : "Parlour's game server";
  console.log(`\n${what} is running at ${server.url}`);
  if (redisUrl !== null) console.log("  sharing its lobby and matchmaking with the other game servers on REDIS_URL");
  if (host === '0.0.0.0') for (const address of lanAddresses()) console.log(`  other machines on this network: http://${address}:${server.port}/`);
  console.log('Press Ctrl+C to stop.\n');
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    console.log('Closing the game rooms...');
    void server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
