import { describe, expect, it } from 'vitest';
import type { OpenGame } from '../../net/game-link';
import { NOTHING_CHOSEN, goThere, lobbyRefusal } from './lobby-words';

const table = (id: string, title: string, taken: number, seats: number, stage: OpenGame['stage'] = 'waiting'): OpenGame => ({ roomId: id, game: id, title, host: 'ANNE', options: {}, summary: '', taken, seats, stage });

const hearts = table('hearts', 'Hearts Deluxe', 1, 4);
/** The lobby of a Court table, at a kiosk that has Hearts too. */
const court = { game: 'court', goes: (id: string) => id === 'hearts' || id === 'court' };

describe("the lobby's words", () => {
  it('refuses a game under way or full for joining (it may be watched), and a game the kiosk does not have; the rest is joined here or at its own table', () => {
    expect(NOTHING_CHOSEN).toBe('Choose a game in the list first, or host one.');
    expect(lobbyRefusal(table('court', 'Affairs of the Court', 2, 2, 'playing'), 'join', court)).toBe("ANNE's game has started: you may watch it.");
    expect(lobbyRefusal(table('court', 'Affairs of the Court', 2, 2), 'join', court)).toBe("ANNE's game is full: you may watch it.");
    // The Spectrum names its Watch key.
    expect(lobbyRefusal(table('court', 'Affairs of the Court', 2, 2), 'join', court, 'W')).toBe("ANNE's game is full: you may watch it (W).");
    expect(lobbyRefusal(table('court', 'Affairs of the Court', 2, 2, 'playing'), 'watch', court)).toBeNull();
    expect(lobbyRefusal(hearts, 'join', court)).toBeNull();
    expect(lobbyRefusal(hearts, 'join', { game: 'court' })).toBe("ANNE's game is Hearts Deluxe, which this kiosk does not have.");
    // Under way is said first: another game's table is watched there, never joined.
    expect(lobbyRefusal({ ...hearts, stage: 'playing' }, 'join', court)).toBe("ANNE's game has started: you may watch it.");
    expect(goThere(hearts, 'watch')).toBe("ANNE's game is Hearts Deluxe. Go to the Hearts Deluxe table to watch it?");
  });
});
