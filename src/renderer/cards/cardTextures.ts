// Card textures, painted on first use and kept for the session (a full deck,
// its selected twin and the backs are a few hundred kilobytes).

import type { Texture } from 'pixi.js';
import { bitmapTexture } from '../texture';
import type { Card } from '../../engine/cards';
import type { Bitmap } from '../bitmap';
import { paintFace } from './face';
import { paintBack } from './backs';
import { paintSlot } from './slot';
import { invertCard } from './selected';
import { rotate90 } from './sprite';

const cache = new Map<string, Texture>();

function cached(key: string, paint: () => Bitmap): Texture {
  let texture = cache.get(key);
  if (!texture) {
    texture = bitmapTexture(paint());
    cache.set(key, texture);
  }
  return texture;
}

/** The face of `card`; `selected` gives it inverted, as Windows marked a chosen card. */
export function faceTexture(card: Card, selected = false): Texture {
  return selected ? cached(`face:${card}:selected`, () => invertCard(paintFace(card))) : cached(`face:${card}`, () => paintFace(card));
}

/** Back design `index` of `BACKS`. */
export function backTexture(index: number, selected = false): Texture {
  return selected ? cached(`back:${index}:selected`, () => invertCard(paintBack(index))) : cached(`back:${index}`, () => paintBack(index));
}

/** Back design `index` lying on its side (96 wide, 71 high), for the players at the left and right. */
export function turnedBackTexture(index: number): Texture {
  return cached(`back:${index}:turned`, () => rotate90(paintBack(index)));
}

/** The dashed outline of an empty pile, in `colour` (a palette colour). */
export function slotTexture(colour?: number): Texture {
  return cached(`slot:${colour ?? 'default'}`, () => paintSlot(colour));
}
