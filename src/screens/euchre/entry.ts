// Four-Handed Euchre as the shell offers it: what the title, the game select
// and the Hall of Fame show, and the screen, loaded when the game starts.

import { type GameEntry, lazyScreen } from '../shell-contract';

export const euchreEntry = {
  id: 'euchre',
  title: 'Four-Handed Euchre',
  blurb: 'Windows 3.1. You and your partner make trump and take three tricks.',
  players: 'One to four people, partners across',
  highScores: [{ key: 'euchre', label: 'Margin', caption: "Margin: your team's points minus the other team's at the end of a game you won.", order: 'higher' }],
  ...lazyScreen(() => import('./euchre-screen'), (m, shell, demo) => new m.EuchreScreen(shell, { demo }), true),
} satisfies GameEntry<'euchre'>;
