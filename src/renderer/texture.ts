// Turns pure bitmaps into Pixi textures (browser only): straight from their
// RGBA bytes, with no canvas in between, so a card face costs one copy and
// one upload when first drawn.

import { BufferImageSource, Texture } from 'pixi.js';
import type { Bitmap } from './bitmap';

export function bitmapTexture(bitmap: Bitmap): Texture {
  const resource = new Uint8Array(bitmap.rgba().buffer);
  // Every pixel is either opaque or wholly clear (colour 0), so its bytes are already premultiplied.
  const source = new BufferImageSource({ resource, width: bitmap.width, height: bitmap.height, scaleMode: 'nearest', alphaMode: 'premultiplied-alpha' });
  return new Texture({ source });
}
