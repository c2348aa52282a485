// The gamepad's (and the arrow keys') cursor over the piles. It walks the
// table as it is laid out: piles 1-4 along the top, the fans of 5-8 one row
// each, piles 0 and 9 at the bottom. In a fan of two cards or more, left
// takes hold of the first card (the whole pile) and right the top card.

import type { Button } from '../../input/commands';
import type { PileHit } from './board-layout';

const ROWS: readonly (readonly number[])[] = [[1, 2, 3, 4], [5], [6], [7], [8], [0, 9]];

export const HOME: PileHit = { pile: 0, part: 'top' };

function rowOf(pile: number): number {
  return ROWS.findIndex((row) => row.includes(pile));
}

/** Where the cursor goes for a direction; `lengths[n]` is the number of cards in pile n. */
export function moveCursor(cursor: PileHit, direction: Extract<Button, 'up' | 'down' | 'left' | 'right'>, lengths: readonly number[]): PileHit {
  const r = rowOf(cursor.pile);
  const row = ROWS[r] ?? [];
  const fanned = cursor.pile >= 5 && cursor.pile <= 8;
  if (direction === 'left' || direction === 'right') {
    if (fanned) {
      const whole = direction === 'left' && (lengths[cursor.pile] ?? 0) >= 2;
      return { pile: cursor.pile, part: whole ? 'bottom' : 'top' };
    }
    const at = row.indexOf(cursor.pile) + (direction === 'left' ? -1 : 1);
    const pile = row[Math.max(0, Math.min(row.length - 1, at))] ?? cursor.pile;
    return { pile, part: 'top' };
  }
  const next = ROWS[Math.max(0, Math.min(ROWS.length - 1, r + (direction === 'up' ? -1 : 1)))] ?? row;
  if (next === row) return cursor;
  // Keep roughly to the same side of the table: the right half of the top row lands on 9.
  const side = row.length > 1 ? row.indexOf(cursor.pile) / (row.length - 1) : 0;
  const pile = next[Math.round(side * (next.length - 1))] ?? next[0] ?? cursor.pile;
  return { pile, part: 'top' };
}

/** The cursor after the piles changed: a whole-pile hold needs two cards still. */
export function settleCursor(cursor: PileHit, lengths: readonly number[]): PileHit {
  if (cursor.part === 'bottom' && (lengths[cursor.pile] ?? 0) < 2) return { pile: cursor.pile, part: 'top' };
  return cursor;
}
