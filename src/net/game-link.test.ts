import { describe, expect, it } from 'vitest';
import { linkProblem, listing } from './game-link';

describe("what a kiosk says when the game server won't have it", () => {
  it("passes the server's own reason on", () => {
    expect(linkProblem(new Error('The table is full; you may watch the game.'), 'http://host:4173')).toBe('The table is full; you may watch the game.');
  });

  it('names the real cause when the server answered: a seat no longer kept is not an unreachable server', () => {
    const expired = Object.assign(new Error('reconnection token invalid or expired.'), { code: 524 });
    expect(linkProblem(expired, 'http://host:4173')).toBe('The seat is no longer kept: the game went on without it, or has ended.');
    const failed = Object.assign(new Error('failed to reconnect'), { code: 524 });
    expect(linkProblem(failed, 'http://host:4173')).not.toMatch(/cannot be reached/);
    const refused = Object.assign(new Error('The game has started; you may watch it.'), { code: 4215 });
    expect(linkProblem(refused, 'http://host:4173')).toBe('The game has started; you may watch it.');
  });

  it('says the server cannot be reached when nothing, or no game server, answered', () => {
    for (const error of [new TypeError('Failed to fetch'), new Error('connect ECONNREFUSED 127.0.0.1:4173'), new SyntaxError('Unexpected token < in JSON'), new Error('')]) {
      expect(linkProblem(error, 'http://host:4173')).toBe('The game server at http://host:4173 cannot be reached. Check that it is running, or ask the operator.');
    }
  });
});

describe("a listing from the server's lobby (hostile until checked)", () => {
  const good = { game: 'hearts', title: 'Hearts', host: 'ANNE', options: { pointLimit: 50 }, summary: 'to 50', taken: 1, seats: 4, stage: 'waiting' };

  it('keeps what it may show', () => {
    expect(listing('r', good)).toEqual({ roomId: 'r', ...good });
  });

  it("shows a summary that is too long, or in characters the kiosk's fonts lack, as none", () => {
    expect(listing('r', { ...good, summary: 'x'.repeat(101) })?.summary).toBe('');
    expect(listing('r', { ...good, summary: 'to 50 \u2665' })?.summary).toBe('');
    expect(listing('r', { ...good, summary: 7 })?.summary).toBe('');
    expect(listing('r', { ...good, summary: undefined })?.summary).toBe('');
  });

  it('lists nothing of a listing without a host, a game or seats it can read', () => {
    for (const bad of [null, 'x', { ...good, host: 7 }, { ...good, host: 'A'.repeat(13) }, { ...good, game: 'g'.repeat(17) }, { ...good, taken: '1' }]) expect(listing('r', bad)).toBeNull();
  });
});
