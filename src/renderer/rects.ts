// Flat whole-pixel rectangles: every drawing of the kiosk that is not a
// bitmap (window frames, bevels, felt, focus rectangles, the boot bar). Each
// rectangle is a sprite of Pixi's one white pixel, stretched and tinted,
// which the renderer batches like any card. Pixi's Graphics would draw the
// same pixels, but it brings a path triangulator, an SVG parser and the
// Canvas renderer's drawing systems with it: a fifth of the first page's
// JavaScript, for shapes the kiosk never draws.

import { Container, Sprite, Texture } from 'pixi.js';

export class Rects extends Container {
  /** How many of the children are drawn; the rest wait, hidden, to be drawn again after `clear`. */
  private count = 0;

  /** A `w` x `h` rectangle of `colour` (0xRRGGBB) with its top-left at (x, y), over those drawn before. */
  rect(x: number, y: number, w: number, h: number, colour: number): this {
    if (w <= 0 || h <= 0) return this;
    let sprite = this.children[this.count] as Sprite | undefined;
    if (!sprite) {
      sprite = new Sprite(Texture.WHITE);
      this.addChild(sprite);
    }
    this.count += 1;
    sprite.visible = true;
    sprite.position.set(x, y);
    sprite.setSize(w, h);
    sprite.tint = colour;
    return this;
  }

  /** Take every rectangle away (their sprites are kept for the next drawing). */
  clear(): this {
    for (let i = 0; i < this.count; i++) {
      const sprite = this.children[i];
      if (sprite) sprite.visible = false;
    }
    this.count = 0;
    return this;
  }

  /** Whether anything is drawn. */
  get drawn(): boolean {
    return this.count > 0;
  }
}
