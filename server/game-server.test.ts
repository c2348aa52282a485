import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_TYPE, type RoomListing } from '../src/table/protocol';

const ROOM_TYPE = 'thirtyone';
import { SECURITY_HEADERS } from '../scripts/csp.mjs';
import { type GameServer, createGameServer } from './game-server';
import { TestPlayer } from './test-player';

let server: GameServer;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'parlour-server-'));
  const kiosk = join(folder, 'dist');
  mkdirSync(join(kiosk, 'assets', 'empty'), { recursive: true });
  writeFileSync(join(kiosk, 'index.html'), '<!doctype html><title>Parlour</title>');
  writeFileSync(join(kiosk, 'assets', 'main.js'), 'console.log(31);');
  writeFileSync(join(kiosk, 'assets', 'page.css'), 'body{}');
  writeFileSync(join(folder, 'secret.txt'), 'not for visitors');
  server = await createGameServer({ port: 0, host: '127.0.0.1', staticDir: kiosk, settings: { pauseMs: 0, roundShowMs: 0 } });
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A GET of `path` exactly as written (fetch would tidy away a `..`). */
function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(server.url), { path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the kiosk beside the games', () => {
  it('serves index.html at / and each file with its type and the security headers', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Parlour</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(page.headers[name.toLowerCase()]).toBe(value);
    expect(page.headers['x-powered-by']).toBeUndefined();
    expect((await get('/assets/main.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/page.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const head = await get('/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('lists no folder and gives nothing outside its own', async () => {
    for (const path of ['/assets/', '/assets/empty', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%00', '/missing.js']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('not for visitors');
    }
  });

  it('still answers Colyseus matchmaking on the same port', async () => {
    const response = await fetch(new URL(`matchmake/joinOrCreate/${ROOM_TYPE}`, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'ANNE' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: ROOM_TYPE, roomId: expect.any(String), sessionId: expect.any(String) });
    const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { create: true });
    expect(await bob.until(() => bob.last('table'))).toMatchObject({ you: 0, stage: 'waiting' });
    await bob.leave();
  });
});

describe('the lobby', () => {
  it('lists a hosted game live: its host, variation and seats, as players join, Play is pressed, and the room closes', async () => {
    const lobby = await new Client(server.url).joinOrCreate(LOBBY_TYPE);
    const listed = new Map<string, RoomListing>();
    const changes: (RoomListing | null)[] = [];
    lobby.onMessage('rooms', (rooms: { roomId: string; metadata: RoomListing }[]) => {
      for (const room of rooms) listed.set(room.roomId, room.metadata);
    });
    lobby.onMessage('+', ([roomId, room]: [string, { metadata: RoomListing }]) => {
      listed.set(roomId, room.metadata);
      changes.push(room.metadata);
    });
    lobby.onMessage('-', (roomId: string) => {
      listed.delete(roomId);
      changes.push(null);
    });
    const anne = await TestPlayer.join(server.url, { name: 'ANNE', variation: 'van-eer-maas' }, { create: true });
    const roomId = anne.room.roomId;
    await expect.poll(() => listed.get(roomId), { timeout: 5000 }).toEqual({ game: 'thirtyone', title: 'Thirty-One', host: 'ANNE', options: { variation: 'van-eer-maas' }, variation: 'van-eer-maas', summary: 'variation 2', taken: 1, seats: 4, stage: 'waiting' });
    const bob = await TestPlayer.join(server.url, { name: 'BOB' }, { roomId });
    await expect.poll(() => listed.get(roomId)?.taken, { timeout: 5000 }).toBe(2);
    anne.send('play');
    await expect.poll(() => listed.get(roomId)?.stage, { timeout: 5000 }).toBe('playing');
    await anne.leave();
    await bob.leave();
    await expect.poll(() => listed.has(roomId), { timeout: 5000 }).toBe(false);
    expect(changes.at(-1)).toBeNull();
    await lobby.leave();
  });
});
