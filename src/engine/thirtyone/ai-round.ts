// The expert's own copy of a round: cards as numbers (ai-codes.ts) in a few
// small arrays changed in place, so a playout moves without the engine's copy
// of the whole state and its events at every action. The rules are
// thirtyone.ts's and rules.ts's, move for move, up to the round's marks
// (ai-round.test.ts plays rounds in both and compares them); dealing the next
// round is left out, as the expert looks no further than this one.

import type { Seat } from '../game';
import { KEEP_HAND, PASS, TAKE_EXTRA, TAKE_POT, codeOf, points, rankCode } from './ai-codes';
import { content, intermediateCode } from './ai-intermediate';
import { isLastTurn } from './rules';
import { THIRTY_ONE, THREE_OF_A_KIND } from './scoring';
import type { ThirtyOneState, Variation } from './types';

export interface Round {
  readonly players: number;
  readonly variation: Variation;
  /** Players still in the game. */
  readonly playersIn: number;
  /** Seats out of the game, a bit each. */
  readonly outMask: number;
  /** Seats whose next mark is their last (van Eer-Maas: when all of them would take it, nobody does). */
  readonly lastMark: number;
  /** The dealer is still choosing between his hand and the extra set. */
  choosing: boolean;
  turn: Seat;
  /** Three cards a seat, seat by seat. */
  readonly hands: Int8Array;
  readonly pot: Int8Array;
  readonly extra: Int8Array;
  /** The seats that passed, in order: `passedCount` of them. */
  readonly passed: Int8Array;
  passedCount: number;
  passedMask: number;
}

/** The round of `state` (choosing or playing). */
export function roundOf(state: ThirtyOneState): Round {
  const { players } = state;
  let outMask = 0;
  for (const seat of state.out) outMask |= 1 << seat;
  let lastMark = 0;
  for (let seat = 0; seat < players; seat++) if ((state.marks[seat] ?? 0) + 1 >= (state.limits[seat] ?? 0)) lastMark |= 1 << seat;
  const round: Round = {
    players,
    variation: state.options.variation,
    playersIn: players - state.out.length,
    outMask,
    lastMark,
    choosing: state.phase === 'choose',
    turn: state.turn ?? state.dealer,
    hands: new Int8Array(players * 3),
    pot: new Int8Array(3),
    extra: new Int8Array(3),
    passed: new Int8Array(players),
    passedCount: 0,
    passedMask: 0,
  };
  state.hands.forEach((hand, seat) => hand.forEach((card, i) => (round.hands[seat * 3 + i] = codeOf(card))));
  state.pot.forEach((card, i) => (round.pot[i] = codeOf(card)));
  state.extra.forEach((card, i) => (round.extra[i] = codeOf(card)));
  for (const seat of state.passed) pass(round, seat);
  return round;
}

/** A copy of `round` to play out, written into `into` (a round of the same table) when it is given. */
export function copyRound(round: Round, into?: Round): Round {
  if (into === undefined) {
    return { ...round, hands: round.hands.slice(), pot: round.pot.slice(), extra: round.extra.slice(), passed: round.passed.slice() };
  }
  into.choosing = round.choosing;
  into.turn = round.turn;
  into.hands.set(round.hands);
  into.pot.set(round.pot);
  into.extra.set(round.extra);
  into.passed.set(round.passed);
  into.passedCount = round.passedCount;
  into.passedMask = round.passedMask;
  return into;
}

function pass(r: Round, seat: Seat): void {
  r.passed[r.passedCount++] = seat;
  r.passedMask |= 1 << seat;
}

function seatPoints(r: Round, seat: Seat): number {
  const h = seat * 3;
  return points(r.hands[h] ?? 0, r.hands[h + 1] ?? 0, r.hands[h + 2] ?? 0);
}

