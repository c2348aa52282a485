// Games between computer players, for the tests and the strength benchmark.
// Duplicate play: two players meet on the same decks twice, seats swapped;
// at a table of four, the candidate sits in each seat in turn among three of
// the field, on the same decks, so the luck of the cards cancels out.

import type { Card } from '../cards';
import type { Level, Seat } from '../game';
import { type Rng, createRng, nextInt, nextUint32, shuffle } from '../rng';
import { type DuplicateResult, duplicatePairs } from '../ai/duplicate';
import type { SearchBudget } from '../ai/search';
import { choose } from './ai';
import { DECK } from './rules';
import { thirtyone } from './thirtyone';
import type { ThirtyOneAction, ThirtyOneOptions, ThirtyOneView } from './types';

/** A seat's decision maker. */
export type ThirtyOnePlayer = (view: ThirtyOneView, legal: readonly ThirtyOneAction[], rng: Rng) => ThirtyOneAction;

/** Any legal action, uniformly: the floor every level must beat. */
export const randomPlayer: ThirtyOnePlayer = (_view, legal, rng) => {
  const action = legal[nextInt(rng, legal.length)];
  if (action === undefined) throw new RangeError('No legal action to choose from.');
  return action;
};

export function levelPlayer(level: Level, budget: Partial<SearchBudget> = {}): ThirtyOnePlayer {
  return (view, legal, rng) => choose(view, legal, level, rng, budget);
}

/** Rounds a game may need, and then some; seeded shuffles follow, alike in both games. */
const DECKS_PER_GAME = 40;
/** Moves after which a game between players that never pass counts as drawn. */
const MAX_MOVES = 20_000;

/** One game with `players[seat]` in each seat; the winner's seat, or null for no winner. */
export function playGame(decks: readonly Card[][], players: readonly ThirtyOnePlayer[], seed: number, options: Partial<ThirtyOneOptions> = {}): Seat | null {
  const rng = createRng(seed);
  let state = thirtyone.setup({ seed, players: players.length, decks: decks.map((d) => d.slice()), options });
  for (let move = 0; move < MAX_MOVES; move++) {
    const seat = thirtyone.toAct(state);
    if (seat === null) break;
    const player = players[seat] as ThirtyOnePlayer;
    state = thirtyone.apply(state, player(thirtyone.view(state, seat), thirtyone.legal(state), rng)).state;
  }
  return thirtyone.outcome(state)?.winners[0] ?? null;
}

function dealGame(rng: Rng): { decks: Card[][]; seed: number } {
  return { decks: Array.from({ length: DECKS_PER_GAME }, () => shuffle(rng, DECK)), seed: nextUint32(rng) };
}

/** `pairs` pairs of two-player games, the candidate in seat 0 and then in seat 1 on the same decks. */
export function duplicateMatch(candidate: ThirtyOnePlayer, field: ThirtyOnePlayer, pairs: number, seed: number, options: Partial<ThirtyOneOptions> = {}): DuplicateResult {
  return duplicatePairs(pairs, seed, (rng) => {
    const { decks, seed: gameSeed } = dealGame(rng);
    return (seat) => playGame(decks, seat === 0 ? [candidate, field] : [field, candidate], gameSeed, options);
  });
}

/**
 * `sets` sets of four games at a table of four: the candidate in seat 0, 1,
 * 2 and 3 in turn, the field in the other three, on the same decks. A game
 * with no winner counts as drawn.
 */
export function tableMatch(candidate: ThirtyOnePlayer, field: ThirtyOnePlayer, sets: number, seed: number, options: Partial<ThirtyOneOptions> = {}): DuplicateResult {
  const rng = createRng(seed);
  const result: DuplicateResult = { wins: 0, losses: 0, draws: 0 };
  for (let set = 0; set < sets; set++) {
    const { decks, seed: gameSeed } = dealGame(rng);
    for (let seat = 0; seat < 4; seat++) {
      const players = [0, 1, 2, 3].map((s) => (s === seat ? candidate : field));
      const winner = playGame(decks, players, gameSeed, options);
      if (winner === null) result.draws++;
      else if (winner === seat) result.wins++;
      else result.losses++;
    }
  }
  return result;
}

/** A decision to time or to test: a seat's view and its legal actions. */
export interface Decision {
  view: ThirtyOneView;
  legal: ThirtyOneAction[];
}

/** `count` decisions with a real choice, from games of 2, 3 and 4 intermediates in both variations, at random moments. */
export function sampleDecisions(count: number, seed: number): Decision[] {
  const rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: Decision[] = [];
  const fresh = () =>
    thirtyone.setup({ seed: nextUint32(rng), players: 2 + nextInt(rng, 3), options: { variation: nextInt(rng, 2) === 0 ? 'regular' : 'van-eer-maas' } });
  let state = fresh();
  while (out.length < count) {
    if (thirtyone.toAct(state) === null) state = fresh();
    const seat = thirtyone.toAct(state) ?? 0;
    const view = thirtyone.view(state, seat);
    const legal = thirtyone.legal(state);
    if (legal.length > 1 && nextInt(rng, 3) === 0) out.push({ view, legal });
    state = thirtyone.apply(state, player(view, legal, rng)).state;
  }
  return out;
}

export { choose };
