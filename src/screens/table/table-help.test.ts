import { describe, expect, it } from 'vitest';
import { COURT_CONTROLS } from '../court/court-controls';
import { HEARTS_CONTROLS } from '../hearts/hearts-controls';
import { controlsHelp } from '../shell/help';
import { tableHelp } from './table-help';

describe('help at a table', () => {
  it("says how this game's own moves are made before the controls every screen shares", () => {
    const help = tableHelp(HEARTS_CONTROLS, 'gamepad');
    expect(help).toMatch(/three to pass/);
    expect(help.endsWith(controlsHelp('gamepad'))).toBe(true);
    expect(tableHelp(COURT_CONTROLS, 'gamepad')).toMatch(/Keep or Discard/);
  });

  it("names the buttons of the device in the visitor's hands, and no other's", () => {
    for (const game of [HEARTS_CONTROLS, COURT_CONTROLS]) {
      expect(game.gamepad).toMatch(/\bA\b/);
      expect(game.gamepad).not.toMatch(/Enter|Space|click/i);
      expect(game.keyboard).toMatch(/Space or Enter/);
      expect(game.keyboard).not.toMatch(/D-pad|\bA\b|click/);
      expect(game.pointer).toMatch(/[Cc]lick/);
      expect(game.pointer).not.toMatch(/D-pad|Enter|Space/);
    }
  });
});
