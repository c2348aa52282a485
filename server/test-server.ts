// A real game server for a test file that drives the whole kiosk in Node:
// started before the file's tests where the kiosk's page finds it (its
// origin), the computers moving at once and no flood limit (a kiosk in Node
// moves as fast as it is answered: the limit is for people), closed after.

import { afterAll, beforeAll, vi } from 'vitest';
import { type GameServer, createGameServer } from './game-server';
import type { RoomSettings } from './room-settings';

/** The file's game server, once its tests run; `settings` over the quick ones (a seed for the deals...). */
export function kioskGameServer(settings: Partial<RoomSettings> = {}): () => GameServer {
  let server: GameServer | null = null;
  beforeAll(async () => {
    server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, floodPerSecond: 100_000, ...settings } });
    vi.stubGlobal('location', { origin: server.url });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });
  return () => {
    if (server === null) throw new Error('The game server starts before the tests.');
    return server;
  };
}
