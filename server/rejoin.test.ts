// A page reloaded again and again in one network game: each reload comes
// back to its seat with the newest token, and an old token is refused with
// its real cause, not as an unreachable server.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameLink, linkProblem } from '../src/net/game-link';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, seed: 5 } });
});

afterAll(async () => {
  await server.close();
});

it('takes the seat back at every reload with the newest token; an old one is refused as a seat no longer kept', async () => {
  const anne = await TestPlayer.join(server.url, { name: 'ANNE' }, { create: true });
  const link = new GameLink(server.url);
  const first = await link.join(anne.room.roomId, { name: 'BOB' });
  anne.send('play');
  await anne.until(() => anne.last('table')?.stage === 'playing');
  let token = first.token;
  const tokens = [token];
  let last = first;
  for (let reload = 0; reload < 3; reload += 1) {
    // The page goes away without leaving; the next page comes back with the kept token.
    last.drop();
    await anne.until(() => anne.last('table')?.seats[1]?.away === true);
    last = await new GameLink(server.url).rejoin(token);
    await anne.until(() => anne.last('table')?.seats[1]?.away === false);
    token = last.token;
    expect(tokens).not.toContain(token);
    tokens.push(token);
  }
  const stale = await new GameLink(server.url).rejoin(tokens[0] ?? '').catch((error: unknown) => error);
  expect(linkProblem(stale, server.url)).toBe('The seat is no longer kept: the game went on without it, or has ended.');
  last.leave();
  await anne.leave();
});
