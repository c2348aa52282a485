// The court cards: a framed panel holding a double-headed half-figure, drawn
// here as pixel art. Each figure is painted once for the upper half and turned
// for the lower; its robes take the suit's colours and it holds its attribute
// (king: sword, queen: flower, jack: halberd) on a side chosen by suit.

import type { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { isRed } from '../../engine/cards';
import type { Suit } from '../../engine/cards';
import { suitColour } from './ink';
import { CARD_HEIGHT, CARD_WIDTH } from './frame';
import { SMALL_PIPS } from './glyphs';
import { mirror, rotate180, sprite } from './sprite';
import type { Legend } from './sprite';

type CourtRank = 'J' | 'Q' | 'K';

/** Panel frame, inclusive: symmetric under a half turn of the card. */
const PANEL = { left: 13, top: 8, right: CARD_WIDTH - 1 - 13, bottom: CARD_HEIGHT - 1 - 8 } as const;
const HALF_WIDTH = PANEL.right - PANEL.left - 1;
const HALF_HEIGHT = (PANEL.bottom - PANEL.top - 1) / 2;

/**
 * The colours a figure's letters stand for. `p`, `s` and `t` are the suit's
 * own: robe, trim and front panel.
 */
const FIXED: Legend = {
  k: VGA.black,
  w: VGA.white,
  y: VGA.yellow,
  r: VGA.red,
  b: VGA.blue,
  g: VGA.grey,
  l: VGA.silver,
  m: VGA.maroon,
  o: VGA.olive,
  e: VGA.green,
};

const SUIT_COLOURS: Record<Suit, { p: number; s: number; t: number }> = {
  H: { p: VGA.red, s: VGA.yellow, t: VGA.blue },
  D: { p: VGA.maroon, s: VGA.yellow, t: VGA.red },
  S: { p: VGA.blue, s: VGA.yellow, t: VGA.black },
  C: { p: VGA.navy, s: VGA.olive, t: VGA.yellow },
};

/** Diamonds and clubs face the other way, so no two suits' courts look alike. */
const MIRRORED: Record<Suit, boolean> = { H: false, D: true, S: false, C: true };

interface Figure {
  /** Left half of the upper figure, centre column last; mirrored for the right. */
  half: readonly string[];
  /** What the figure holds, drawn over the right-hand side. */
  item: { rows: readonly string[]; x: number; y: number };
}

const FIGURES: Record<CourtRank, Figure> = {
  K: {
    half: [
      '...............k.....k',
      '..............kyk...ky',
      '..............kyk...ky',
      '.............kyyyk.kyy',
      '.............kyyyykyyy',
      '.............kkkkkkkkk',
      '.............kyyppyytt',
      '.............kyyppyytt',
      '............kkkkkkkkkk',
      '............kmmmwwwwww',
      '............kmmmwwwwww',
      '............kmmmwkkkww',
      '............kmmmwwkwww',
      '............kmmmwwwwwk',
      '............kmmmwwwwkk',
      '............kmmmwwmmmm',
      '............kmmmmmmmrr',
      '......kkkkkkkmmmmmmmmm',
      '....kkwwwkwwwkmmmkmmmm',
      '...kwwwwwwkwwwkmmmmkmm',
      '..kwkwwwwwwwwkwkmmmmmm',
      '..kkkkkkkkkkkkkkkmmkmm',
      '..kpppppppksppppkkmmmm',
      '..kpppppppkspppppktkmm',
      '..kpppppppkspppppkttkk',
      '..kpppppppkspppppktttt',
      '..kpppppppkspppppkttty',
      '..kpppppppkspppppkttyy',
      '..kkkkkkkkkspppppkttty',
      '..kyyyyyyykspppppktttt',
      '..kkkkkkkkkspppppktttt',
      '..kpppppppkspppppkttty',
      '..kpppppppkspppppkttyy',
      '..kpppppppkspppppkttty',
      '..kpppppppkspppppktttt',
      '..kpppppppkspppppktttt',
      '..kpppppppkspppppktttt',
      'kkkkkkkkkkkkkkkkkkkkkk',
      'ssssssssssssssssssssss',
    ],
    item: {
      x: 32,
      y: 0,
      rows: [
        '....k....',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        '...klk...',
        'kkkkkkkkk',
        'kyyyryyyk',
        'kkkkkkkkk',
        '.kkkkkk..',
        'kwwwwwwk.',
        'kwwwwwwwk',
        'kkkkkwwwk',
        'kwwwwkwwk',
        '.kkkkkkk.',
      ],
    },
  },
  Q: {
    half: [
      '..................k..k',
      '.................kykky',
      '.................kyyyy',
      '............kkkkkkyryb',
      '..........kkpppppkkkkk',
      '.........kpppppppyyyyy',
      '........kppppppyyyyyyy',
      '........kpppppyyyywwww',
      '.......kpppppyyywwwwww',
      '.......kpppppyywwwwwww',
      '.......kpppppyywwkkkww',
      '.......kpppppyywwkkwww',
      '.......kpppppyywwwwwwk',
      '.......kpppppyywwwwwww',
      '.......kpppppyywwwwwrr',
      '.......kpppppyyywwwwww',
      '.......kppppppyyykwwww',
      '......kppppppppyyykkww',
      '.....kppppppppppyykwww',
      '....kpppppppppppkkwwww',
      '...kssssssssssskwwwwww',
      '..ksssssssssssskwwywwy',
      '..ksssssssssssskwwwwyy',
      '..ksssssssssssskwwwwwr',
      '..ksssssssksssskkkkkkk',
      '..kpppppppkspppppktytt',
      '..kpppppppkspppppkttyt',
      '..kpppppppkspppppktytt',
      '..kpppppppkspppppkttyt',
      '..kssssssskspppppktytt',
      '..kpppppppkspppppkttyt',
      '..kpppppppkspppppktytt',
      '..kpppppppkspppppkttyt',
      '..kssssssskspppppktytt',
      '..kpppppppkspppppkttyt',
      '..kpppppppkspppppktytt',
      '..kpppppppkspppppkttyt',
      'kkkkkkkkkkkkkkkkkkkkkk',
      'ssssssssssssssssssssss',
    ],
    item: {
      x: 31,
      y: 14,
      rows: [
        '...krk...',
        '..krrrk..',
        '.krryrrk.',
        '..krrrk..',
        '...kek...',
        'k..kek...',
        'kk.kek...',
        'kek.kek..',
        '.kekkek..',
        '..kkek...',
        '...kek...',
        '.kkkkkk..',
        'kwwwwwwk.',
        'kwwwwwwwk',
        'kkkkkwwwk',
        'kwwwwkwwk',
        '.kkkkkkk.',
      ],
    },
  },
  J: {
    half: [
      '......................',
      '......................',
      '.............kkkkkkkkk',
      '...........kkppppppppp',
      '.........kkppppppppppp',
      '.........kpppppppppppp',
      '.........kkkkkkkkkkkkk',
      '..........kyyyyyyyyyyy',
      '..........kkkkkkkkkkkk',
      '...........kooowwwwwww',
      '...........kooowkkkwww',
      '...........kooowwwkwww',
      '...........kooowwwwwwk',
      '...........kooowwwwwkk',
      '............koowwwwwww',
      '............koowwwwwrr',
      '.............kowwwwwww',
      '..............kwwwwwww',
      '...............kkwwwww',
      '........kkkkkkkkkkkkkk',
      '.......kwkwkwkwkwkwkwk',
      '....kkkkwkwkwkwkwkwkwk',
      '...kpppkkkkkkkkkkkkkkk',
      '..kpppppppksppppkttttt',
      '..kpppppppksppppksssss',
      '..kpppppppksppppkttttt',
      '..kpppppppksppppksssss',
      '..kpppppppksppppkttttt',
      '..kssssssskspppkksssss',
      '..kpppppppksppppkttttt',
      '..kpppppppksppppksssss',
      '..kpppppppksppppkttttt',
      '..kssssssskspppkksssss',
      '..kpppppppksppppkttttt',
      '..kpppppppksppppksssss',
      '..kpppppppksppppkttttt',
      '..kpppppppksppppksssss',
      'kkkkkkkkkkkkkkkkkkkkkk',
      'ssssssssssssssssssssss',
    ],
    item: {
      x: 31,
      y: 0,
      rows: [
        '....k....',
        '...klk...',
        '.kkklkkk.',
        'kllkokllk',
        'klllolllk',
        'kllkokllk',
        '.kk.ok.k.',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '....ok...',
        '.kkkkkk..',
        'kwwwwwwk.',
        'kwwwwwwwk',
        'kkkkkwwwk',
        'kwwwwkwwk',
        '.kkkkkkk.',
      ],
    },
  },
};

function wholeRows(half: readonly string[]): string[] {
  return half.map((row) => {
    if (row.length !== (HALF_WIDTH + 1) / 2) throw new Error(`court half-row of ${row.length}: ${row}`);
    return row + row.slice(0, -1).split('').reverse().join('');
  });
}

function upperHalf(rank: CourtRank, suit: Suit): Bitmap {
  const { half, item } = FIGURES[rank];
  // Red ink marks the red suits only, so black courts trade it for maroon.
  const legend = { ...FIXED, r: isRed(suit) ? VGA.red : VGA.maroon, ...SUIT_COLOURS[suit] };
  const art = sprite(wholeRows(half), legend);
  art.blit(sprite(item.rows, legend), item.x, item.y);
  const facing = MIRRORED[suit] ? mirror(art) : art;
  const pip = sprite(SMALL_PIPS[suit], { '#': suitColour(suit) });
  facing.blit(pip, MIRRORED[suit] ? HALF_WIDTH - pip.width - 1 : 1, 1);
  return facing;
}

export function paintCourt(card: Bitmap, rank: CourtRank, suit: Suit): void {
  const { left, top, right, bottom } = PANEL;
  card.rect(left, top, right - left + 1, bottom - top + 1, VGA.black);
  card.rect(left + 1, top + 1, right - left - 1, bottom - top - 1, VGA.white);
  const upper = upperHalf(rank, suit);
  if (upper.height !== HALF_HEIGHT) throw new Error(`court figure is ${upper.height} rows, wants ${HALF_HEIGHT}`);
  card.blit(upper, left + 1, top + 1);
  card.blit(rotate180(upper), left + 1, top + 1 + HALF_HEIGHT);
}
