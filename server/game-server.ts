// The game server: Colyseus over WebSockets on a plain Node HTTP server,
// with Colyseus' lobby and a room type for every game, and (for `npm start`) the
// built kiosk on the same port, so one machine on a LAN hosts both.
// Colyseus' own routes (matchmaking) answer first; everything else is a file.
// Given a Redis server, several such processes share one lobby and matchmaking:
// rooms are listed and found through Redis, wherever they run.

import { createServer } from 'node:http';
import { LobbyRoom, type RoomException, Server, type ServerOptions } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LOBBY_TYPE } from '../src/table/protocol';
import './node-websocket';
import { DEFAULT_SETTINGS, type RoomSettings } from './room-settings';
import { freePort, sharedLobbyOptions } from './shared-lobby';
import { staticFiles } from './static-files';
import { GAME_ROOMS } from './game-rooms';

/** Colyseus' lobby, whose faults (any client may send it anything) are logged and end nothing else. */
class Lobby extends LobbyRoom {
  override onUncaughtException(error: RoomException, method: string): void {
    console.error(`Lobby: ${method} failed`, error);
  }
}

export interface GameServerOptions {
  /** 0 lets the system pick a free port. */
  port: number;
  /** '0.0.0.0' for every network the machine is on; '127.0.0.1' for this machine alone. */
  host: string;
  /** The built kiosk to serve beside the games; null or absent for the game server alone. */
  staticDir?: string | null;
  /** How the tables run (computers' pause, the reconnection window, a fixed seed). */
  settings?: Partial<RoomSettings>;
  /** A Redis server (`redis://host:port`) shared with other game-server processes; null or absent for this process alone. */
  redisUrl?: string | null;
  /** With Redis, the `host:port` other machines reach this process at; by default the host listened on and the port. */
  publicAddress?: string | null;
}

export interface GameServer {
  /** The server's address on this machine. */
  url: string;
  port: number;
  /** Closes every room and the port. */
  close(): Promise<void>;
}

export async function createGameServer({ port, host, staticDir = null, settings = {}, redisUrl = null, publicAddress = null }: GameServerOptions): Promise<GameServer> {
  const http = createServer();
  let options: ServerOptions = { transport: new WebSocketTransport({ server: http }), greet: false, gracefullyShutdown: false };
  const local = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  if (redisUrl !== null) {
    // The public address is named before listening, so an unspecified port is chosen first.
    if (port === 0) port = await freePort(host);
    options = { ...options, ...sharedLobbyOptions(redisUrl, publicAddress ?? `${local}:${port}`) };
  }
  if (staticDir !== null) {
    options.express = (app) => {
      app.disable('x-powered-by');
      app.use(staticFiles(staticDir));
    };
  }
  const server = new Server(options);
  server.define(LOBBY_TYPE, Lobby);
  for (const { id, room } of GAME_ROOMS) server.define(id, room, { settings: { ...DEFAULT_SETTINGS, ...settings } }).enableRealtimeListing();
  await server.listen(port, host);
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('The game server has no TCP address.');
  return {
    url: `http://${local}:${address.port}/`,
    port: address.port,
    close: async () => {
      const closed = new Promise<void>((done) => (http.listening ? http.once('close', () => done()) : done()));
      await server.gracefullyShutdown(false);
      http.closeAllConnections();
      await closed;
    },
  };
}
