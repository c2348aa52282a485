// Where the game select puts each game: its button at the left, and beside it
// a few lines about the machine and the table, wrapped to the space there.
// Each row is as tall as its button or its lines, whichever is taller, so a
// long line never runs over the game below, however many games there are.

import { FONTS, measure } from '../../renderer/font';
import { SHELL_SIZE } from '../../renderer/stage';
import type { GameEntry } from '../shell-contract';

export const SELECT_LAYOUT = {
  left: 48,
  top: 100,
  buttonWidth: 200,
  buttonHeight: 28,
  /** Between a button and its lines. */
  textGap: 16,
  /** Between one row and the next. */
  rowGap: 14,
  /** The Back button's top: every row ends above it. */
  backY: 410,
} as const;

/** The width the lines beside a button wrap to: up to the right margin, as wide as the left one. */
export const ABOUT_WIDTH = SHELL_SIZE.width - 2 * SELECT_LAYOUT.left - SELECT_LAYOUT.buttonWidth - SELECT_LAYOUT.textGap;

export interface SelectRow {
  /** The top of the row's button and lines. */
  y: number;
  /** The lines beside the button. */
  about: string;
  /** The height of the lines as wrapped. */
  textHeight: number;
}

export function aboutGame(game: Pick<GameEntry, 'blurb' | 'players'>): string {
  return `${game.blurb}\n${game.players}`;
}

export function selectRows(games: readonly Pick<GameEntry, 'blurb' | 'players'>[]): SelectRow[] {
  let y: number = SELECT_LAYOUT.top;
  return games.map((game) => {
    const about = aboutGame(game);
    const textHeight = measure(FONTS.system, about, { wrap: ABOUT_WIDTH }).height;
    const row = { y, about, textHeight };
    y += Math.max(SELECT_LAYOUT.buttonHeight, textHeight) + SELECT_LAYOUT.rowGap;
    return row;
  });
}
