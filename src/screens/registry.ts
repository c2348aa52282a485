// The games the kiosk offers. Only playable games are listed here: the game
// select and the hall of fame show exactly these, and each game's code is
// loaded only when it starts (the first screen stays small).

import type { GameId } from '../engine/catalog';
import type { ScoreBoard } from '../store/highscores';
import { COURT_BOARDS } from './court/court-boards';
import { THIRTYONE_BOARD } from './thirtyone/thirtyone-board';
import type { Screen } from './screen';
import type { Shell } from './shell';

export interface GameEntry {
  /** A game whose rules the engine has (src/engine/catalog.ts). */
  readonly id: GameId;
  readonly title: string;
  /** One line for the select screen: the machine and the table. */
  readonly blurb: string;
  readonly players: string;
  /** The game's high-score tables, as the hall of fame shows them. */
  readonly highScores: readonly ScoreBoard[];
  load(): Promise<(shell: Shell) => Screen>;
  /** Computer-versus-computer play for the attract loop, where the game has one. */
  demo?(): Promise<(shell: Shell) => Screen>;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'hearts',
    title: 'Hearts Deluxe',
    blurb: 'Windows 3.1. Pass three, dodge the hearts and the queen of spades.',
    players: 'You and three computer players',
    highScores: [{ key: 'hearts', label: 'Margin', caption: "Margin: the best other player's total minus yours at the end of a game you won.", order: 'higher' }],
    load: async () => {
      const { HeartsScreen } = await import('./hearts/hearts-screen');
      return (shell) => new HeartsScreen(shell);
    },
    demo: async () => {
      const { HeartsScreen } = await import('./hearts/hearts-screen');
      return (shell) => new HeartsScreen(shell, { demo: true });
    },
  },
  {
    id: 'euchre',
    title: 'Four-Handed Euchre',
    blurb: 'Windows 3.1. You and your partner make trump and take three tricks.',
    players: 'You and a computer partner against two',
    highScores: [{ key: 'euchre', label: 'Margin', caption: "Margin: your team's points minus the other team's at the end of a game you won.", order: 'higher' }],
    load: async () => {
      const { EuchreScreen } = await import('./euchre/euchre-screen');
      return (shell) => new EuchreScreen(shell);
    },
    demo: async () => {
      const { EuchreScreen } = await import('./euchre/euchre-screen');
      return (shell) => new EuchreScreen(shell, { demo: true });
    },
  },
  {
    id: 'thirtyone',
    title: 'Thirty-One',
    blurb: 'Windows 95. Hold the best suit, change with the pot, dodge the marks.',
    players: 'Two to four: people, computer players or both',
    highScores: [THIRTYONE_BOARD],
    load: async () => {
      const { ThirtyOneScreen } = await import('./thirtyone/thirtyone-screen');
      return (shell) => new ThirtyOneScreen(shell);
    },
    demo: async () => {
      const { ThirtyOneScreen } = await import('./thirtyone/thirtyone-screen');
      return (shell) => new ThirtyOneScreen(shell, { demo: true });
    },
  },
  {
    id: 'court',
    title: 'Affairs of the Court',
    blurb: 'Windows 3.1. Draw your hand, then bring the computer down to zero.',
    players: 'One player, or a tournament of up to ten',
    highScores: COURT_BOARDS,
    load: async () => {
      const { CourtScreen } = await import('./court/court-screen');
      return (shell) => new CourtScreen(shell);
    },
  },
  {
    id: 'patience',
    title: 'Chinese Patience',
    blurb: 'ZX Spectrum. Race the computer to be rid of your 22 cards.',
    players: 'You against the computer',
    highScores: [{ key: 'patience', label: 'Points', caption: 'Points: the most won in one game against the computer.', order: 'higher' }],
    load: async () => {
      const { PatienceScreen } = await import('./patience/patience-screen');
      return (shell) => new PatienceScreen(shell);
    },
  },
];
