// Hostile messages: every odd message name and payload shape a client can
// send, from a player and from a watcher. Each is refused to its sender with a
// reason (never converted or trusted), the process and its other tables carry
// on, and the game is played to its end.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServer, createGameServer } from './game-server';
import { unknownType } from './game-room';
import { TestPlayer } from './test-player';

let server: GameServer;

beforeAll(async () => {
  // Flooding is tested elsewhere: here every odd message must reach the room.
  server = await createGameServer({ port: 0, host: '127.0.0.1', settings: { pauseMs: 0, roundShowMs: 0, seed: 77, floodPerSecond: 1000 } });
});

afterAll(async () => {
  await server.close();
});

/** An object whose conversion to a string or number throws, as `String()` would find. */
const hostile = () => ({ toString: 0, valueOf: 0 });
const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** Every message name and payload shape tried, with the `of` the refusal must name. */
const ODD: [type: string | number, payload: unknown, of: string][] = [
  ['*', hostile(), '*'],
  ['*', { a: 1 }, '*'],
  ['*', undefined, '*'],
  ['*', 'pass', '*'],
  ['', { a: 1 }, '?'],
  ['__proto__', {}, '__proto__'],
  ['constructor', hostile(), 'constructor'],
  ['toString', 1, 'toString'],
  ['hasOwnProperty', null, 'hasOwnProperty'],
  [7, hostile(), '7'],
  [-1.5, [], '-1.5'],
  ['x'.repeat(41), undefined, '?'],
  ['\u0000\u001b[2J', undefined, '?'],
  ['action', hostile(), 'action'],
  ['action', { type: 'pass', toString: 0 }, 'action'],
  ['action', { type: { toString: 0 } }, 'action'],
  ['action', { type: 'change', card: { valueOf: 0 }, potCard: ['AS'] }, 'action'],
  ['action', { __proto__: { type: 'pass' } }, 'action'],
  ['action', deep(500), 'action'],
  ['action', 'x'.repeat(3000), 'action'],
  ['action', new Uint8Array(64), 'action'],
  ['chat', hostile(), 'chat'],
  ['chat', { text: hostile() }, 'chat'],
  ['chat', { text: 'x'.repeat(3000) }, 'chat'],
  ['fill', { seat: '__proto__', level: 'novice' }, 'fill'],
  ['fill', { seat: hostile(), level: hostile() }, 'fill'],
  ['play', hostile(), 'play'],
];

describe('hostile messages', () => {
  it('names no unknown type it cannot show safely', () => {
    expect(unknownType('dance', { a: 1 })).toBe('dance');
    expect(unknownType(hostile(), { reject: () => undefined })).toBe('*');
    expect(unknownType(hostile(), undefined)).toBe('?');
    expect(unknownType(Number.NaN, undefined)).toBe('?');
    expect(unknownType(12, undefined)).toBe('12');
  });

  it('refuses each to its sender alone, a player’s or a watcher’s; the other tables and the game go on to the end', async () => {
    const anne = await TestPlayer.join(server.url, { name: 'ANNE' }, { create: true });
    const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId: anne.room.roomId });
    const ed = await TestPlayer.join(server.url, { name: 'ED', watch: true }, { roomId: anne.room.roomId });
    const other = await TestPlayer.join(server.url, { name: 'OTTO' }, { create: true });
    anne.send('fill', { seat: 2, level: 'novice' });
    anne.send('play');
    await anne.until(() => anne.last('game'));
    for (const sender of [bob, ed]) {
      for (const [type, payload] of ODD) sender.room.send(type as string, payload);
      await sender.until(() => sender.all('refused').length >= ODD.length);
      expect(sender.all('refused').map((r) => r.of)).toEqual(ODD.map(([, , of]) => of));
      for (const refusal of sender.all('refused')) expect(refusal.reason.length).toBeLessThan(120);
    }
    expect(anne.all('refused')).toEqual([]);
    // Another table on the same server still answers.
    other.send('chat', { text: 'Anyone?' });
    expect(await other.until(() => other.last('chat')?.text)).toBe('Anyone?');
    anne.play();
    bob.play();
    await Promise.all([anne, bob, ed].map((p) => p.until(() => p.last('table')?.stage === 'over')));
    await Promise.all([anne, bob, ed, other].map((p) => p.leave()));
  });
});
