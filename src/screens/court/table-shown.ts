// The Court table as the player watches it, one event at a time. The engine
// has already moved on when a move's events arrive (a turn gathered, a new
// round dealt), so the screen carries the view it last showed forward event
// by event: the two cards of a turn stay up while the turn is explained, and
// a finished round stays on the table under its End of Round box. Someone
// watching a network game holds no hand: each hand is carried by its count.

import { type Card, FULL_DECK } from '../../engine/cards';
import { type CourtEvent, type CourtView, faceValue } from '../../engine/court';

const DECK_ORDER = new Map<Card, number>(FULL_DECK.map((card, i) => [card, i]));
const sorted = (hand: readonly Card[]): Card[] => hand.slice().sort((a, b) => (DECK_ORDER.get(a) ?? 0) - (DECK_ORDER.get(b) ?? 0));

/** The view after a turn is settled but before its cards are gathered: the new totals beside the two cards. */
export function turnSettling(before: CourtView, event: Extract<CourtEvent, { type: 'turn' }>): CourtView {
  return { ...before, scores: [event.after[0], event.after[1]] };
}

/**
 * The table after `event`, from the table as the player saw it just before;
 * null when the game's own view shows it as it should be (a new round dealt,
 * the draw, the end of the game).
 */
export function afterEvent(before: CourtView, event: CourtEvent, watching = false): CourtView | null {
  const known = !watching;
  const mine = (seat: number): boolean => known && seat === before.seat;
  switch (event.type) {
    case 'play': {
      const hand = mine(event.seat) ? before.hand.filter((c) => c !== event.card) : before.hand;
      return {
        ...before,
        hand,
        handSizes: sizes(before, hand, oneOff(event.seat), known),
        captured: before.captured.filter((c) => c !== event.card),
        table: [...before.table, { seat: event.seat, card: event.card }],
        toAct: null,
      };
    }
    case 'turn': {
      const captured = event.capture;
      const cleared = new Set(event.cleared);
      const kept = before.hand.filter((c) => !cleared.has(c));
      const hand = captured && mine(captured.seat) ? sorted([...kept, captured.card]) : kept;
      // Whose hands an Affair cleared is known only beside a hand of one's own; a watcher's counts wait for the game's view.
      const theirsCleared = known ? event.cleared.length - (before.hand.length - kept.length) : 0;
      const change = [0, 0];
      change[1 - before.seat] = -theirsCleared;
      if (captured) change[captured.seat] = (change[captured.seat] ?? 0) + 1;
      return {
        ...before,
        hand,
        handSizes: sizes(before, hand, change, known),
        captured: captured && !mine(captured.seat) ? [...before.captured, captured.card] : before.captured,
        scores: [event.after[0], event.after[1]],
        turn: before.turn + 1,
        leader: event.winner,
        table: [],
        gone: [...before.gone, ...event.plays.map((p) => p.card).filter((c) => c !== captured?.card), ...event.cleared],
        lastTurn: { plays: event.plays, winner: event.winner, rule: event.rule, before: event.before, after: event.after },
        toAct: null,
      };
    }
    case 'bonus-round':
      return { ...before, phase: 'bonus', bonusSeat: event.seat, toAct: null };
    case 'bonus': {
      const hand = mine(event.seat) ? before.hand.filter((c) => c !== event.card) : before.hand;
      const bonusPoints = before.bonusPoints.slice();
      bonusPoints[event.seat] = (bonusPoints[event.seat] ?? 0) + faceValue(event.card);
      return {
        ...before,
        hand,
        handSizes: sizes(before, hand, oneOff(event.seat), known),
        captured: before.captured.filter((c) => c !== event.card),
        scores: [event.after[0], event.after[1]],
        gone: [...before.gone, event.card],
        bonusPoints,
        toAct: null,
      };
    }
    case 'bonus-done':
      return { ...before, bonusSeat: null, toAct: null };
    case 'round-over':
      return { ...before, scores: [event.scores[0], event.scores[1]], bonusSeat: null, toAct: null };
    default:
      return null;
  }
}

/** One card gone from `seat`'s hand. */
function oneOff(seat: number): number[] {
  const change = [0, 0];
  change[seat] = -1;
  return change;
}

/** Both hand sizes: the view's own hand (`known`: not a watcher's) from the hand itself; the others' counts changed by `change` (by seat). */
function sizes(before: CourtView, hand: readonly Card[], change: readonly number[], known: boolean): number[] {
  return before.handSizes.map((size, seat) => (known && seat === before.seat ? hand.length : Math.max(0, size + (change[seat] ?? 0))));
}
