// Games between Chinese Patience computer players, for the tests and the
// benchmarks. Duplicate play: each pair of games deals the same cards with
// the players in each other's seats, so the luck of the deal cancels.

import type { Level, Seat } from '../game';
import { type Rng, createRng, nextInt, nextUint32 } from '../rng';
import { type DuplicateResult, duplicatePairs } from '../ai/duplicate';
import type { SearchBudget } from '../ai/search';
import { choose } from './ai';
import { patience } from './patience';
import type { PatienceView } from './types';
import type { PatienceAction, PatienceState } from './types';

export type PatiencePlayer = (view: PatienceView, legal: readonly PatienceAction[], rng: Rng) => PatienceAction;

export const randomPlayer: PatiencePlayer = (_view, legal, rng) => legal[nextInt(rng, legal.length)] as PatienceAction;

export function levelPlayer(level: Level, budget: Partial<SearchBudget> = {}): PatiencePlayer {
  return (view, legal, rng) => choose(view, legal, level, rng, budget);
}

/** Far more actions than any game needs: the blocked-game rule ends the longest. */
const MAX_ACTIONS = 50_000;

export interface GameRecord {
  /** The winner's seat, or null for a draw (or a game that would not end). */
  winner: Seat | null;
  /** Actions in each turn, in order. */
  turns: number[];
  over: boolean;
}

/** Play one game from `seed` to its end. */
export function playGame(seed: number, players: readonly [PatiencePlayer, PatiencePlayer], rng: Rng = createRng(seed)): GameRecord {
  let state = patience.setup({ seed });
  const turns: number[] = [];
  let actions = 0;
  for (let step = 0; step < MAX_ACTIONS; step++) {
    const seat = patience.toAct(state);
    if (seat === null) break;
    const legal = patience.legal(state);
    const action = (seat === 0 ? players[0] : players[1])(patience.view(state, seat) as PatienceView, legal, rng);
    state = patience.apply(state, action).state;
    actions++;
    if (action.type === 'finish' || state.phase === 'over') {
      turns.push(actions);
      actions = 0;
    }
  }
  const outcome = patience.outcome(state);
  return { winner: outcome === null || outcome.draw ? null : (outcome.winners[0] ?? null), turns, over: outcome !== null };
}

/** `pairs` pairs of games, the candidate in seat 0 then seat 1 on the same deal. */
export function duplicateMatch(candidate: PatiencePlayer, field: PatiencePlayer, pairs: number, seed: number): DuplicateResult {
  return duplicatePairs(pairs, seed, (rng) => {
    const gameSeed = nextUint32(rng);
    return (seat) => playGame(gameSeed, seat === 0 ? [candidate, field] : [field, candidate], createRng(gameSeed ^ 0x5bd1e995)).winner;
  });
}

/** `count` positions at the start of a turn, from random moments of games between intermediates. */
export function sampleTurnStarts(count: number, seed: number): PatienceState[] {
  const rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: PatienceState[] = [];
  let state = patience.setup({ seed });
  let turnStart = true;
  while (out.length < count) {
    if (patience.toAct(state) === null) {
      state = patience.setup({ seed: nextUint32(rng) });
      turnStart = true;
    }
    if (turnStart && nextInt(rng, 4) === 0) out.push(state);
    const seat = patience.toAct(state) ?? 0;
    const action = player(patience.view(state, seat) as PatienceView, patience.legal(state), rng);
    state = patience.apply(state, action).state;
    turnStart = action.type === 'finish';
  }
  return out;
}

/**
 * Plays the turn of the seat to act in `state` with `player` to its end;
 * returns the state after it and the actions taken. `decide` wraps each
 * decision (a benchmark times it).
 */
export function playTurn(
  state: PatienceState,
  player: PatiencePlayer,
  rng: Rng,
  decide: (think: () => PatienceAction) => PatienceAction = (think) => think(),
  limit = 1_000,
): { state: PatienceState; actions: PatienceAction[] } {
  const seat = patience.toAct(state);
  const actions: PatienceAction[] = [];
  while (patience.toAct(state) === seat && seat !== null && actions.length < limit) {
    const legal = patience.legal(state);
    const view = patience.view(state, seat) as PatienceView;
    const action = decide(() => player(view, legal, rng));
    actions.push(action);
    state = patience.apply(state, action).state;
  }
  return { state, actions };
}

export { choose };
