// Thirty-One's table rules apart from the moves: the 32-card pack, the order
// round the table past players who are out, and who takes a mark at the end
// of a round in each variation (RULES.md gives the reasons).

import { type Card, RANKS, SUITS, rankOf } from '../cards';
import type { Seat } from '../game';
import { THREE_OF_A_KIND } from './scoring';
import type { Variation } from './types';

/** Seven to ace in each suit. */
export const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.slice(RANKS.indexOf('7')).map((rank): Card => `${rank}${suit}`));

export const HAND_SIZE = 3;

/** Marks at which a player goes out: three in the regular variation, four in van Eer-Maas. */
export function markLimit(variation: Variation): number {
  return variation === 'regular' ? 3 : 4;
}

/** The next seat to the left of `seat` that is still in the game. */
export function nextIn(seat: Seat, players: number, out: readonly Seat[]): Seat {
  for (let step = 1; step <= players; step++) {
    const next = (seat + step) % players;
    if (!out.includes(next)) return next;
  }
  return seat;
}

export interface Marking {
  marked: Seat[];
  /** van Eer-Maas: every player left would have gone out, so nobody took a mark. */
  spared: boolean;
  /** Regular: the first to three, who take an extra mark and stay in. */
  extraMark: Seat[];
  wentOut: Seat[];
  marks: number[];
  limits: number[];
  extraGiven: boolean;
}

/** Who loses a round: the lowest hands, with each variation's way with 30.5. */
export function losers(variation: Variation, inSeats: readonly Seat[], points: readonly number[], hands: readonly Card[][]): Seat[] {
  const low = Math.min(...inSeats.map((s) => points[s] ?? 0));
  const lowest = inSeats.filter((s) => points[s] === low);
  if (low !== THREE_OF_A_KIND) return lowest;
  // Everybody holds 30.5 or 31.
  if (variation === 'regular') return inSeats.slice();
  // van Eer-Maas: the three of a kind of the lowest rank; no two players can hold three of one rank.
  const rank = (s: Seat): number => RANKS.indexOf(rankOf((hands[s] ?? [])[0] as Card));
  return [lowest.reduce((a, b) => (rank(b) < rank(a) ? b : a))];
}

/** The marks after a round that `marked` lost, and who goes out. */
export function giveMarks(
  variation: Variation,
  inSeats: readonly Seat[],
  marked: readonly Seat[],
  before: { marks: readonly number[]; limits: readonly number[]; extraGiven: boolean },
): Marking {
  const marks = before.marks.slice();
  const limits = before.limits.slice();
  let extraGiven = before.extraGiven;
  const reaching = marked.filter((s) => (marks[s] ?? 0) + 1 >= (limits[s] ?? 0));
  if (variation === 'van-eer-maas' && reaching.length === inSeats.length) {
    return { marked: [], spared: true, extraMark: [], wentOut: [], marks, limits, extraGiven };
  }
  for (const s of marked) marks[s] = (marks[s] ?? 0) + 1;
  let extraMark: Seat[] = [];
  if (variation === 'regular' && !extraGiven && reaching.length > 0) {
    // The first player(s) to reach three stay in, going out at the next mark.
    extraMark = reaching;
    extraGiven = true;
    for (const s of reaching) limits[s] = (limits[s] ?? 0) + 1;
  }
  const wentOut = reaching.filter((s) => !extraMark.includes(s));
  return { marked: marked.slice(), spared: false, extraMark, wentOut, marks, limits, extraGiven };
}

/**
 * Whether the player to act is on his last turn of the round, with `passed`
 * players passed and `unpassed` still in who have not (him among them).
 * Regular: only when he is the one left who has not passed (he changes once
 * more). van Eer-Maas: as soon as anyone has passed (everyone else has one
 * more turn, until the first to pass comes round again).
 */
export function isLastTurn(variation: Variation, passed: number, unpassed: number): boolean {
  return variation === 'regular' ? passed > 0 && unpassed === 1 : passed > 0;
}

/** Whether the seat to act in `round` (a view or the state's figures) is on its last turn. */
export function lastTurn(round: { variation: Variation; players: number; out: readonly Seat[]; passed: readonly Seat[] }): boolean {
  return isLastTurn(round.variation, round.passed.length, round.players - round.out.length - round.passed.length);
}
