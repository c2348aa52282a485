// The expert, "designed not to lose": for each card it could play, it deals
// the other player's unseen cards many times over in ways its view allows,
// plays the rest of the round out with sensible habits on both sides, and
// weighs how the round ends, a lost game far below a small lead. It runs the
// shared search (src/engine/ai/search.ts) flat over its own cards. In the
// draw it plays the round out both ways from each card it looks at
// (ai-draw.ts); the bonus round it plays as the intermediate does.

import { type Card, FULL_DECK } from '../cards';
import { cardIndex } from '../cardset';
import { type Rng, nextInt } from '../rng';
import { type SearchBudget, type SearchGame, type SearchOptions, search } from '../ai/search';
import type { CourtView } from './types';
import { unseenCards } from './ai-judge';
import { chooseIntermediate } from './ai-intermediate';
import { keepsByPlayouts } from './ai-draw';
import { type World, legalFor, play, playOut, reward, toMove } from './ai-playout';
import type { CourtAction } from './types';

/** The shipped strength: a thousand dealt futures, shared among its cards, in a few milliseconds (`npm run bench -- court-ai-time`). */
export const EXPERT_SEARCH: SearchOptions = { iterations: 1000, depth: 1, exploration: 0.6 };

/**
 * The draw's guesses at the unseen cards for each iteration of the budget:
 * 600 at the full budget, each played out twice (in duplicate games 1,000
 * won no more, 200 won fewer).
 */
const DRAW_SAMPLES_PER_ITERATION = 0.6;

function courtSearchGame(view: CourtView): SearchGame<World> {
  const seat = view.seat;
  const them = 1 - seat;
  const pool = unseenCards(view);
  const hidden = Math.max(0, (view.handSizes[them] ?? 0) - view.captured.length);
  const mustFollow = view.options.mustFollowSuit;
  const start = view.scores.slice();
  const scratch = pool.slice();
  const lead = view.table[0];
  return {
    players: 2,
    determinize(rng) {
      // The other hand: the captures he was seen to take, and unseen cards at random.
      for (let i = 0; i < hidden && i < scratch.length; i++) {
        const j = i + nextInt(rng, scratch.length - i);
        const t = scratch[i] as Card;
        scratch[i] = scratch[j] as Card;
        scratch[j] = t;
      }
      const theirs = [...view.captured, ...scratch.slice(0, hidden)];
      const hands: [Card[], Card[]] = seat === 0 ? [view.hand.slice(), theirs] : [theirs, view.hand.slice()];
      return { hands, scores: [view.scores[0] ?? 0, view.scores[1] ?? 0], leader: view.leader, lead: lead?.card ?? null, done: false };
    },
    toMove,
    moves(world, out) {
      const who = toMove(world);
      if (who < 0) return 0;
      const cards = legalFor(world, who, mustFollow);
      cards.forEach((card, i) => {
        out[i] = cardIndex(card);
      });
      return cards.length;
    },
    apply(world, move) {
      play(world, FULL_DECK[move] as Card);
    },
    playout(world, rng, out) {
      playOut(world, mustFollow, rng);
      const r = reward(start, world.scores, seat);
      out[seat] = r;
      out[them] = -r;
    },
  };
}

export function chooseExpert(view: CourtView, legal: readonly CourtAction[], rng: Rng, budget: Partial<SearchBudget> = {}): CourtAction {
  const iterations = budget.iterations ?? EXPERT_SEARCH.iterations;
  if (view.phase === 'draw' && legal.length > 1 && view.drawn !== null) {
    const keep = keepsByPlayouts(view, rng, Math.max(1, Math.round(iterations * DRAW_SAMPLES_PER_ITERATION)));
    return legal.find((a) => a.type === (keep ? 'keep' : 'discard')) ?? (legal[0] as CourtAction);
  }
  if (view.phase !== 'play' || legal.length === 1) return chooseIntermediate(view, legal, rng);
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const result = search(courtSearchGame(view), cards.map(cardIndex), { ...EXPERT_SEARCH, ...budget }, rng);
  const best = result.moves[0]?.move;
  return legal.find((a) => a.type === 'play' && cardIndex(a.card) === best) ?? (legal[0] as CourtAction);
}
