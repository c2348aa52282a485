// Hearts Deluxe as the shell offers it: what the title, the game select and
// the Hall of Fame show, and the screen, loaded when the game starts.

import type { GameEntry } from '../shell-contract';

/** The screen's code, in a chunk of its own: for a game and for the attract loop's demo alike. */
const screen = () => import('./hearts-screen');

export const heartsEntry = {
  id: 'hearts',
  title: 'Hearts Deluxe',
  blurb: 'Windows 3.1. Pass three, dodge the hearts and the queen of spades.',
  players: 'You and three computer players',
  highScores: [{ key: 'hearts', label: 'Margin', caption: "Margin: the best other player's total minus yours at the end of a game you won.", order: 'higher' }],
  load: async () => {
    const { HeartsScreen } = await screen();
    return (shell) => new HeartsScreen(shell);
  },
  demo: async () => {
    const { HeartsScreen } = await screen();
    return (shell) => new HeartsScreen(shell, { demo: true });
  },
} satisfies GameEntry<'hearts'>;
