// How a trick-taking table changes with the common events, as data: the
// cards as they lie afterwards and where the moving ones come from or go to.
// Every game with tricks (Hearts, Euchre) deals, plays and gathers this way;
// the screen plays the sound, draws the result and waits for the cards.

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { Point } from '../../renderer/glide';
import type { ShowOptions } from './card-layer';
import type { Shown } from './table-view';

/** Where cards come from and go to on the felt. */
export interface TablePoints {
  /** The middle of the felt, where the deck is dealt from. */
  deckPoint(): Point;
  /** The middle of a seat's hand. */
  seatPoint(seat: number): Point;
}

export interface Move {
  shown: Shown;
  options: ShowOptions;
}

/** A new hand flies out of the deck, card after card, to lie as `dealt`: `keys` are every card the table will hold. */
export function dealMove(dealt: Shown, keys: readonly string[], at: TablePoints, stagger = 12): Move {
  const middle = at.deckPoint();
  return { shown: dealt, options: { from: new Map(keys.map((key) => [key, middle])), stagger, duration: 260 } };
}

/** A card goes to the trick: from the hand face up at the bottom, or (unless every hand lies face up) from its seat's backs. */
export function playMove(shown: Shown, play: { seat: Seat; card: Card }, facesUp: boolean, at: TablePoints): Move {
  const { seat, card } = play;
  const from = new Map<string, Point>();
  let next: Shown;
  if (shown.hand.includes(card)) {
    next = { ...shown, hand: shown.hand.filter((c) => c !== card) };
  } else {
    const backs = shown.backs.slice();
    backs[seat] = Math.max(0, (backs[seat] ?? 0) - 1);
    next = { ...shown, backs };
    if (!facesUp) from.set(card, at.seatPoint(seat));
  }
  return { shown: { ...next, table: [...next.table, { seat, card }] }, options: { from, duration: 240 } };
}

/** The trick goes to its winner. */
export function gatherMove(shown: Shown, trick: { winner: Seat; cards: readonly Card[] }, at: TablePoints): Move {
  const to = new Map<string, Point>(trick.cards.map((card) => [card, at.seatPoint(trick.winner)]));
  return { shown: { ...shown, table: [] }, options: { to, duration: 260 } };
}
