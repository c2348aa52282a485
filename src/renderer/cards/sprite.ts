// Pixel art written as rows of characters, one character per pixel, so small
// glyphs and figures can be drawn (and reviewed) right in the source.

import { Bitmap, CLEAR } from '../bitmap';

/** Which colour each character stands for; '.' and ' ' are always clear. */
export type Legend = Readonly<Record<string, number>>;

export function sprite(rows: readonly string[], legend: Legend): Bitmap {
  const width = Math.max(...rows.map((r) => r.length));
  const bitmap = new Bitmap(width, rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x] ?? '.';
      if (ch === '.' || ch === ' ') continue;
      const colour = legend[ch];
      if (colour === undefined) throw new Error(`sprite: no colour for '${ch}' at ${x},${y}`);
      bitmap.set(x, y, colour);
    }
  });
  return bitmap;
}

/** Turned half a circle, as the lower half of a card shows its pips. */
export function rotate180(src: Bitmap): Bitmap {
  const out = new Bitmap(src.width, src.height);
  for (let i = 0; i < src.data.length; i++) out.data[src.data.length - 1 - i] = src.data[i] ?? CLEAR;
  return out;
}

export function mirror(src: Bitmap): Bitmap {
  const out = new Bitmap(src.width, src.height);
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) out.set(src.width - 1 - x, y, src.get(x, y));
  }
  return out;
}

/** Turned a quarter clockwise: a card lying on its side at the left or right of the table. */
export function rotate90(src: Bitmap): Bitmap {
  const out = new Bitmap(src.height, src.width);
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) out.set(src.height - 1 - y, x, src.get(x, y));
  }
  return out;
}
