// The Court table as the player watches it, one event at a time. The engine
// has already moved on when a move's events arrive (a turn gathered, a new
// round dealt), so the screen carries the view it last showed forward event
// by event: the two cards of a turn stay up while the turn is explained, and
// a finished round stays on the table under its End of Round box.

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
export function afterEvent(before: CourtView, event: CourtEvent): CourtView | null {
  const mine = (seat: number): boolean => seat === before.seat;
  switch (event.type) {
    case 'play': {
      const hand = mine(event.seat) ? before.hand.filter((c) => c !== event.card) : before.hand;
      return {
        ...before,
        hand,
        handSizes: sizes(before, hand, mine(event.seat) ? 0 : -1),
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
      const theirsCleared = event.cleared.length - (before.hand.length - kept.length);
      const theirChange = (captured && !mine(captured.seat) ? 1 : 0) - theirsCleared;
      return {
        ...before,
        hand,
        handSizes: sizes(before, hand, theirChange),
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
        handSizes: sizes(before, hand, mine(event.seat) ? 0 : -1),
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

/** Both hand sizes: this seat's from its hand, the other's changed by `theirChange`. */
function sizes(before: CourtView, hand: readonly Card[], theirChange: number): number[] {
  const out = before.handSizes.slice();
  out[before.seat] = hand.length;
  const them = 1 - before.seat;
  out[them] = Math.max(0, (out[them] ?? 0) + theirChange);
  return out;
}
