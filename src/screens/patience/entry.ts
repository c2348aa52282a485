// Chinese Patience as the shell offers it: what the title, the game select
// and the Hall of Fame show, and the screen, loaded when the game starts.

import { type GameEntry, lazyScreen } from '../shell-contract';

export const patienceEntry = {
  id: 'patience',
  title: 'Chinese Patience',
  blurb: 'ZX Spectrum. Race the computer to be rid of your 22 cards.',
  players: 'You against the computer, or head to head',
  highScores: [{ key: 'patience', label: 'Points', caption: 'Points: the most won in one game against the computer.', order: 'higher' }],
  ...lazyScreen(() => import('./patience-screen'), (m, shell) => new m.PatienceScreen(shell)),
} satisfies GameEntry<'patience'>;
