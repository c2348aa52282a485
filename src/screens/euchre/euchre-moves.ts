// How the Euchre table changes with its own events, as data: your hand
// sorted for trump once it is made, the turned card taken into the dealer's
// hand or turned down, a card put down on the
// kitty, the Pass Best card handed over, the kitty set aside once play
// starts, and every card gathered when a hand is thrown in. Dealing, playing
// and gathering tricks are every trick game's (table/trick-moves.ts).

import type { Card, Suit } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { Point } from '../../renderer/glide';
import type { Shown } from '../table/table-view';
import type { Move, TablePoints } from '../table/trick-moves';
import { handOrder } from './euchre-scene';

const middle = (shown: Shown) => shown.middle ?? [];

function backsAdd(shown: Shown, seat: Seat, add: number): number[] {
  const backs = shown.backs.slice();
  backs[seat] = Math.max(0, (backs[seat] ?? 0) + add);
  return backs;
}

/** The turned card goes from the kitty into the dealer's hand. */
export function takeUpMove(shown: Shown, dealer: Seat, card: Card, trump: Suit | null, at: TablePoints): Move {
  const rest = middle(shown).filter((c) => c.key !== card);
  if (dealer === 0) return { shown: { ...shown, hand: handOrder([...shown.hand, card], trump), middle: rest }, options: { duration: 300 } };
  return { shown: { ...shown, backs: backsAdd(shown, dealer, 1), middle: rest }, options: { to: new Map([[card, at.seatPoint(dealer)]]), duration: 300 } };
}

/** Trump is made: your hand is sorted for it at once, trump first with the left bower among it. */
export function trumpMove(shown: Shown, trump: Suit): Move {
  return { shown: { ...shown, hand: handOrder(shown.hand, trump) }, options: { duration: 200 } };
}

/** Nobody wanted it: the turned card lies face down on the kitty. */
export function turnDownMove(shown: Shown): Move {
  return { shown: { ...shown, middle: middle(shown).map((c) => ({ ...c, card: null })) }, options: {} };
}

/** `seat` puts a card face down on the kitty: yours (`card`) from your hand, another's from its backs. */
export function putDownMove(shown: Shown, seat: Seat, card: Card | null, at: TablePoints): Move {
  if (seat === 0 && card !== null) {
    return { shown: { ...shown, hand: shown.hand.filter((c) => c !== card), middle: [...middle(shown), { key: card, card: null }] }, options: { duration: 260 } };
  }
  const key = `down:${seat}:${middle(shown).length}`;
  return {
    shown: { ...shown, backs: backsAdd(shown, seat, -1), middle: [...middle(shown), { key, card: null }] },
    options: { from: new Map([[key, at.seatPoint(seat)]]), duration: 260 },
  };
}

/** Pass Best: a card goes from the lone player's partner to the lone player; `given` is known only when it is yours to give or to get. */
export function giveMove(shown: Shown, from: Seat, to: Seat, given: Card | null, trump: Suit | null, at: TablePoints): Move {
  let backs = shown.backs;
  if (from !== 0) backs = backsAdd({ ...shown, backs }, from, -1);
  if (to !== 0) backs = backsAdd({ ...shown, backs }, to, 1);
  let hand = shown.hand;
  const arriving = new Map<string, Point>();
  const leaving = new Map<string, Point>();
  if (given !== null && from === 0) {
    hand = hand.filter((c) => c !== given);
    leaving.set(given, at.seatPoint(to));
  }
  if (given !== null && to === 0) {
    hand = handOrder([...hand, given], trump);
    arriving.set(given, at.seatPoint(from));
  }
  return { shown: { ...shown, hand, backs }, options: { from: arriving, to: leaving, duration: 400 } };
}

/** The first card of the hand is played: the dealer sets the kitty aside. */
export function asideMove(shown: Shown, dealer: Seat, at: TablePoints): Move {
  const aside = at.seatPoint(dealer);
  return { shown: { ...shown, middle: [] }, options: { to: new Map(middle(shown).map((c) => [c.key, aside])), duration: 200 } };
}

/** A hand thrown in: every card on the table (`keys`) goes back to the middle. */
export function throwInMove(keys: readonly string[], at: TablePoints): Move {
  const point = at.deckPoint();
  return { shown: { hand: [], raised: [], backs: [0, 0, 0, 0], table: [], middle: [] }, options: { to: new Map(keys.map((key) => [key, point])), duration: 300 } };
}
