// The card blank every face, back and highlight shares: 71x96 like the
// Windows deck, a 1-pixel black outline whose corners are cut so the table
// shows through them.

import { Bitmap, CLEAR } from '../bitmap';
import { VGA } from '../palette';

export const CARD_WIDTH = 71;
export const CARD_HEIGHT = 96;

/**
 * How far each of the top rows starts in from the side: row 0 is cut by two
 * pixels and row 1 by one, which rounds the corner with a diagonal step.
 */
const CORNER_CUT = [2, 1] as const;

function cut(y: number): number {
  const fromEdge = Math.min(y, CARD_HEIGHT - 1 - y);
  return CORNER_CUT[fromEdge] ?? 0;
}

/** True for pixels outside the card's rounded corners. */
export function isCornerPixel(x: number, y: number): boolean {
  const c = cut(y);
  return x < c || x > CARD_WIDTH - 1 - c;
}

/** True for the pixels of the outline ring (in order round the card, see `outlinePath`). */
export function isOutlinePixel(x: number, y: number): boolean {
  if (isCornerPixel(x, y)) return false;
  const c = cut(y);
  return x === c || x === CARD_WIDTH - 1 - c || y === 0 || y === CARD_HEIGHT - 1;
}

/** A card with its outline drawn and its inside filled with `fill`. */
export function blankCard(fill: number = VGA.white, outline: number = VGA.black): Bitmap {
  const bitmap = new Bitmap(CARD_WIDTH, CARD_HEIGHT, CLEAR);
  for (let y = 0; y < CARD_HEIGHT; y++) {
    for (let x = 0; x < CARD_WIDTH; x++) {
      if (isCornerPixel(x, y)) continue;
      bitmap.set(x, y, isOutlinePixel(x, y) ? outline : fill);
    }
  }
  return bitmap;
}

/**
 * The outline pixels walked clockwise from the top-left, each one a king's
 * move from the last: what a dashed line follows.
 */
export function outlinePath(): [number, number][] {
  const right = CARD_WIDTH - 1;
  const bottom = CARD_HEIGHT - 1;
  const path: [number, number][] = [];
  for (let x = 2; x < right - 1; x++) path.push([x, 0]);
  path.push([right - 1, 1]);
  for (let y = 2; y < bottom - 1; y++) path.push([right, y]);
  path.push([right - 1, bottom - 1]);
  for (let x = right - 2; x > 1; x--) path.push([x, bottom]);
  path.push([1, bottom - 1]);
  for (let y = bottom - 2; y > 1; y--) path.push([0, y]);
  path.push([1, 1]);
  return path;
}
