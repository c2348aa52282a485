// Between rounds the server deals for everyone: a round's end is shown for a
// while at every kiosk, then play goes on whether or not anyone pressed
// Deal; the new dealer may deal sooner. (A server of its own: the pause is
// set where the server is made, here far longer than the test.)

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameMessage } from '../src/table/protocol';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer, passing } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, seed: 12, roundShowMs: 600_000 } });
});

afterAll(async () => {
  await server.close();
});

const roundEnded = (m: GameMessage | undefined) => m !== undefined && m.events.some((e) => e.type === 'round-end');

it('holds the next round while the round’s end is shown, until the new dealer deals; nobody else may', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE' }, { create: true });
  const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
  anne.send('play');
  // Both pass until the first round ends, then stop answering.
  let ended = false;
  for (const p of [anne, bob]) p.play((legal, m) => (ended || roundEnded(m) ? ((ended = true), null) : passing(legal)));
  const end = await anne.until(() => anne.all('game').find(roundEnded));
  await bob.until(() => bob.all('game').find(roundEnded));
  const dealer = end.view.dealer;
  const [atDeal, other] = dealer === 0 ? [anne, bob] : [bob, anne];
  // Nobody is asked to move while the round's end is shown.
  const asked = (p: TestPlayer) => p.all('game').filter((m) => m.legal.length > 0).length;
  const before = [asked(anne), asked(bob)];
  other.send('deal');
  expect(await other.until(() => other.last('refused'))).toEqual({ reason: 'The dealer deals the next round.', of: 'deal' });
  expect([asked(anne), asked(bob)]).toEqual(before);
  atDeal.send('deal');
  expect(atDeal.all('refused')).toEqual([]);
  // The new round's first turn is put to its player.
  await Promise.race([anne, bob].map((p, seat) => p.until(() => asked(p) > (before[seat] ?? 0))));
  atDeal.send('deal');
  expect(await atDeal.until(() => atDeal.all('refused').find((r) => r.of === 'deal'))).toEqual({ reason: 'There is nothing to deal now.', of: 'deal' });
  await Promise.all([anne.leave(), bob.leave()]);
});
