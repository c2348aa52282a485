// Affairs of the Court's tables in the Hall of Fame: the winning spreads of
// normal games and the differences of tournament players, each by level, as
// the History and the legendary games are kept by level too.

import type { Level } from '../../engine/game';
import type { ScoreBoard } from '../../store/highscores';

export type CourtBoardKind = 'spread' | 'tournament';

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];

/** Where the records keep one of the Court's tables. */
export function courtBoardKey(kind: CourtBoardKind, level: Level): string {
  return kind === 'spread' ? `court-${level}` : `court-tournament-${level}`;
}

export function courtBoard(kind: CourtBoardKind, level: Level): ScoreBoard {
  return kind === 'spread'
    ? {
        key: courtBoardKey(kind, level),
        name: `Winning spreads, ${level}`,
        label: 'Spread',
        caption: `Spread: your total minus the computer's at the end of a game won against the ${level} player.`,
        order: 'higher',
      }
    : {
        key: courtBoardKey(kind, level),
        name: `Tournaments, ${level}`,
        label: 'Difference',
        caption: `Difference: your total minus the computer's after three tournament rounds at the ${level} level.`,
        order: 'higher',
      };
}

/** Every table, normal play first, each from the novice up. */
export const COURT_BOARDS: readonly ScoreBoard[] = (['spread', 'tournament'] as const).flatMap((kind) => LEVELS.map((level) => courtBoard(kind, level)));
