import { describe, expect, it } from 'vitest';
import { choosers, isThinkingGame } from './ai/registry';
import { catalog } from './catalog';
import { games } from './index';

describe('the catalog', () => {
  it('files each game under its own id', () => {
    for (const [id, entry] of Object.entries(catalog)) expect(entry.game.id).toBe(id);
  });

  it('is where the games and their computer players are listed', () => {
    const ids = Object.keys(catalog);
    expect(Object.keys(games)).toEqual(ids);
    expect(Object.keys(choosers)).toEqual(ids);
    expect(games.court).toBe(catalog.court.game);
    expect(choosers.hearts).toBe(catalog.hearts.choose);
    expect(ids.every(isThinkingGame)).toBe(true);
    expect(choosers.thirtyone).toBe(catalog.thirtyone.choose);
    expect(isThinkingGame('poker')).toBe(false);
  });
});
