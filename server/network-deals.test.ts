// Every network game is dealt from a fresh seed (a server with no fixed
// seed, as in play), and the whole game is sent to everyone at its end.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { thirtyone } from '../src/engine/thirtyone';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0 } });
});

afterAll(async () => {
  await server.close();
});

/** One whole game of two people and a computer: the first deal each saw, and the record sent at the end. */
async function oneGame() {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE' }, { create: true });
  const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
  anne.send('fill', { seat: 2, level: 'novice' });
  anne.send('play');
  const first = await anne.until(() => anne.all('game')[0]);
  const firstBob = await bob.until(() => bob.all('game')[0]);
  anne.play();
  bob.play();
  const record = await anne.until(() => anne.last('record'));
  // It comes ahead of the game's last step, so the end can show it.
  const at = (type: string) => anne.received.findIndex((r) => r.type === type && (type !== 'game' || (r.message as { events: { type: string }[] }).events.some((e) => e.type === 'game-over')));
  await anne.until(() => at('game') >= 0);
  expect(at('record')).toBeLessThan(at('game'));
  expect(await bob.until(() => bob.last('record'))).toEqual(record);
  const final = anne.last('game')?.view;
  await Promise.all([anne.leave(), bob.leave()]);
  return { hands: [first.view.hand, firstBob.view.hand], record, final };
}

it('deals two games in a row differently, and sends each whole game with its seed at the end', async () => {
  const one = await oneGame();
  const two = await oneGame();
  expect(one.hands).not.toEqual(two.hands);
  expect(one.record.seed).not.toBe(two.record.seed);
  // The record plays back to the very end each kiosk saw.
  for (const { record, final } of [one, two]) {
    let state = thirtyone.setup({ seed: record.seed, players: record.players, options: { variation: record.variation } });
    for (const action of record.actions) state = thirtyone.apply(state, action).state;
    expect(thirtyone.view(state, 0)).toEqual(final);
    expect(thirtyone.toAct(state)).toBeNull();
  }
});
