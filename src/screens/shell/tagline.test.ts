import { describe, expect, it } from 'vitest';
import { GAMES } from '../registry';
import { gamesTagline } from './tagline';

describe('the title line', () => {
  it('counts the games installed', () => {
    // Three games are installed today; the line used to say five whatever the count.
    expect(GAMES.length === 5 || !gamesTagline(GAMES.length).startsWith('Five')).toBe(true);
    expect(gamesTagline(3)).toBe('Three card games from the 1990s');
    expect(gamesTagline(5)).toBe('Five card games from the 1990s');
    expect(gamesTagline(1)).toBe('A card game from the 1990s');
  });

  it('promises no number it cannot spell, and none at all with no game', () => {
    expect(gamesTagline(0)).toBe('Card games from the 1990s');
    expect(gamesTagline(40)).toBe('Card games from the 1990s');
  });
});
