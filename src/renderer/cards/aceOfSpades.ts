// The ace of spades carries the deck's ornament: a large spade inlaid with a
// white line, inside a beaded oval.

import type { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { CARD_HEIGHT, CARD_WIDTH } from './frame';
import { suitShape } from './shapes';

const CX = (CARD_WIDTH - 1) / 2;
const CY = (CARD_HEIGHT - 1) / 2;

function beadedOval(card: Bitmap, rx: number, ry: number): void {
  const beads = 48;
  for (let i = 0; i < beads; i++) {
    const a = (i / beads) * Math.PI * 2;
    const x = Math.round(CX + rx * Math.cos(a));
    const y = Math.round(CY + ry * Math.sin(a));
    card.rect(x, y, 1, 1, VGA.black);
    if (i % 6 === 0) {
      card.set(x - 1, y, VGA.black);
      card.set(x + 1, y, VGA.black);
      card.set(x, y - 1, VGA.black);
      card.set(x, y + 1, VGA.black);
    }
  }
}

export function paintAceOfSpades(card: Bitmap): void {
  beadedOval(card, 27, 36);
  const layers = [
    { w: 39, h: 45, c: VGA.black },
    { w: 33, h: 39, c: VGA.white },
    { w: 29, h: 35, c: VGA.black },
  ];
  for (const { w, h, c } of layers) {
    card.blit(suitShape('S', w, h, c), Math.round(CX - (w - 1) / 2), Math.round(CY - (h - 1) / 2));
  }
}
