// Duplicate play for two-player games, for the tests and the strength
// benchmarks: each pair of games is dealt alike, with the candidate in seat
// 0 and then in seat 1, so the luck of the deal and of moving first cancels.

import type { Seat } from '../game';
import { type Rng, createRng } from '../rng';

export interface DuplicateResult {
  /** Games the candidate won, lost and drew. */
  wins: number;
  losses: number;
  draws: number;
}

/**
 * `pairs` pairs of games. `deal(rng)` makes what both games of a pair share
 * and returns how to play one of them with the candidate in `seat`: the
 * winner's seat, or null for a draw.
 */
export function duplicatePairs(pairs: number, seed: number, deal: (rng: Rng) => (seat: 0 | 1) => Seat | null): DuplicateResult {
  const rng = createRng(seed);
  const result: DuplicateResult = { wins: 0, losses: 0, draws: 0 };
  for (let p = 0; p < pairs; p++) {
    const play = deal(rng);
    for (const seat of [0, 1] as const) {
      const winner = play(seat);
      if (winner === null) result.draws++;
      else if (winner === seat) result.wins++;
      else result.losses++;
    }
  }
  return result;
}
