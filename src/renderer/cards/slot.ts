// The mark left where a pile is empty: the card's outline drawn dashed, with
// the table showing through.

import { Bitmap } from '../bitmap';
import { VGA } from '../palette';
import { CARD_HEIGHT, CARD_WIDTH, outlinePath } from './frame';

const DASH = 2;

export function paintSlot(colour: number = VGA.black): Bitmap {
  const bitmap = new Bitmap(CARD_WIDTH, CARD_HEIGHT);
  outlinePath().forEach(([x, y], i) => {
    if (Math.floor(i / DASH) % 2 === 0) bitmap.set(x, y, colour);
  });
  return bitmap;
}
