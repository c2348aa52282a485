// Card faces: the corner indices, pip layouts, aces and court panels on the
// white card blank.

import type { Bitmap } from '../bitmap';
import { rankOf, suitOf } from '../../engine/cards';
import type { Card, Rank, Suit } from '../../engine/cards';
import { CARD_HEIGHT, CARD_WIDTH, blankCard } from './frame';
import { PIPS, RANK_GLYPHS, SMALL_PIPS } from './glyphs';
import { PIP_LAYOUTS, pipTurned } from './pips';
import { suitShape } from './shapes';
import { rotate180, sprite } from './sprite';
import { paintCourt } from './court';
import { paintAceOfSpades } from './aceOfSpades';
import { suitColour } from './ink';

const INDEX_CENTRE = 7;
const INDEX_TOP = 4;
const INDEX_PIP_TOP = 15;

function blitCentred(card: Bitmap, art: Bitmap): void {
  card.blit(art, Math.floor((CARD_WIDTH - art.width) / 2), Math.floor((CARD_HEIGHT - art.height) / 2));
}

/** Rank over suit in the top-left corner, and the same turned in the bottom-right. */
function paintIndices(card: Bitmap, rank: Rank, suit: Suit): void {
  const legend = { '#': suitColour(suit) };
  const glyph = sprite(RANK_GLYPHS[rank], legend);
  const pip = sprite(SMALL_PIPS[suit], legend);
  for (const [art, top] of [
    [glyph, INDEX_TOP],
    [pip, INDEX_PIP_TOP],
  ] as const) {
    const left = INDEX_CENTRE - Math.floor(art.width / 2);
    card.blit(art, left, top);
    card.blit(rotate180(art), CARD_WIDTH - left - art.width, CARD_HEIGHT - top - art.height);
  }
}

function paintPips(card: Bitmap, rank: Rank, suit: Suit): void {
  const pip = sprite(PIPS[suit], { '#': suitColour(suit) });
  const upsideDown = rotate180(pip);
  for (const [x, y] of PIP_LAYOUTS[rank] ?? []) card.blit(pipTurned(y) ? upsideDown : pip, x, y);
}

/** Size of the single pip of the plain aces. */
const ACE_PIP = { width: 27, height: 31 } as const;

export function paintFace(card: Card): Bitmap {
  const rank = rankOf(card);
  const suit = suitOf(card);
  const bitmap = blankCard();
  paintIndices(bitmap, rank, suit);
  if (rank === 'J' || rank === 'Q' || rank === 'K') paintCourt(bitmap, rank, suit);
  else if (card === 'AS') paintAceOfSpades(bitmap);
  else if (rank === 'A') blitCentred(bitmap, suitShape(suit, ACE_PIP.width, ACE_PIP.height, suitColour(suit)));
  else paintPips(bitmap, rank, suit);
  return bitmap;
}
