// A card as the Spectrum screen prints it: two cells, the rank (the ten as
// one "10" glyph, so every card is the same width) and the suit.

import { type Card, rankOf, suitOf } from '../../engine/cards';

const SUIT_GLYPH: Record<string, string> = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };

export function cardIndex(card: Card): string {
  const rank = rankOf(card);
  return `${rank === 'T' ? '\u2469' : rank}${SUIT_GLYPH[suitOf(card)] ?? '?'}`;
}
