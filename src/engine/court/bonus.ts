// A bonus card (5.2): a numbered card played alone after the last turn of a
// round has the effect it would have had winning a turn, at its face value.
// The engine applies it and the table tells the player what it would do, so
// both read it here.

import { type Card, suitOf } from '../cards';
import type { Seat } from '../game';
import { faceValue, numberEffect } from './turn';

/** How `card` played as a bonus by `seat` changes each total: [seat 0's change, seat 1's]. */
export function bonusEffect(card: Card, seat: Seat): [number, number] {
  return numberEffect([0, 0], suitOf(card), faceValue(card), seat);
}
