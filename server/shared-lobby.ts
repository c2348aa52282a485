// Several game-server processes, one lobby: Colyseus' Redis presence and
// driver let every process list and find the rooms of all of them. A room
// still lives in one process and its players' connections must reach that
// process, so each one names the address it is reached at (its public
// address), which the seat reservations it hands out carry to the clients.

import { connect, createServer } from 'node:net';
import { type ServerOptions, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';

/**
 * The Colyseus options that share the lobby through the Redis server at
 * `redisUrl`, this process being reached at `publicAddress` (`host:port`).
 * Colyseus' shutdown quits both Redis connections, so a closed server leaves
 * nothing holding its process open.
 */
export function sharedLobbyOptions(redisUrl: string, publicAddress: string): ServerOptions {
  return {
    presence: new RedisPresence(redisUrl),
    driver: new RedisDriver(redisUrl),
    publicAddress,
    // A table is made in the process its host asked, as without Redis: Colyseus
    // would otherwise put it in whichever process holds the fewest rooms.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  };
}

/**
 * Why the Redis server at `redisUrl` cannot be used, or null when it
 * answers a connection. Checked once at start, so a wrong REDIS_URL is one
 * clear line rather than the Redis client's endless retries.
 */
export function redisProblem(redisUrl: string, timeoutMs = 3000): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(redisUrl);
  } catch {
    return Promise.resolve(`REDIS_URL is not an address (redis://host:port): ${redisUrl}`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') return Promise.resolve('REDIS_URL starts with redis:// (or rediss://).');
  const where = `${url.hostname}:${url.port || '6379'}`;
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: timeoutMs });
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem);
    };
    socket.once('connect', () => done(null));
    socket.once('timeout', () => done(`No Redis server answered at ${where} (REDIS_URL) within ${timeoutMs / 1000} s.`));
    socket.once('error', (error) => done(`No Redis server at ${where} (REDIS_URL): ${error.message}`));
  });
}

/** A port free on `host` now, for a process that must name its address before it listens. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (address !== null && typeof address !== 'string' ? resolve(address.port) : reject(new Error('No TCP port was given.'))));
    });
  });
}
