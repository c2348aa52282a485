// Suit shapes described as regions of a unit box (u across, v down, both
// -1..1), sampled at pixel centres: one description gives crisp pips at any of
// the large sizes the aces and court panels need.

import { Bitmap } from '../bitmap';
import type { Suit } from '../../engine/cards';

type Region = (u: number, v: number) => boolean;

const inCircle = (u: number, v: number, cu: number, cv: number, r: number): boolean =>
  (u - cu) ** 2 + (v - cv) ** 2 <= r * r;

const heart: Region = (u, v) =>
  inCircle(u, v, -0.5, -0.5, 0.5) || inCircle(u, v, 0.5, -0.5, 0.5) || (v >= -0.5 && Math.abs(u) <= (1 - v) / 1.5);

/** A flared foot, as spades and clubs stand on. */
const stem = (u: number, v: number, top: number): boolean =>
  v >= top && v <= 1 && Math.abs(u) <= 0.07 + 0.36 * ((v - top) / (1 - top)) ** 2;

const REGIONS: Record<Suit, Region> = {
  H: heart,
  // Concave sides, like the printed diamond.
  D: (u, v) => Math.abs(u) ** 0.85 + Math.abs(v) ** 0.85 <= 1,
  // A heart turned over for the body, on a stem.
  S: (u, v) => heart(u, -((v + 0.25) / 0.75)) || stem(u, v, 0.1),
  C: (u, v) =>
    inCircle(u, v, 0, -0.52, 0.47) ||
    inCircle(u, v, -0.52, 0.2, 0.46) ||
    inCircle(u, v, 0.52, 0.2, 0.46) ||
    inCircle(u, v, 0, 0.05, 0.3) ||
    stem(u, v, 0.2),
};

export function suitShape(suit: Suit, width: number, height: number, colour: number): Bitmap {
  const region = REGIONS[suit];
  const bitmap = new Bitmap(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Integer numerators keep the sampling exactly symmetric.
      if (region((2 * x + 1 - width) / width, (2 * y + 1 - height) / height)) bitmap.set(x, y, colour);
    }
  }
  return bitmap;
}
