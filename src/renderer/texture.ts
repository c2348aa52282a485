// Turns pure bitmaps into Pixi textures (browser only).

import { Texture } from 'pixi.js';
import type { Bitmap } from './bitmap';

export function bitmapTexture(bitmap: Bitmap): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2-D canvas unavailable');
  ctx.putImageData(new ImageData(bitmap.rgba(), bitmap.width, bitmap.height), 0, 0);
  return Texture.from({ resource: canvas, scaleMode: 'nearest', antialias: false });
}
