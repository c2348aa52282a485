// The game server: Colyseus over WebSockets on a plain Node HTTP server,
// with Colyseus' lobby and the Thirty-One room, and (for `npm start`) the
// built kiosk on the same port, so one machine on a LAN hosts both.
// Colyseus' own routes (matchmaking) answer first; everything else is a file.

import { createServer } from 'node:http';
import { LobbyRoom, Server, type ServerOptions } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LOBBY_TYPE, ROOM_TYPE } from '../src/net/protocol';
import './node-websocket';
import { DEFAULT_SETTINGS, type RoomSettings } from './room-settings';
import { staticFiles } from './static-files';
import { ThirtyOneRoom } from './thirtyone-room';

export interface GameServerOptions {
  /** 0 lets the system pick a free port. */
  port: number;
  /** '0.0.0.0' for every network the machine is on; '127.0.0.1' for this machine alone. */
  host: string;
  /** The built kiosk to serve beside the games; null or absent for the game server alone. */
  staticDir?: string | null;
  /** How the tables run (computers' pause, the reconnection window, a fixed seed). */
  settings?: Partial<RoomSettings>;
}

export interface GameServer {
  /** The server's address on this machine. */
  url: string;
  port: number;
  /** Closes every room and the port. */
  close(): Promise<void>;
}

export async function createGameServer({ port, host, staticDir = null, settings = {} }: GameServerOptions): Promise<GameServer> {
  const http = createServer();
  const options: ServerOptions = { transport: new WebSocketTransport({ server: http }), greet: false, gracefullyShutdown: false };
  if (staticDir !== null) {
    options.express = (app) => {
      app.disable('x-powered-by');
      app.use(staticFiles(staticDir));
    };
  }
  const server = new Server(options);
  server.define(LOBBY_TYPE, LobbyRoom);
  server.define(ROOM_TYPE, ThirtyOneRoom, { settings: { ...DEFAULT_SETTINGS, ...settings } }).enableRealtimeListing();
  await server.listen(port, host);
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('The game server has no TCP address.');
  const local = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
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
