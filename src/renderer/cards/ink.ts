import { VGA } from '../palette';
import { isRed } from '../../engine/cards';
import type { Suit } from '../../engine/cards';

/** Red for hearts and diamonds, black for clubs and spades. */
export function suitColour(suit: Suit): number {
  return isRed(suit) ? VGA.red : VGA.black;
}
