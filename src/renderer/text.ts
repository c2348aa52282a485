// Text on screen: every string is drawn from the bitmap fonts as sprites cut
// from one white atlas per font, tinted to a palette colour (white times a
// colour is exactly that colour), so text stays 1-bit and on the palette.

import { Container, Rectangle, Sprite, Texture } from 'pixi.js';
import { Bitmap } from './bitmap';
import { FONTS, INK, layoutText, measure, type Font, type FontId, type Glyph } from './font';
import { VGA } from './palette';
import { bitmapTexture } from './texture';

export type { FontId } from './font';

export interface TextOptions {
  /** Default 'system'. */
  font?: FontId;
  /** A palette colour; default VGA.black. */
  colour?: number;
  /** Within `wrap` when given, else within the widest line. */
  align?: 'left' | 'center' | 'right';
  /** Word-wrap to this width in pixels. */
  wrap?: number;
  /** '&File' draws File with F underlined; '&&' is a literal '&'. */
  accelerator?: boolean;
}

interface Atlas {
  readonly glyphs: ReadonlyMap<Glyph, Texture>;
  /** One white pixel, stretched for underlines. */
  readonly white: Texture;
}

const ATLAS_WIDTH = 256;
/** Clear pixels around every glyph so neighbours never bleed in when sampled. */
const GAP = 1;

function buildAtlas(font: Font): Atlas {
  const inked = [...font.glyphs.values(), font.placeholder].filter((g) => g.bitmap.colours().size > 0);
  const frames = new Map<Glyph, Rectangle>();
  let x = GAP;
  let y = GAP;
  for (const glyph of inked) {
    if (x + glyph.bitmap.width + GAP > ATLAS_WIDTH) {
      x = GAP;
      y += font.rows + GAP;
    }
    frames.set(glyph, new Rectangle(x, y, glyph.bitmap.width, glyph.bitmap.height));
    x += glyph.bitmap.width + GAP;
  }
  // The underline pixel sits in the middle of a 3x3 white block, so sampling
  // its edges still finds white.
  const whiteAt = { x: GAP + 1, y: y + font.rows + GAP + 1 };
  const sheet = new Bitmap(ATLAS_WIDTH, whiteAt.y + 2 + GAP);
  for (const [glyph, frame] of frames) sheet.blit(glyph.bitmap, frame.x, frame.y);
  sheet.rect(whiteAt.x - 1, whiteAt.y - 1, 3, 3, INK);

  const { source } = bitmapTexture(sheet);
  const glyphs = new Map<Glyph, Texture>();
  for (const [glyph, frame] of frames) glyphs.set(glyph, new Texture({ source, frame, label: `${font.name} ${glyph.char}` }));
  return { glyphs, white: new Texture({ source, frame: new Rectangle(whiteAt.x, whiteAt.y, 1, 1) }) };
}

const atlases = new Map<FontId, Atlas>();

function atlasFor(font: FontId): Atlas {
  let atlas = atlases.get(font);
  if (!atlas) {
    atlas = buildAtlas(FONTS[font]);
    atlases.set(font, atlas);
  }
  return atlas;
}

/** Build every font's atlas up front, so the first frame with text does not stall. */
export async function loadFonts(): Promise<void> {
  for (const id of Object.keys(FONTS) as FontId[]) atlasFor(id);
}

export function measureText(text: string, options: TextOptions = {}): { width: number; height: number } {
  return measure(FONTS[options.font ?? 'system'], text, options);
}

export function lineHeight(font: FontId = 'system'): number {
  return FONTS[font].lineHeight;
}

/**
 * A block of text in one font and colour. Changing `text` re-uses the sprites
 * already made, since menus and score lines change often.
 */
export class PixelText extends Container {
  #text: string;
  #colour: number;
  readonly #options: TextOptions;
  readonly #sprites: Sprite[] = [];
  #width = 0;
  #height = 0;

  constructor(text: string, options: TextOptions = {}) {
    super();
    this.#text = text;
    this.#colour = options.colour ?? VGA.black;
    this.#options = options;
    this.#layout();
  }

  get text(): string {
    return this.#text;
  }

  set text(value: string) {
    if (value === this.#text) return;
    this.#text = value;
    this.#layout();
  }

  get colour(): number {
    return this.#colour;
  }

  set colour(value: number) {
    this.#colour = value;
    for (const sprite of this.#sprites) sprite.tint = value;
  }

  get textWidth(): number {
    return this.#width;
  }

  get textHeight(): number {
    return this.#height;
  }

  #sprite(index: number): Sprite {
    let sprite = this.#sprites[index];
    if (!sprite) {
      sprite = new Sprite();
      sprite.tint = this.#colour;
      this.#sprites.push(sprite);
      this.addChild(sprite);
    }
    sprite.visible = true;
    return sprite;
  }

  #layout(): void {
    const font = this.#options.font ?? 'system';
    const atlas = atlasFor(font);
    const layout = layoutText(FONTS[font], this.#text, this.#options);
    let used = 0;
    for (const { x, y, glyph } of layout.placements) {
      const texture = atlas.glyphs.get(glyph);
      if (!texture) continue; // a space: nothing to draw
      const sprite = this.#sprite(used++);
      sprite.texture = texture;
      sprite.scale.set(1, 1);
      sprite.position.set(x, y);
    }
    for (const { x, y, width } of layout.underlines) {
      const sprite = this.#sprite(used++);
      sprite.texture = atlas.white;
      sprite.scale.set(width, 1);
      sprite.position.set(x, y);
    }
    for (let i = used; i < this.#sprites.length; i++) {
      const sprite = this.#sprites[i];
      if (sprite) sprite.visible = false;
    }
    this.#width = layout.width;
    this.#height = layout.height;
  }
}
