// The lobby takes messages from any client too: odd filters and unknown
// messages end neither the lobby nor the process.

import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameLink, type OpenGame } from '../src/net/game-link';
import { LOBBY_TYPE } from '../src/table/protocol';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0 } });
});

afterAll(async () => {
  await server.close();
});

it('survives odd filters and unknown messages, and still lists the games', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE' }, { create: true });
  const lobby = await new Client(server.url).joinOrCreate(LOBBY_TYPE, { filter: { metadata: { toString: 0 } } });
  const hostile = { toString: 0, valueOf: 0 };
  for (const filter of [hostile, { name: 'thirtyone', metadata: hostile }, { metadata: { host: 'ANNE', taken: hostile } }, null, 'x', 7, []]) lobby.send('filter', filter);
  lobby.send('*', hostile);
  lobby.send('dance', hostile);
  // A new game is still listed to a fresh lobby client, and the table still plays.
  const listed = await new Promise<readonly OpenGame[]>((resolve) => {
    void new GameLink(server.url).lobby((games) => games.length > 0 && resolve(games));
  });
  expect(listed.map((game) => game.host)).toEqual(['ANNE']);
  anne.send('chat', { text: 'Still here.' });
  expect(await anne.until(() => anne.last('chat')?.text)).toBe('Still here.');
  await anne.leave();
  // The lobby client that sent a message nobody handles was sent away; leaving again is harmless.
  if (lobby.connection.isOpen) await lobby.leave();
});
