// A plain pixel buffer of 0xRRGGBB colours (with a transparent value), drawn in
// pure TypeScript. Fonts and card art are painted into these, so they can be
// built and checked in Node, and only become Pixi textures in the browser
// (see `texture.ts`).

/** Marks a pixel that lets the background show through. */
export const CLEAR = -1;

export class Bitmap {
  readonly data: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    fill: number = CLEAR,
  ) {
    this.data = new Int32Array(width * height).fill(fill);
  }

  get(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return CLEAR;
    return this.data[y * this.width + x] ?? CLEAR;
  }

  set(x: number, y: number, colour: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.data[y * this.width + x] = colour;
  }

  rect(x: number, y: number, w: number, h: number, colour: number): void {
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++) {
      this.data.fill(colour, j * this.width + Math.max(0, x), j * this.width + Math.min(this.width, x + w));
    }
  }

  /** Copy `src` with its top-left at (x, y); clear pixels of `src` are skipped. */
  blit(src: Bitmap, x: number, y: number): void {
    for (let j = 0; j < src.height; j++) {
      for (let i = 0; i < src.width; i++) {
        const c = src.data[j * src.width + i] ?? CLEAR;
        if (c !== CLEAR) this.set(x + i, y + j, c);
      }
    }
  }

  /** RGBA bytes, clear pixels fully transparent (for ImageData or PNG). */
  rgba(): Uint8ClampedArray<ArrayBuffer> {
    const out = new Uint8ClampedArray(this.width * this.height * 4);
    for (let i = 0; i < this.data.length; i++) {
      const c = this.data[i] ?? CLEAR;
      if (c === CLEAR) continue;
      out[i * 4] = (c >> 16) & 0xff;
      out[i * 4 + 1] = (c >> 8) & 0xff;
      out[i * 4 + 2] = c & 0xff;
      out[i * 4 + 3] = 0xff;
    }
    return out;
  }

  /** The distinct colours used, clear excluded. */
  colours(): Set<number> {
    const set = new Set<number>();
    for (const c of this.data) if (c !== CLEAR) set.add(c);
    return set;
  }
}
