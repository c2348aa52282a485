// Rectangles in native stage pixels. Widgets are placed at whole-pixel
// positions and never scaled, so their place on the stage is the plain sum of
// their ancestors' offsets: hit-testing needs no float bounds or textures.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
}

/** Anything placed by an integer offset inside a parent (a Pixi Container is one). */
export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly parent: Placed | null;
}

/** The stage rectangle of a `width` x `height` box at `node`'s origin. */
export function stageRect(node: Placed, width: number, height: number): Rect {
  let x = 0;
  let y = 0;
  for (let at: Placed | null = node; at; at = at.parent) {
    x += Math.round(at.x);
    y += Math.round(at.y);
  }
  return { x, y, width, height };
}

/** A widget's own size, for laying widgets out (Pixi's `width` would measure textures and can rescale). */
export interface Sized {
  readonly layoutWidth: number;
  readonly layoutHeight: number;
}
