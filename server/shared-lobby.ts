// Several game-server processes, one lobby: Colyseus' Redis presence and
// driver let every process list and find the rooms of all of them. A room
// still lives in one process and its players' connections must reach that
// process, so each one names the address it is reached at (its public
// address), which the seat reservations it hands out carry to the clients.

import { createServer } from 'node:net';
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
