// The game server's entry, built into dist-server/main.js.
//
//   node dist-server/main.js            the game server alone (`npm run server`)
//   node dist-server/main.js --kiosk    the built kiosk too, on the same port (`npm start`)
//
// PORT (default 4173) and HOST (default 0.0.0.0, every network this machine
// is on, so other kiosks on the LAN can join) set where it listens.

import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createGameServer } from './game-server';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const requested = Number(process.env.PORT === undefined || process.env.PORT === '' ? 4173 : process.env.PORT);
const port = Number.isInteger(requested) && requested >= 0 && requested < 65536 ? requested : 4173;
const host = process.env.HOST === undefined || process.env.HOST === '' ? '0.0.0.0' : process.env.HOST;
const kiosk = process.argv.includes('--kiosk');

/** The addresses other machines reach this one by. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((interfaces) => (interfaces ?? []).filter((i) => i.family === 'IPv4' && !i.internal).map((i) => i.address));
}

if (kiosk && !existsSync(`${DIST}index.html`)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

try {
  const server = await createGameServer({ port, host, staticDir: kiosk ? DIST : null });
  const what = kiosk ? 'Parlour (the kiosk and its game server)' : "Parlour's game server";
  console.log(`\n${what} is running at ${server.url}`);
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
