// What a hand is worth: hearts, the queen, the jack, the moon and the
// no-trick bonus; and when the game is over. RULES.md explains each choice.

import { type Card, suitOf } from '../cards';
import type { Outcome } from '../game';
import { JACK_OF_DIAMONDS, QUEEN_OF_SPADES } from './rules';
import type { HeartsOptions } from './types';

export const MOON = -26;
export const JACK = -10;
export const QUEEN = 13;
export const NO_TRICK = -5;

export interface HandScore {
  /** Points per seat for the hand. */
  points: number[];
  /** The seat that took every heart and the queen, or null. */
  moon: number | null;
  /** Seats given the no-trick bonus. */
  noTrick: number[];
}

/** Points that the cards in `taken` are worth, the moon aside. */
export function cardPoints(taken: readonly Card[], options: HeartsOptions): number {
  let points = 0;
  for (const card of taken) {
    if (suitOf(card) === 'H') points += 1;
    else if (card === QUEEN_OF_SPADES && options.queenOfSpades) points += QUEEN;
    else if (card === JACK_OF_DIAMONDS && options.jackOfDiamonds) points += JACK;
  }
  return points;
}

/** Whether the seat took any card that costs points (a heart, or the queen when she scores). */
function tookPoints(taken: readonly Card[], options: HeartsOptions): boolean {
  return taken.some((card) => suitOf(card) === 'H' || (card === QUEEN_OF_SPADES && options.queenOfSpades));
}

/** The score of a finished hand, from the cards each seat took. */
export function scoreHand(taken: readonly (readonly Card[])[], options: HeartsOptions): HandScore {
  const points = taken.map((cards) => cardPoints(cards, options));
  const shooter = taken.findIndex(
    (cards) => cards.includes(QUEEN_OF_SPADES) && cards.filter((c) => suitOf(c) === 'H').length === 13,
  );
  const moon = shooter >= 0 ? shooter : null;
  if (moon !== null) {
    // The moon replaces the shooter's hearts and queen; the jack still counts.
    const jack = options.jackOfDiamonds && (taken[moon] ?? []).includes(JACK_OF_DIAMONDS) ? JACK : 0;
    points[moon] = MOON + jack;
  }
  const noTrick: number[] = [];
  if (options.noTrickBonus && moon === null) {
    taken.forEach((cards, seat) => {
      if (!tookPoints(cards, options)) {
        noTrick.push(seat);
        points[seat] = (points[seat] ?? 0) + NO_TRICK;
      }
    });
  }
  return { points, moon, noTrick };
}

/** The result once someone has gone over the limit: lowest total wins, ties share it. */
export function gameOutcome(scores: readonly number[], pointLimit: number): Outcome | null {
  if (!scores.some((s) => s > pointLimit)) return null;
  const best = Math.min(...scores);
  const winners = scores.flatMap((s, seat) => (s === best ? [seat] : []));
  return { scores: scores.slice(), winners, draw: winners.length > 1 };
}
