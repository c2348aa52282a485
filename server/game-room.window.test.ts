// The seat of a player whose connection does not come back, with the
// reconnection window cut to a second (its own server: the window is set
// where the server is made).

import { afterAll, beforeAll, expect, it } from 'vitest';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, reconnectSeconds: 1, seed: 2024 } });
});

afterAll(async () => {
  await server.close();
});

it('gives a dropped player’s seat to a computer once the window has passed, and the game goes on to its end', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE', level: 'expert' }, { create: true });
  const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
  anne.send('fill', { seat: 2, level: 'novice' });
  anne.send('play');
  await anne.until(() => anne.last('game'));
  await anne.drop();
  expect(await bob.until(() => bob.all('notice')[0])).toEqual({ text: 'ANNE lost the connection; the seat waits for a second.' });
  expect(await bob.until(() => bob.all('notice')[1])).toEqual({ text: 'A computer plays for ANNE.' });
  bob.play();
  await bob.until(() => bob.last('table')?.stage === 'over');
  expect(bob.last('table')?.seats[0]).toEqual({ kind: 'computer', name: 'ANNE', level: 'expert', away: false });
  // Too late to come back: the seat is the computer's.
  await expect(anne.reconnect()).rejects.toThrow();
  await bob.leave();
});
