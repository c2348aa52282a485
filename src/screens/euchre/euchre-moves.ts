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

// `own` is the seat whose hand lies face up at the bottom: seat 0, or the
// person playing when several share the cabinet (null while it is covered).

/** The turned card goes from the kitty into the dealer's hand. */
export function takeUpMove(shown: Shown, dealer: Seat, card: Card, trump: Suit | null, at: TablePoints, own: Seat | null = 0): Move {
  const rest = middle(shown).filter((c) => c.key !== card);
  if (dealer === own) return { shown: { ...shown, hand: handOrder([...shown.hand, card], trump), middle: rest }, options: { duration: 300 } };
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
export function putDownMove(shown: Shown, seat: Seat, card: Card | null, at: TablePoints, own: Seat | null = 0): Move {
  if (seat === own && card !== null) {
    return { shown: { ...shown, hand: shown.hand.filter((c) => c !== card), middle: [...middle(shown), { key: card, card: null }] }, options: { duration: 260 } };
  }
  const key = `down:${seat}:${middle(shown).length}`;
  return {
    shown: { ...shown, backs: backsAdd(shown, seat, -1), middle: [...middle(shown), { key, card: null }] },
    options: { from: new Map([[key, at.seatPoint(seat)]]), duration: 260 },
  };
}

/** Pass Best: a card goes from the lone player's partner to the lone player; `given` is known only when it is yours to give or to get. */
export function giveMove(shown: Shown, from: Seat, to: Seat, given: Card | null, trump: Suit | null, at: TablePoints, own: Seat | null = 0): Move {
  let backs = shown.backs;
  if (from !== own) backs = backsAdd({ ...shown, backs }, from, -1);
  if (to !== own) backs = backsAdd({ ...shown, backs }, to, 1);
  let hand = shown.hand;
  const arriving = new Map<string, Point>();
  const leaving = new Map<string, Point>();
  if (given !== null && from === own) {
    hand = hand.filter((c) => c !== given);
    leaving.set(given, at.seatPoint(to));
  }
  if (given !== null && to === own) {
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

/** `seat`'s hand at the bottom turns face down: its owner's move is made, and others share the screen. */
export function foldMove(shown: Shown, seat: Seat): Move {
  if (shown.hand.length === 0) return { shown, options: {} };
  const backs = shown.backs.slice();
  backs[seat] = shown.hand.length;
  return { shown: { ...shown, hand: [], raised: [], backs }, options: {} };
}

/** `seat`'s hand at the bottom turns face up for its owner, as `hand` is held. */
export function openMove(shown: Shown, seat: Seat, hand: readonly Card[]): Move {
  const backs = shown.backs.slice();
  backs[seat] = 0;
  return { shown: { ...shown, hand: hand.slice(), backs }, options: {} };
}
