// Where things lie on the Thirty-One table: 2 to 4 seats round the pot,
// seat 0 at the bottom and the others clockwise from its left (two players
// face each other; three sit bottom, left and right), the pot's three cards
// in the middle, each seat's name over its cards. Pure arithmetic, tested.

import type { Seat } from '../../engine/game';
import type { Point } from '../../renderer/glide';
import { CARD_H, CARD_W } from '../table/layout';

export type Side = 'bottom' | 'left' | 'top' | 'right';

/** How far each card of a hand lies from the one before: enough to read each index. */
export const HAND_STEP = 26;
/** The pot's cards lie apart, so each can be seen and chosen. */
export const POT_STEP = CARD_W + 8;
const EDGE = 14;
/** A chosen card of your hand stands this far up. */
export const CHOSEN_LIFT = 12;

export interface FeltSize {
  width: number;
  height: number;
}

const SIDES: Record<number, readonly Side[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

export function sideOf(seat: Seat, players: number): Side {
  return SIDES[players]?.[seat] ?? 'bottom';
}

const HAND_WIDTH = 2 * HAND_STEP + CARD_W;

/** The middle of the felt, a little above centre so your hand has room below. */
function middle(size: FeltSize): Point {
  return { x: Math.floor(size.width / 2), y: Math.floor(size.height / 2) - 14 };
}

/** The top left of a seat's first card. */
function handOrigin(size: FeltSize, side: Side): Point {
  const m = middle(size);
  switch (side) {
    case 'bottom':
      return { x: m.x - Math.floor(HAND_WIDTH / 2), y: size.height - CARD_H - EDGE };
    case 'top':
      return { x: m.x - Math.floor(HAND_WIDTH / 2), y: EDGE + 12 };
    case 'left':
      return { x: EDGE, y: m.y - Math.floor(CARD_H / 2) };
    case 'right':
      return { x: size.width - EDGE - HAND_WIDTH, y: m.y - Math.floor(CARD_H / 2) };
  }
}

/** The top left of card `slot` of a seat's hand. */
export function handSpot(size: FeltSize, seat: Seat, players: number, slot: number): Point {
  const o = handOrigin(size, sideOf(seat, players));
  return { x: o.x + slot * HAND_STEP, y: o.y };
}

/** The strip of card `slot` that shows past the next one (all of the last): what a click on it hits. */
export function handStrip(size: FeltSize, seat: Seat, players: number, slot: number, count: number): { x: number; y: number; width: number; height: number } {
  const at = handSpot(size, seat, players, slot);
  return { ...at, width: slot === count - 1 ? CARD_W : HAND_STEP, height: CARD_H };
}

/** The top left of pot card `slot`. */
export function potSpot(size: FeltSize, slot: number): Point {
  const m = middle(size);
  return { x: m.x - Math.floor((2 * POT_STEP + CARD_W) / 2) + slot * POT_STEP, y: m.y - Math.floor(CARD_H / 2) };
}

/** Where a seat's name is written: over its cards, from their left edge. */
export function nameSpot(size: FeltSize, seat: Seat, players: number): Point {
  const o = handOrigin(size, sideOf(seat, players));
  return { x: o.x, y: o.y - 13 };
}
