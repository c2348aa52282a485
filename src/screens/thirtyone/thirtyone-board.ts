// Thirty-One's table in the Hall of Fame, apart from the statistics so the
// game select and the Hall of Fame can list it without loading the game.

import type { ScoreBoard } from '../../store/highscores';

/** The Hall of Fame's table: each player's games won, their own total replacing the last. */
export const THIRTYONE_BOARD: ScoreBoard = {
  key: 'thirtyone',
  label: 'Games won',
  caption: "Games won: each player's own total of games won at the expert level, kept in one place that rises with it.",
  order: 'higher',
  keeping: 'best-per-player',
};
