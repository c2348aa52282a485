// Windows showed a selected card by inverting it on screen. In 16-colour mode
// that inverts the palette index (XOR 15), which maps every VGA colour onto
// another VGA colour: white and black swap, red becomes teal, and so on.

import { Bitmap, CLEAR } from '../bitmap';
import { VGA } from '../palette';

const ORDER: readonly number[] = Object.values(VGA);
const INVERSE = new Map(ORDER.map((c, i) => [c, ORDER[15 - i] ?? c]));

/** The card as Windows drew it selected. Only VGA colours can be inverted. */
export function invertCard(src: Bitmap): Bitmap {
  const out = new Bitmap(src.width, src.height);
  for (let i = 0; i < src.data.length; i++) {
    const c = src.data[i] ?? CLEAR;
    if (c === CLEAR) continue;
    const inverse = INVERSE.get(c);
    if (inverse === undefined) throw new Error(`not a VGA colour: ${c.toString(16)}`);
    out.data[i] = inverse;
  }
  return out;
}
