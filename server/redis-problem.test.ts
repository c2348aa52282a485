import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, redisProblem } from './shared-lobby';

describe('a REDIS_URL checked at start', () => {
  it('is refused in one line when nothing listens there, or it is no redis:// address', async () => {
    const port = await freePort('127.0.0.1');
    expect(await redisProblem(`redis://127.0.0.1:${port}`)).toMatch(new RegExp(`^No Redis server at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\)`));
    expect(await redisProblem('http://127.0.0.1:6379')).toBe('REDIS_URL starts with redis:// (or rediss://).');
    expect(await redisProblem('not an address')).toMatch(/^REDIS_URL is not an address/);
  });

  it('passes when something answers there', async () => {
    const listener = createServer((socket) => socket.end());
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    const address = listener.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      expect(await redisProblem(`redis://127.0.0.1:${address.port}`)).toBeNull();
    } finally {
      listener.close();
    }
  });
});
