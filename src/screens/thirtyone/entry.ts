// Thirty-One as the shell offers it: what the title, the game select and the
// Hall of Fame show, and the screen, loaded when the game starts.

import type { GameEntry } from '../shell-contract';
import { THIRTYONE_BOARD } from './thirtyone-board';

/** The screen's code, in a chunk of its own: for a game and for the attract loop's demo alike. */
const screen = () => import('./thirtyone-screen');

export const thirtyOneEntry = {
  id: 'thirtyone',
  title: 'Thirty-One',
  blurb: 'Windows 95. Hold the best suit, change with the pot, dodge the marks.',
  players: 'Two to four: people, computer players or both',
  highScores: [THIRTYONE_BOARD],
  load: async () => {
    const { ThirtyOneScreen } = await screen();
    return (shell) => new ThirtyOneScreen(shell);
  },
  demo: async () => {
    const { ThirtyOneScreen } = await screen();
    return (shell) => new ThirtyOneScreen(shell, { demo: true });
  },
} satisfies GameEntry<'thirtyone'>;
