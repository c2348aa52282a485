// Pixel-exact drawing for the widgets: everything is whole-pixel rectangles
// (`Rects`), so edges stay crisp at any integer scale.

import type { Rects } from '../rects';
import type { Theme } from './theme';

export function fillRect(g: Rects, x: number, y: number, w: number, h: number, colour: number): void {
  g.rect(x, y, w, h, colour);
}

/** A 1-px outline. */
export function outline(g: Rects, x: number, y: number, w: number, h: number, colour: number): void {
  fillRect(g, x, y, w, 1, colour);
  fillRect(g, x, y + h - 1, w, 1, colour);
  fillRect(g, x, y + 1, 1, h - 2, colour);
  fillRect(g, x + w - 1, y + 1, 1, h - 2, colour);
}

/**
 * One ring of a 3-D edge: top and left in `light`, bottom and right in
 * `dark`, the dark side owning the two corners where they meet, as Windows
 * draws it.
 */
export function edge(g: Rects, x: number, y: number, w: number, h: number, light: number, dark: number): void {
  fillRect(g, x, y, w - 1, 1, light);
  fillRect(g, x, y + 1, 1, h - 2, light);
  fillRect(g, x, y + h - 1, w, 1, dark);
  fillRect(g, x + w - 1, y, 1, h - 1, dark);
}

/** A raised Windows 95 box: two rings round a face. */
export function raised95(g: Rects, t: Theme, x: number, y: number, w: number, h: number): void {
  edge(g, x, y, w, h, t.highlight, t.outline);
  edge(g, x + 1, y + 1, w - 2, h - 2, t.innerHighlight, t.shadow);
  fillRect(g, x + 2, y + 2, w - 4, h - 4, t.face);
}

/** A raised box in either look: 3.1 has a one-ring white/grey bevel with a 2-px shadow. */
export function raisedBox(g: Rects, t: Theme, x: number, y: number, w: number, h: number): void {
  if (t.look === 'win95') {
    raised95(g, t, x, y, w, h);
    return;
  }
  fillRect(g, x, y, w, h, t.face);
  edge(g, x, y, w, h, t.highlight, t.shadow);
  fillRect(g, x + 1, y + h - 2, w - 2, 1, t.shadow);
  fillRect(g, x + w - 2, y + 1, 1, h - 2, t.shadow);
}

/**
 * A sunken well (list boxes, text fields): black outline on 3.1, two sunken
 * rings on 95. Returns the border width.
 */
export function well(g: Rects, t: Theme, x: number, y: number, w: number, h: number, fill: number): number {
  if (t.look === 'win31') {
    outline(g, x, y, w, h, t.outline);
    fillRect(g, x + 1, y + 1, w - 2, h - 2, fill);
    return 1;
  }
  edge(g, x, y, w, h, t.shadow, t.innerHighlight);
  edge(g, x + 1, y + 1, w - 2, h - 2, t.outline, t.highlight);
  fillRect(g, x + 2, y + 2, w - 4, h - 4, fill);
  return 2;
}

/** The dotted focus rectangle: every other pixel walking round the edge. */
export function dottedRect(g: Rects, x: number, y: number, w: number, h: number, colour: number): void {
  let step = 0;
  const dot = (px: number, py: number) => {
    if (step++ % 2 === 0) fillRect(g, px, py, 1, 1, colour);
  };
  for (let i = 0; i < w; i++) dot(x + i, y);
  for (let j = 1; j < h; j++) dot(x + w - 1, y + j);
  for (let i = w - 2; i >= 0; i--) dot(x + i, y + h - 1);
  for (let j = h - 2; j > 0; j--) dot(x, y + j);
}

/**
 * Paint a small picture given as rows of characters: each character names a
 * colour through `colours` (a map or a function of the pixel position);
 * characters it does not name are left clear. Runs of one colour become one
 * rectangle.
 */
export function pattern(
  g: Rects,
  x: number,
  y: number,
  rows: readonly string[],
  colours: Readonly<Record<string, number>> | ((ch: string, px: number, py: number) => number | undefined),
): void {
  const colourAt = typeof colours === 'function' ? colours : (ch: string) => colours[ch];
  rows.forEach((row, j) => {
    let runStart = 0;
    let runColour: number | undefined;
    for (let i = 0; i <= row.length; i++) {
      const c = i < row.length ? colourAt(row[i] ?? '', i, j) : undefined;
      if (c === runColour) continue;
      if (runColour !== undefined) fillRect(g, x + runStart, y + j, i - runStart, 1, runColour);
      runStart = i;
      runColour = c;
    }
  });
}

/** A solid triangle pointing `direction`, `size` pixels from base to tip, tip at (x, y). */
export function arrow(g: Rects, x: number, y: number, direction: 'up' | 'down' | 'left' | 'right', size: number, colour: number): void {
  for (let k = 0; k < size; k++) {
    switch (direction) {
      case 'up':
        fillRect(g, x - k, y + k, 2 * k + 1, 1, colour);
        break;
      case 'down':
        fillRect(g, x - k, y - k, 2 * k + 1, 1, colour);
        break;
      case 'left':
        fillRect(g, x + k, y - k, 1, 2 * k + 1, colour);
        break;
      case 'right':
        fillRect(g, x - k, y - k, 1, 2 * k + 1, colour);
        break;
    }
  }
}
