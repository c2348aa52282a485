// Card textures, painted on first use (or ahead of need, in idle time) and
// kept for the session (a full deck, its selected twin and the backs are a
// few hundred kilobytes).

import type { Texture } from 'pixi.js';
import { bitmapTexture } from '../texture';
import { FULL_DECK, type Card } from '../../engine/cards';
import type { Bitmap } from '../bitmap';
import { paintFace } from './face';
import { BACKS, paintBack } from './backs';
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

/**
 * Painting every face and back a table may deal, one task each, to be done
 * in idle time before a game needs them (each is painted on first use anyway).
 */
export function cardArtTasks(): (() => void)[] {
  return [
    ...FULL_DECK.map((card) => () => faceTexture(card)),
    ...BACKS.flatMap((_, i) => [() => backTexture(i), () => turnedBackTexture(i)]),
  ];
}
