import { describe, expect, it } from 'vitest';
import { addressProblem, keptAddress, serverAddress } from './address';

describe("the game server's address", () => {
  it("is the page's own origin when the operator left it blank", () => {
    expect(serverAddress('', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(serverAddress('   ', 'http://kiosk.local')).toBe('http://kiosk.local');
  });

  it("is the operator's, without a trailing slash, when set", () => {
    expect(serverAddress(' http://192.168.1.20:4173/ ', 'http://127.0.0.1:4173')).toBe('http://192.168.1.20:4173');
  });

  it('is kept as its origin, in small letters', () => {
    expect(keptAddress('HTTP://192.168.1.20:4173')).toBe('http://192.168.1.20:4173');
    expect(keptAddress(' HTTPS://GAMES.EXAMPLE.ORG/ ')).toBe('https://games.example.org');
    expect(keptAddress('  ')).toBe('');
  });

  it('must be an http(s) host and port, nothing more', () => {
    expect(addressProblem('')).toBeNull();
    expect(addressProblem('http://192.168.1.20:4173')).toBeNull();
    expect(addressProblem('https://games.example.org/')).toBeNull();
    expect(addressProblem('192.168.1.20')).toMatch(/http:\/\//);
    expect(addressProblem('ftp://host')).toMatch(/http/);
    expect(addressProblem('http://host/path')).toMatch(/nothing after/);
  });
});
