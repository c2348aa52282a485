// Hearts Deluxe as the shell offers it: what the title, the game select and
// the Hall of Fame show, and the screen, loaded when the game starts.

import { type GameEntry, lazyScreen } from '../shell-contract';

export const heartsEntry = {
  id: 'hearts',
  title: 'Hearts Deluxe',
  blurb: 'Windows 3.1. Pass three, dodge the hearts and the queen of spades.',
  players: 'One to four people, the rest computer players',
  highScores: [{ key: 'hearts', label: 'Margin', caption: "Margin: the best other player's total minus yours at the end of a game you won.", order: 'higher' }],
  ...lazyScreen(() => import('./hearts-screen'), (m, shell, demo) => new m.HeartsScreen(shell, { demo }), true),
} satisfies GameEntry<'hearts'>;
