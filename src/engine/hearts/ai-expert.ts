// The expert: for each decision of the play, a Monte Carlo search over deals
// consistent with its view (never the state), judging each of its cards by
// playouts in which everyone plays sensibly. The shared search is run flat
// (depth 1, UCB over its own cards): the tree below would mostly learn what
// the rule-of-thumb playouts already say. It passes like the intermediate.

import type { Rng } from '../rng';
import { type SearchOptions, search } from '../ai/search';
import type { HeartsView } from './types';
import { chooseIntermediate } from './ai-intermediate';
import { legalCards, playOf } from './ai-read';
import { type WorldSettings, heartsSearchGame, moveOf } from './ai-world';
import type { HeartsAction } from './types';

/** Iterations for each card the expert may play, up to `iterations` in all. */
interface CardBudget {
  perCard: number;
}

/**
 * The shipped strength: 1,500 iterations a card, 5,000 at most, two to a
 * deal of the hidden cards (`npm run bench -- hearts-ai-time` gives the CPU
 * time they take). A choice between two or three cards is as well judged
 * with fewer iterations in all: each card gets as many as in a wider choice.
 */
type ExpertSettings = SearchOptions & WorldSettings & CardBudget;

export const EXPERT_SEARCH: ExpertSettings = {
  iterations: 5000,
  perCard: 1500,
  depth: 1,
  exploration: 0.5,
  epsilon: 0.1,
  dealShared: 2,
};

export function chooseExpert(
  view: HeartsView,
  legal: readonly HeartsAction[],
  rng: Rng,
  budget: Partial<ExpertSettings> = {},
): HeartsAction {
  if (view.phase !== 'play' || legal.length === 1) return chooseIntermediate(view, legal, rng);
  const settings = { ...EXPERT_SEARCH, ...budget };
  const cards = legalCards(legal);
  const game = heartsSearchGame(view, settings);
  const iterations = Math.min(settings.iterations, settings.perCard * cards.length);
  const result = search(game, cards.map(moveOf), { ...settings, iterations }, rng);
  const best = result.moves[0]?.move;
  return playOf(legal, cards.find((card) => moveOf(card) === best));
}
