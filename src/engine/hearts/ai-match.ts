// Hands played between computer players, for the tests and the strength
// benchmark: the same decks can be replayed with the players moved round the
// table (duplicate deals), so luck of the cards cancels out.

import { type Card, FULL_DECK } from '../cards';
import type { Level } from '../game';
import { type Rng, createRng, nextInt, shuffle } from '../rng';
import type { SearchBudget } from '../ai/search';
import { choose } from './ai';
import { choosePublished } from './ai-published';
import { hearts } from './hearts';
import type { HeartsView } from './types';
import type { HeartsAction, HeartsOptions } from './types';

/** A seat's decision maker. */
export type HeartsPlayer = (view: HeartsView, legal: readonly HeartsAction[], rng: Rng) => HeartsAction;

/** Any legal action, uniformly: the floor every level must beat. */
export const randomPlayer: HeartsPlayer = (_view, legal, rng) => {
  const action = legal[nextInt(rng, legal.length)];
  if (action === undefined) throw new RangeError('No legal action to choose from.');
  return action;
};

/** The rule-based player written from published Hearts strategy (ai-published.ts): the expert's yardstick. */
export const publishedPlayer: HeartsPlayer = choosePublished;

export function levelPlayer(level: Level, budget: Partial<SearchBudget> = {}): HeartsPlayer {
  return (view, legal, rng) => choose(view, legal, level, rng, budget);
}

/**
 * Plays one hand per deck, in order (so the passes go left, right, across,
 * keeper), seat s played by `players[s]`. Returns each hand's points per seat.
 */
export function playHands(
  decks: readonly Card[][],
  players: readonly HeartsPlayer[],
  seed: number,
  options: Partial<HeartsOptions> = {},
): number[][] {
  const rng = createRng(seed);
  let state = hearts.setup({ seed, decks: decks.map((d) => d.slice()), options: { ...options, pointLimit: 1e9 } });
  const results: number[][] = [];
  while (results.length < decks.length) {
    const seat = hearts.toAct(state);
    if (seat === null) break;
    const player = players[seat];
    if (player === undefined) throw new RangeError(`No player for seat ${seat}`);
    const action = player(hearts.view(state, seat) as HeartsView, hearts.legal(state), rng);
    const step = hearts.apply(state, action);
    state = step.state;
    for (const event of step.events) if (event.type === 'hand') results.push((event.points as number[]).slice());
  }
  return results;
}

/** One block of a duplicate match: each player's mean points per hand. */
export interface DuplicateBlock {
  candidate: number;
  field: number;
}

/**
 * A duplicate match: the candidate against three copies of the field. Each
 * block deals four decks (so every pass direction comes up) and replays them
 * four times, the candidate in each seat in turn: 16 hands per block.
 */
export function duplicateMatch(
  candidate: HeartsPlayer,
  field: HeartsPlayer,
  blocks: number,
  seed: number,
  options: Partial<HeartsOptions> = {},
): DuplicateBlock[] {
  const deckRng = createRng(seed);
  const out: DuplicateBlock[] = [];
  for (let b = 0; b < blocks; b++) {
    const decks = Array.from({ length: 4 }, () => shuffle(deckRng, FULL_DECK));
    let mine = 0;
    let theirs = 0;
    for (let seat = 0; seat < 4; seat++) {
      const players = [0, 1, 2, 3].map((s) => (s === seat ? candidate : field));
      const hands = playHands(decks, players, (seed ^ (b * 4 + seat) * 0x9e3779b1) >>> 0, options);
      for (const points of hands) {
        points.forEach((p, s) => {
          if (s === seat) mine += p;
          else theirs += p;
        });
      }
    }
    out.push({ candidate: mine / 16, field: theirs / 48 });
  }
  return out;
}

/** A decision to time or to test: a seat's view and its legal actions. */
export interface Decision {
  view: HeartsView;
  legal: HeartsAction[];
}

/**
 * `count` play decisions with a real choice (two legal cards or more), taken
 * from games between intermediates at random moments of their hands.
 */
export function sampleDecisions(count: number, seed: number, options: Partial<HeartsOptions> = {}): Decision[] {
  const rng = createRng(seed);
  const player = levelPlayer('intermediate');
  const out: Decision[] = [];
  let state = hearts.setup({ seed, options: { ...options, pointLimit: 1e9 } });
  while (out.length < count) {
    const seat = hearts.toAct(state) ?? 0;
    const view = hearts.view(state, seat) as HeartsView;
    const legal = hearts.legal(state);
    if (view.phase === 'play' && legal.length > 1 && nextInt(rng, 4) === 0) out.push({ view, legal });
    state = hearts.apply(state, player(view, legal, rng)).state;
  }
  return out;
}

export { choose };
