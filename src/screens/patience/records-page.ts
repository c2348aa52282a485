// The page of a player's records, menu item 9: their games against the
// computer, apart from them their games head to head at this cabinet, and
// apart again their network games (the network tally, counted by the shared
// network mode); the menu line shows the first in short.

import type { Figures, PatienceStats } from './patience-stats';
import { wrap } from './wrap';

/** The cells of a page line after its leading space. */
const WIDTH = 30;

/** The page's headings, printed in blue. */
export const RECORDS_HEADS: ReadonlySet<string> = new Set(['AGAINST THE COMPUTER', 'HEAD TO HEAD AT THIS CABINET', 'ACROSS KIOSKS']);

/** A player's figures in short, beside menu item 9 (sixteen cells at most). */
export function shortFigures(stats: Pick<Figures, 'won' | 'lost'> | null): string {
  return stats ? `WON ${stats.won} LOST ${stats.lost}` : 'NONE: A GUEST';
}

function figureLines(figures: Figures): string[] {
  return [`WON ${figures.won}  LOST ${figures.lost}  DRAWN ${figures.drawn}`, `POINTS ${figures.pointsFor} FOR, ${figures.pointsAgainst} AGAINST`];
}

/** The records page's lines: `stats` null for a guest; `network` the network tally in words, null before the first. */
export function recordsLines(stats: PatienceStats | null, network: string | null): string[] {
  if (stats === null) return ['GUESTS KEEP NO RECORD.', '', 'CHOOSE 3 PLAYER ON THE MENU TO', 'PLAY UNDER YOUR NAME.'];
  return [
    'AGAINST THE COMPUTER',
    ...figureLines(stats),
    `BEST GAME ${stats.best} POINTS`,
    '',
    'HEAD TO HEAD AT THIS CABINET',
    ...(stats.people ? figureLines(stats.people) : ['NONE YET']),
    '',
    'ACROSS KIOSKS',
    ...(network === null ? ['NO NETWORK GAMES YET'] : wrap(network.toUpperCase(), WIDTH, 4)),
  ];
}
