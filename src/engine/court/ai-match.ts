// Games played between Court computer players, for the tests and the
// strength benchmark. Duplicate play: each pair of games uses the same decks
// with the players in each other's seats, so the luck of the draw cancels.

import { type Card, FULL_DECK } from '../cards';
import type { Level, Seat } from '../game';
import { type Rng, createRng, nextInt, nextUint32, shuffle } from '../rng';
import { type DuplicateResult, duplicatePairs } from '../ai/duplicate';
import type { SearchBudget } from '../ai/search';
import { choose } from './ai';
import { court } from './court';
import type { CourtView } from './types';
import type { CourtAction, CourtOptions } from './types';

export type CourtPlayer = (view: CourtView, legal: readonly CourtAction[], rng: Rng) => CourtAction;

export const randomPlayer: CourtPlayer = (_view, legal, rng) => legal[nextInt(rng, legal.length)] as CourtAction;

export function levelPlayer(level: Level, budget: Partial<SearchBudget> = {}): CourtPlayer {
  return (view, legal, rng) => choose(view, legal, level, rng, budget);
}

/** Rounds a game may need, and then some: each round takes one deck. */
const DECKS_PER_GAME = 40;

/** Play one game; the winner's seat, or null for a draw (or a game that would not end). */
export function playGame(decks: readonly Card[][], players: readonly [CourtPlayer, CourtPlayer], seed: number, options: Partial<CourtOptions> = {}): Seat | null {
  const rng = createRng(seed);
  let state = court.setup({ seed, decks: decks.map((d) => d.slice()), options });
  for (let step = 0; step < 20_000; step++) {
    const seat = court.toAct(state);
    if (seat === null) break;
    const action = players[seat === 0 ? 0 : 1](court.view(state, seat) as CourtView, court.legal(state), rng);
    state = court.apply(state, action).state;
  }
  const outcome = court.outcome(state);
  return outcome === null || outcome.draw ? null : (outcome.winners[0] ?? null);
}

/** `pairs` pairs of games, the candidate in seat 0 then seat 1 on the same decks. */
export function duplicateMatch(candidate: CourtPlayer, field: CourtPlayer, pairs: number, seed: number): DuplicateResult {
  return duplicatePairs(pairs, seed, (rng) => {
    const decks = Array.from({ length: DECKS_PER_GAME }, () => shuffle(rng, FULL_DECK));
    const gameSeed = nextUint32(rng);
    return (seat) => playGame(decks, seat === 0 ? [candidate, field] : [field, candidate], gameSeed);
  });
}

/** A decision to time or to test: a seat's view and its legal actions. */
export interface Decision {
  view: CourtView;
  legal: CourtAction[];
}

/** `count` decisions with a real choice, in the draw or the play, from random moments of games between intermediates. */
export function sampleDecisions(count: number, seed: number): Decision[] {
  const rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: Decision[] = [];
  let state = court.setup({ seed });
  while (out.length < count) {
    if (court.toAct(state) === null) state = court.setup({ seed: nextUint32(rng) });
    const seat = court.toAct(state) ?? 0;
    const view = court.view(state, seat) as CourtView;
    const legal = court.legal(state);
    if (view.phase !== 'bonus' && legal.length > 1 && nextInt(rng, 3) === 0) out.push({ view, legal });
    state = court.apply(state, player(view, legal, rng)).state;
  }
  return out;
}

export { choose };