/** The next seat to the left of `seat` not in `skip` (rules.ts's nextIn). */
function nextFrom(r: Round, seat: Seat, skip: number): Seat {
  for (let step = 1; step <= r.players; step++) {
    const next = (seat + step) % r.players;
    if ((skip & (1 << next)) === 0) return next;
  }
  return seat;
}

/** The seats that lose the round as the cards lie now, a bit each (rules.ts's losers). */
export function losersOf(r: Round): number {
  let low = Number.POSITIVE_INFINITY;
  let lowest = 0;
  for (let seat = 0; seat < r.players; seat++) {
    if ((r.outMask & (1 << seat)) !== 0) continue;
    const p = seatPoints(r, seat);
    if (p < low) {
      low = p;
      lowest = 0;
    }
    if (p === low) lowest |= 1 << seat;
  }
  if (low !== THREE_OF_A_KIND) return lowest;
  if (r.variation === 'regular') return ((1 << r.players) - 1) & ~r.outMask;
  let loser = -1;
  for (let seat = 0; seat < r.players; seat++) {
    if ((lowest & (1 << seat)) === 0) continue;
    if (loser < 0 || rankCode(r.hands[seat * 3] ?? 0) < rankCode(r.hands[loser * 3] ?? 0)) loser = seat;
  }
  return 1 << loser;
}

/** The round is over: the seats marked, a bit each (none when van Eer-Maas spares everyone). */
function end(r: Round): number {
  const marked = losersOf(r);
  const inMask = ((1 << r.players) - 1) & ~r.outMask;
  if (r.variation !== 'regular' && marked === inMask && (r.lastMark & inMask) === inMask) return 0;
  return marked;
}

/** `seat`'s turn begins, unless it holds 31. */
function startTurn(r: Round, seat: Seat): number {
  if (seatPoints(r, seat) === THIRTY_ONE) return end(r);
  r.turn = seat;
  return -1;
}

function afterMove(r: Round, seat: Seat, wasLast: boolean): number {
  if (seatPoints(r, seat) === THIRTY_ONE) return end(r);
  if (r.variation === 'regular') {
    if (wasLast) return end(r);
    return startTurn(r, nextFrom(r, seat, r.outMask | r.passedMask));
  }
  const next = nextFrom(r, seat, r.outMask);
  if (r.passedCount > 0 && r.passed[0] === next) return end(r);
  return startTurn(r, next);
}

/**
 * The seat to act makes the move numbered `code` (ai-codes.ts), which must be
 * legal; -1 while the round goes on, else the seats it marked, a bit each.
 */
export function play(r: Round, code: number): number {
  const seat = r.turn;
  const h = seat * 3;
  if (code === KEEP_HAND || code === TAKE_EXTRA) {
    for (let i = 0; i < 3; i++) {
      if (code === KEEP_HAND) r.pot[i] = r.extra[i] ?? 0;
      else {
        r.pot[i] = r.hands[h + i] ?? 0;
        r.hands[h + i] = r.extra[i] ?? 0;
      }
    }
    r.choosing = false;
    return startTurn(r, nextFrom(r, seat, r.outMask));
  }
  const wasLast = r.playersIn - r.passedCount === 1;
  if (code === PASS) pass(r, seat);
  else if (code === TAKE_POT) {
    for (let i = 0; i < 3; i++) {
      const card = r.hands[h + i] ?? 0;
      r.hands[h + i] = r.pot[i] ?? 0;
      r.pot[i] = card;
    }
    pass(r, seat);
  } else {
    const i = h + Math.floor(code / 3);
    const j = code % 3;
    const card = r.hands[i] ?? 0;
    r.hands[i] = r.pot[j] ?? 0;
    r.pot[j] = card;
  }
  return afterMove(r, seat, wasLast);
}

/** What the intermediate would do for the seat to act. */
export function intermediateAt(r: Round): number {
  const lastTurn = isLastTurn(r.variation, r.passedCount, r.playersIn - r.passedCount);
  return intermediateCode(r.hands, r.turn * 3, r.pot, 0, r.choosing, lastTurn, content(r));
}
