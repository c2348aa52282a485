// The turn clock at a real table, with its seconds cut short (a server of
// its own: the length of a second is set where the server is made).

import { afterAll, beforeAll, expect, it } from 'vitest';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, seed: 31, turnSecondMs: 10 } });
});

afterAll(async () => {
  await server.close();
});

it('moves for a person who stops playing, then plays their seat until they move again; the table never stalls', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE', turnSeconds: 30 }, { create: true });
  const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
  anne.send('play');
  expect(await anne.until(() => anne.last('table'))).toMatchObject({ turnSeconds: 30 });
  anne.play();
  // Bob walks away: everyone is told his last seconds, and a computer moves for him.
  expect(await anne.until(() => anne.all('notice')[0])).toEqual({ text: 'Time ran out for BOB: a computer made the move.' });
  // The last ten seconds are told one by one, in order (how many arrive before time is up depends on the cut-short clock).
  const told = anne.all('clock').filter((c) => c.seat === 1).map((c) => c.seconds);
  const firstTurn = told.slice(0, told.indexOf(10, 1) < 0 ? told.length : told.indexOf(10, 1));
  expect(firstTurn.length).toBeGreaterThan(0);
  expect(firstTurn).toEqual(firstTurn.map((_, i) => 10 - i));
  expect(bob.all('clock').length).toBeGreaterThan(0);
  expect(await anne.until(() => anne.all('notice')[2])).toEqual({ text: 'BOB missed 3 turns: a computer plays for BOB until BOB moves again.' });
  // Back at the kiosk, he moves and the seat is his again.
  bob.play();
  expect(await anne.until(() => anne.all('notice')[3])).toEqual({ text: 'BOB is playing again.' });
  await Promise.all([anne, bob].map((p) => p.until(() => p.last('table')?.stage === 'over')));
  expect(anne.last('table')?.seats[1]).toMatchObject({ kind: 'person', name: 'BOB' });
  await Promise.all([anne.leave(), bob.leave()]);
});

it('tells everyone when the host chooses no clock (the seat then waits as long as it takes: see turn-clock.test.ts)', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE', turnSeconds: 0 }, { create: true });
  const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
  expect(await bob.until(() => bob.last('table'))).toMatchObject({ turnSeconds: 0 });
  await Promise.all([anne.leave(), bob.leave()]);
});

it('refuses a turn clock no host may choose', async () => {
  await expect(TestPlayer.join(server.url, { name: 'ANNE', turnSeconds: 7 as 30 }, { create: true })).rejects.toThrow('Those game options are not known.');
});
