// Thirty-One as the shell offers it: what the title, the game select and the
// Hall of Fame show, and the screen, loaded when the game starts.

import { type GameEntry, lazyScreen } from '../shell-contract';
import { THIRTYONE_BOARD } from './thirtyone-board';

export const thirtyOneEntry = {
  id: 'thirtyone',
  title: 'Thirty-One',
  blurb: 'Windows 95. Hold the best suit, change with the pot, dodge the marks.',
  players: 'Two to four: people, computer players or both',
  highScores: [THIRTYONE_BOARD],
  ...lazyScreen(() => import('./thirtyone-screen'), (m, shell, demo) => new m.ThirtyOneScreen(shell, { demo }), true),
} satisfies GameEntry<'thirtyone'>;
