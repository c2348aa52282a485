// How the Hearts table changes with each event, as data: the cards as they
// lie afterwards and where the moving ones come from or go to. The screen
// plays the sound, draws the result and waits for the cards to settle.

import type { Card } from '../../engine/cards';
import type { HeartsEvent, HeartsView } from '../../engine/hearts';
import type { Point } from '../../renderer/glide';
import type { ShowOptions } from '../table/card-layer';
import type { Shown } from '../table/table-view';

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

/** The table as `view` has it, nothing raised. */
export function shownOf(view: HeartsView): Shown {
  return { hand: view.hand, raised: [], backs: view.handSizes.map((n, seat) => (seat === 0 ? 0 : n)), table: view.table };
}

/** A new hand flies out of the deck, card after card: `keys` are every card the table will hold. */
export function dealMove(view: HeartsView, keys: readonly string[], at: TablePoints): Move {
  const middle = at.deckPoint();
  return { shown: { ...shownOf(view), table: [] }, options: { from: new Map(keys.map((key) => [key, middle])), stagger: 12, duration: 260 } };
}

/** The chosen cards leave for their new owner and the received ones come in, standing up. */
export function exchangeMove(shown: Shown, chosen: readonly Card[], view: HeartsView, event: Extract<HeartsEvent, { type: 'exchange' }>, at: TablePoints): Move {
  const target = at.seatPoint(event.passedTo[0] ?? 0);
  const source = at.seatPoint(event.receivedFrom[0] ?? 0);
  const to = new Map<string, Point>(chosen.map((card) => [card, target]));
  const from = new Map<string, Point>((view.received ?? []).map((card) => [card, source]));
  return { shown: { ...shown, hand: view.hand, raised: view.received ?? [] }, options: { from, to, duration: 400 } };
}

/** A card goes to the trick: from your hand, or (unless every hand lies face up) from an opponent's backs. */
export function playMove(shown: Shown, event: Extract<HeartsEvent, { type: 'play' }>, facesUp: boolean, at: TablePoints): Move {
  const { seat, card } = event;
  const from = new Map<string, Point>();
  let next: Shown;
  if (seat === 0) {
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
export function gatherMove(shown: Shown, event: Extract<HeartsEvent, { type: 'trick' }>, at: TablePoints): Move {
  const to = new Map<string, Point>(event.cards.map((card) => [card, at.seatPoint(event.winner)]));
  return { shown: { ...shown, table: [] }, options: { to, duration: 260 } };
}
