// A picture shown in a sunken well, as Windows framed a preview (the card
// back chosen in a list beside it). The picture can change; the well keeps
// its size.

import { Container, Sprite, type Texture } from 'pixi.js';
import { Rects } from '../rects';
import { well } from './draw';
import type { Sized } from './geometry';
import { type Look, theme } from './theme';

export class PictureWell extends Container implements Sized {
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  private readonly sprite: Sprite;

  /** A well round a picture of `width` x `height` native pixels, showing `picture`. */
  constructor(picture: Texture, width: number, height: number, look: Look = 'win31') {
    super();
    const t = theme(look);
    const frame = new Rects();
    const border = look === 'win31' ? 1 : 2;
    this.layoutWidth = width + 2 * border;
    this.layoutHeight = height + 2 * border;
    well(frame, t, 0, 0, this.layoutWidth, this.layoutHeight, t.field);
    this.sprite = new Sprite(picture);
    this.sprite.position.set(border, border);
    this.addChild(frame, this.sprite);
  }

  get picture(): Texture {
    return this.sprite.texture;
  }

  set picture(texture: Texture) {
    this.sprite.texture = texture;
  }
}
