// The expert: for each decision of the play, a Monte Carlo search over deals
// consistent with its view (never the state), judging each of its cards by
// playouts in which everyone plays sensibly. The shared search is run flat
// (depth 1, UCB over its own cards): the tree below would mostly learn what
// the rule-of-thumb playouts already say. It passes like the intermediate.

import type { Rng } from '../rng';
import { type SearchBudget, type SearchOptions, search } from '../ai/search';
import type { HeartsView } from './types';
import { chooseIntermediate } from './ai-intermediate';
import { legalCards, playOf } from './ai-read';
import { type WorldSettings, heartsSearchGame, moveOf } from './ai-world';
import type { HeartsAction } from './types';

/**
 * The shipped strength: 5,000 iterations, two to a deal of the hidden cards
 * (`npm run bench -- hearts-ai-time` gives the CPU time they take).
 */
export const EXPERT_SEARCH: SearchOptions & WorldSettings = {
  iterations: 5000,
  ms: 100,
  depth: 1,
  exploration: 0.5,
  epsilon: 0.1,
  dealShared: 2,
};

export function chooseExpert(
  view: HeartsView,
  legal: readonly HeartsAction[],
  rng: Rng,
  budget: Partial<SearchBudget & SearchOptions & WorldSettings> = {},
): HeartsAction {
  if (view.phase !== 'play' || legal.length === 1) return chooseIntermediate(view, legal, rng);
  const settings = { ...EXPERT_SEARCH, ...budget };
  const cards = legalCards(legal);
  const game = heartsSearchGame(view, settings);
  const result = search(game, cards.map(moveOf), settings, rng);
  const best = result.moves[0]?.move;
  return playOf(legal, cards.find((card) => moveOf(card) === best));
}
