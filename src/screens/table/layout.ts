// Where things go on a four-handed card table seen from the south seat: your
// hand face up along the bottom, the others' backs at the left, top and right,
// the trick in the middle. Pure numbers, so the layout is tested without a
// renderer; Hearts uses it now and Euchre will.

import type { Point } from '../../renderer/glide';

export const CARD_W = 71;
export const CARD_H = 96;
/** How much of each card in your hand shows past the next one. */
export const HAND_STEP = 22;
/** The same for the others' backs, which only need counting. */
export const BACK_STEP = 13;
/** How far a chosen card rises out of the hand. */
export const RAISE = 16;
const MARGIN = 8;

export type Side = 'bottom' | 'left' | 'top' | 'right';

/** Seat 0 sits at the bottom; play goes to the left, so seat 1 is on the left. */
export const SIDES: readonly Side[] = ['bottom', 'left', 'top', 'right'];

export function sideOf(seat: number): Side {
  return SIDES[((seat % 4) + 4) % 4] as Side;
}

export interface TableSize {
  width: number;
  /** Height of the felt, without any status line below it. */
  height: number;
}

/** A card's top-left corner; `turned` backs lie on their side (96 wide, 71 high). */
export interface CardSpot extends Point {
  turned: boolean;
}

/** The top-left of card `index` of `count` in your hand; `raised` lifts it. */
export function handSpot(table: TableSize, index: number, count: number, raised = false): CardSpot {
  const width = (Math.max(count, 1) - 1) * HAND_STEP + CARD_W;
  const x = Math.floor((table.width - width) / 2) + index * HAND_STEP;
  const y = table.height - CARD_H - MARGIN - (raised ? RAISE : 0);
  return { x, y, turned: false };
}

/** Which card of your hand is under a point (the topmost), or -1. */
export function handIndexAt(table: TableSize, count: number, raised: (index: number) => boolean, x: number, y: number): number {
  for (let i = count - 1; i >= 0; i--) {
    const spot = handSpot(table, i, count, raised(i));
    if (x >= spot.x && x < spot.x + CARD_W && y >= spot.y && y < spot.y + CARD_H) return i;
  }
  return -1;
}

/** The top-left of back `index` of `count` for an opponent at `side`. */
export function backSpot(table: TableSize, side: Exclude<Side, 'bottom'>, index: number, count: number): CardSpot {
  const length = (Math.max(count, 1) - 1) * BACK_STEP + CARD_W;
  if (side === 'top') {
    return { x: Math.floor((table.width - length) / 2) + index * BACK_STEP, y: MARGIN, turned: false };
  }
  const y = Math.floor((table.height - length) / 2) - 24 + index * BACK_STEP;
  return { x: side === 'left' ? MARGIN : table.width - MARGIN - CARD_H, y, turned: true };
}

/** The middle of a side's hand: where its cards come from and go to. */
export function seatCentre(table: TableSize, side: Side): Point {
  switch (side) {
    case 'bottom':
      return { x: Math.floor((table.width - CARD_W) / 2), y: table.height - CARD_H - MARGIN };
    case 'top':
      return { x: Math.floor((table.width - CARD_W) / 2), y: MARGIN };
    case 'left':
      return { x: MARGIN, y: Math.floor((table.height - CARD_H) / 2) - 24 };
    case 'right':
      return { x: table.width - MARGIN - CARD_W, y: Math.floor((table.height - CARD_H) / 2) - 24 };
  }
}

/** The top of the trick: just below the top hand and its name. */
const TRICK_TOP = MARGIN + CARD_H + 20;
/** How far the bottom card of the trick lies below the top one. */
const TRICK_DEPTH = 48;
/** How far the side cards of the trick lie from the middle. */
const TRICK_SPREAD = 56;

/** The middle of the felt, between the hands: the trick and the centre button. */
export function tableCentre(table: TableSize): Point {
  return { x: Math.floor(table.width / 2), y: TRICK_TOP + Math.floor((TRICK_DEPTH + CARD_H) / 2) };
}

/** Where the card a side plays lies in the trick: a cross, overlapping a little. */
export function trickSpot(table: TableSize, side: Side): Point {
  const x = Math.floor(table.width / 2) - Math.floor(CARD_W / 2);
  switch (side) {
    case 'bottom':
      return { x, y: TRICK_TOP + TRICK_DEPTH };
    case 'top':
      return { x, y: TRICK_TOP };
    case 'left':
      return { x: x - TRICK_SPREAD, y: TRICK_TOP + TRICK_DEPTH / 2 };
    case 'right':
      return { x: x + TRICK_SPREAD, y: TRICK_TOP + TRICK_DEPTH / 2 };
  }
}

/** Where a side's name is written beside a full hand of `handSize`: `x` is its left, middle or right end as `align` says. */
export function nameSpot(table: TableSize, side: Side, handSize: number): Point & { align: 'left' | 'center' | 'right' } {
  switch (side) {
    case 'bottom': {
      const left = handSpot(table, 0, handSize).x;
      return { x: left - MARGIN, y: table.height - MARGIN - Math.floor(CARD_H / 2) - 8, align: 'right' };
    }
    case 'top':
      return { x: Math.floor(table.width / 2), y: MARGIN + CARD_H + 2, align: 'center' };
    case 'left':
      return { x: MARGIN, y: backSpot(table, 'left', 0, handSize).y - 18, align: 'left' };
    case 'right':
      return { x: table.width - MARGIN, y: backSpot(table, 'right', 0, handSize).y - 18, align: 'right' };
  }
}
