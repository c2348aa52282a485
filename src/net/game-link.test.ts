import { describe, expect, it } from 'vitest';
import { linkProblem } from './game-link';

describe("what a kiosk says when the game server won't have it", () => {
  it("passes the server's own reason on", () => {
    expect(linkProblem(new Error('The table is full; you may watch the game.'), 'http://host:4173')).toBe('The table is full; you may watch the game.');
  });

  it('says the server cannot be reached when nothing, or no game server, answered', () => {
    for (const error of [new TypeError('Failed to fetch'), new Error('connect ECONNREFUSED 127.0.0.1:4173'), new SyntaxError('Unexpected token < in JSON'), new Error('')]) {
      expect(linkProblem(error, 'http://host:4173')).toBe('The game server at http://host:4173 cannot be reached. Check that it is running, or ask the operator.');
    }
  });
});
