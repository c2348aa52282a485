// `texture.ts` for unit tests in Node, which has no canvas: a texture of the
// bitmap's size with nothing in it, so widgets, text and card pictures can
// be laid out and measured. Tests swap it in with
// `vi.mock('<path>/texture', () => import('<path>/blank-texture'))`.

import { Texture, TextureSource } from 'pixi.js';
import type { Bitmap } from './bitmap';

export function bitmapTexture(bitmap: Pick<Bitmap, 'width' | 'height'>): Texture {
  return new Texture({ source: new TextureSource({ width: bitmap.width, height: bitmap.height }) });
}
