// Four-Handed Euchre as the shell offers it: what the title, the game select
// and the Hall of Fame show, and the screen, loaded when the game starts.

import type { GameEntry } from '../shell-contract';

/** The screen's code, in a chunk of its own: for a game and for the attract loop's demo alike. */
const screen = () => import('./euchre-screen');

export const euchreEntry = {
  id: 'euchre',
  title: 'Four-Handed Euchre',
  blurb: 'Windows 3.1. You and your partner make trump and take three tricks.',
  players: 'You and a computer partner against two',
  highScores: [{ key: 'euchre', label: 'Margin', caption: "Margin: your team's points minus the other team's at the end of a game you won.", order: 'higher' }],
  load: async () => {
    const { EuchreScreen } = await screen();
    return (shell) => new EuchreScreen(shell);
  },
  demo: async () => {
    const { EuchreScreen } = await screen();
    return (shell) => new EuchreScreen(shell, { demo: true });
  },
} satisfies GameEntry<'euchre'>;
