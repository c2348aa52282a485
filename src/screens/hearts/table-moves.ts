// How the Hearts table changes with its own events: the table as the view
// has it, and the pass's exchange. Dealing, playing and gathering are every
// trick game's (table/trick-moves.ts).

import type { Card } from '../../engine/cards';
import type { HeartsEvent, HeartsView } from '../../engine/hearts';
import type { Point } from '../../renderer/glide';
import type { Move, TablePoints } from '../table/trick-moves';
import type { Shown } from '../table/table-view';

/** The table as `view` has it, nothing raised: the seat's own hand face up at the bottom, or (`open` false, between people's turns) face down. */
export function shownOf(view: HeartsView, open = true): Shown {
  return { hand: open ? view.hand : [], raised: [], backs: view.handSizes.map((n, seat) => (seat === view.seat && open ? 0 : n)), table: view.table };
}

/** The hand at the bottom turned face down, where it lies. */
export function faceDown(shown: Shown, seat: number): Shown {
  if (shown.hand.length === 0) return shown;
  const backs = shown.backs.slice();
  backs[seat] = shown.hand.length;
  return { ...shown, hand: [], raised: [], backs };
}

/** The chosen cards leave for their new owner and the received ones come in, standing up. */
export function exchangeMove(shown: Shown, chosen: readonly Card[], view: HeartsView, event: Extract<HeartsEvent, { type: 'exchange' }>, at: TablePoints): Move {
  const target = at.seatPoint(event.passedTo[view.seat] ?? 0);
  const source = at.seatPoint(event.receivedFrom[view.seat] ?? 0);
  const to = new Map<string, Point>(chosen.map((card) => [card, target]));
  const from = new Map<string, Point>((view.received ?? []).map((card) => [card, source]));
  return { shown: { ...shown, hand: view.hand, raised: view.received ?? [] }, options: { from, to, duration: 400 } };
}
