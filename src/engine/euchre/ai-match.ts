// Games played between computer players, for the tests and the strength
// benchmark. Duplicate play: each pair of games deals the same decks, once
// with the candidate's team in seats 0 and 2 and once in seats 1 and 3, so
// the luck of the cards cancels out.

import type { Card } from '../cards';
import type { Level, Seat } from '../game';
import { type Rng, createRng, nextInt, nextUint32, shuffle } from '../rng';
import { type DuplicateResult, duplicatePairs } from '../ai/duplicate';
import type { SearchBudget } from '../ai/search';
import { choose } from './ai';
import { euchre } from './euchre';
import { EUCHRE_DECK, teamOf } from './rules';
import type { EuchreAction, EuchreOptions, EuchreState, EuchreView } from './types';

/** A seat's decision maker. */
export type EuchrePlayer = (view: EuchreView, legal: readonly EuchreAction[], rng: Rng) => EuchreAction;

/** Any legal action, uniformly: the floor every level must beat. */
export const randomPlayer: EuchrePlayer = (_view, legal, rng) => {
  const action = legal[nextInt(rng, legal.length)];
  if (action === undefined) throw new RangeError('No legal action to choose from.');
  return action;
};

export function levelPlayer(level: Level, budget: Partial<SearchBudget> = {}): EuchrePlayer {
  return (view, legal, rng) => choose(view, legal, level, rng, budget);
}

/** Deals a game may need, and then some: games to 10 take about a dozen, thrown-in hands included. */
const DECKS_PER_GAME = 60;

/** Sees the whole state before each decision: only for measuring what seeing more would be worth (ai-ceiling.ts). */
export type Watcher = (state: EuchreState) => void;

/**
 * One game to the target with team 0 (seats 0 and 2) played by `players[0]`
 * and team 1 by `players[1]`; the winning team (0 or 1), or null for a game
 * that would not end.
 */
export function playGame(
  decks: readonly Card[][],
  players: readonly [EuchrePlayer, EuchrePlayer],
  seed: number,
  options: Partial<EuchreOptions> = {},
  watch?: Watcher,
): 0 | 1 | null {
  const rng = createRng(seed);
  let state = euchre.setup({ seed, decks: decks.map((d) => d.slice()), options });
  for (let step = 0; step < 20_000; step++) {
    const seat = euchre.toAct(state);
    if (seat === null) break;
    watch?.(state);
    const action = players[teamOf(seat)](euchre.view(state, seat), euchre.legal(state), rng);
    state = euchre.apply(state, action).state;
  }
  const winner = euchre.outcome(state)?.winners[0];
  return winner === undefined ? null : teamOf(winner);
}

/**
 * `pairs` pairs of games to the target: the candidate's team in seats 0 and
 * 2 and then in seats 1 and 3, on the same decks. A win is counted for the
 * team's first seat (0 for the candidate, 1 for the field).
 */
export function duplicateMatch(
  candidate: EuchrePlayer,
  field: EuchrePlayer,
  pairs: number,
  seed: number,
  options: Partial<EuchreOptions> = {},
  watch?: Watcher,
): DuplicateResult {
  return duplicatePairs(pairs, seed, (rng) => {
    const decks = Array.from({ length: DECKS_PER_GAME }, () => shuffle(rng, EUCHRE_DECK));
    const gameSeed = nextUint32(rng);
    return (team): Seat | null => playGame(decks, team === 0 ? [candidate, field] : [field, candidate], gameSeed, options, watch);
  });
}

/** How a team's bids turned out over some games: the lone hands above all. */
export interface HandTally {
  /** Hands dealt, thrown-in hands included. */
  dealt: number;
  /** Hands where this team made trump. */
  made: number;
  /** Of those, made alone; and of the lone hands, marched (4 points) and euchred. */
  alone: number;
  loneMarch: number;
  loneEuchred: number;
  /** Hands where this team made trump and was euchred, alone or not. */
  euchred: number;
}

const emptyTally = (): HandTally => ({ dealt: 0, made: 0, alone: 0, loneMarch: 0, loneEuchred: 0, euchred: 0 });

/**
 * `games` games to the target between `players[0]` (team 0) and `players[1]`
 * (team 1), dealt from seeded shuffles, with each team's bids tallied: how
 * often it made trump, went alone, marched alone, was euchred.
 */
export function handTally(
  players: readonly [EuchrePlayer, EuchrePlayer],
  games: number,
  seed: number,
  options: Partial<EuchreOptions> = {},
): [HandTally, HandTally] {
  const tallies: [HandTally, HandTally] = [emptyTally(), emptyTally()];
  const rng = createRng(seed);
  for (let game = 0; game < games; game++) {
    let state = euchre.setup({ seed: nextUint32(rng), options });
    for (let step = 0; step < 20_000; step++) {
      const seat = euchre.toAct(state);
      if (seat === null) break;
      const action = players[teamOf(seat)](euchre.view(state, seat), euchre.legal(state), rng);
      const next = euchre.apply(state, action);
      for (const event of next.events) {
        if (event.type === 'throw-in') for (const t of tallies) t.dealt++;
        if (event.type !== 'hand') continue;
        for (const t of tallies) t.dealt++;
        const t = tallies[event.makers];
        t.made++;
        if (event.euchred) t.euchred++;
        if (!event.alone) continue;
        t.alone++;
        if (event.march) t.loneMarch++;
        if (event.euchred) t.loneEuchred++;
      }
      state = next.state;
    }
  }
  return tallies;
}

/** A decision to time or to test: a seat's view and its legal actions. */
export interface Decision {
  view: EuchreView;
  legal: EuchreAction[];
}

/**
 * `count` decisions with a real choice (two legal actions or more), bids and
 * cards alike, taken from games between intermediates at random moments.
 */
export function sampleDecisions(count: number, seed: number, options: Partial<EuchreOptions> = {}): Decision[] {
  const rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: Decision[] = [];
  let state = euchre.setup({ seed, options });
  while (out.length < count) {
    if (euchre.toAct(state) === null) state = euchre.setup({ seed: nextUint32(rng), options });
    const seat = euchre.toAct(state) ?? 0;
    const view = euchre.view(state, seat);
    const legal = euchre.legal(state);
    if (legal.length > 1 && nextInt(rng, 3) === 0) out.push({ view, legal });
    state = euchre.apply(state, player(view, legal, rng)).state;
  }
  return out;
}

export { choose };
