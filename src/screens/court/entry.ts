// Affairs of the Court as the shell offers it: what the title, the game
// select and the Hall of Fame show, and the screen, loaded when the game
// starts.

import { type GameEntry, lazyScreen } from '../shell-contract';
import { COURT_BOARDS } from './court-boards';

export const courtEntry = {
  id: 'court',
  title: 'Affairs of the Court',
  blurb: 'Windows 3.1. Draw your hand, then bring the computer down to zero.',
  players: 'One or two players; tournaments of 1-10',
  highScores: COURT_BOARDS,
  ...lazyScreen(() => import('./court-screen'), (m, shell) => new m.CourtScreen(shell)),
} satisfies GameEntry<'court'>;
