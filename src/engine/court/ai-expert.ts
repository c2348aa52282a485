// The expert, "designed not to lose": for each card it could play, it deals
// the other player's unseen cards many times over in ways its view allows,
// plays the rest of the round out with sensible habits on both sides, and
// weighs how the round ends, a lost game far below a small lead. It runs the
// shared search (src/engine/ai/search.ts) flat over its own cards. The draw
// and the bonus round it plays as the intermediate does.

import { type Card, FULL_DECK, suitOf } from '../cards';
import { cardIndex } from '../cardset';
import type { Seat } from '../game';
import { type Rng, nextInt } from '../rng';
import { type SearchBudget, type SearchGame, type SearchOptions, search } from '../ai/search';
import type { CourtView } from './types';
import { bonusGain, turnGain, unseenCards } from './ai-judge';
import { chooseIntermediate } from './ai-intermediate';
import { faceValue, isCourt, numberEffect, settleTurn } from './turn';
import type { CourtAction } from './types';

/** The shipped strength: a thousand dealt futures, shared among its cards, in a few milliseconds (`npm run bench -- court-ai-time`). */
export const EXPERT_SEARCH: SearchOptions = { iterations: 1000, depth: 1, exploration: 0.6 };

/** One guess at the rest of the round. */
interface World {
  hands: [Card[], Card[]];
  scores: [number, number];
  leader: Seat;
  /** The card led this turn, if any. */
  lead: Card | null;
  done: boolean;
}

const ROUND_END_WEIGHT = 40;

/** A seat as an index into the pair of hands. */
function at(seat: Seat): 0 | 1 {
  return seat === 0 ? 0 : 1;
}

/** The round's end as the searching seat likes it, squashed into -1..1. */
function reward(start: readonly number[], end: readonly number[], seat: Seat): number {
  const mine = end[seat] ?? 0;
  const theirs = end[1 - seat] ?? 0;
  let value = mine - (start[seat] ?? 0) - (theirs - (start[1 - seat] ?? 0));
  // Totals are judged now, at the end of the round: losing outweighs everything.
  if (mine <= 0 && theirs > 0) value -= 300;
  else if (theirs <= 0 && mine > 0) value += 200;
  else if (mine <= 0 && theirs <= 0) value -= 100;
  return value / (Math.abs(value) + ROUND_END_WEIGHT);
}

function legalFor(world: World, seat: Seat, mustFollow: boolean): Card[] {
  const hand = world.hands[at(seat)];
  if (world.lead === null || !mustFollow) return hand;
  const suit = suitOf(world.lead);
  const follow = hand.filter((card) => suitOf(card) === suit);
  return follow.length > 0 ? follow : hand;
}

function toMove(world: World): Seat | -1 {
  if (world.done) return -1;
  return world.lead === null ? world.leader : 1 - world.leader;
}

function play(world: World, card: Card): void {
  const seat = toMove(world);
  if (seat < 0) return;
  world.hands[at(seat)] = world.hands[at(seat)].filter((c) => c !== card);
  if (world.lead === null) {
    world.lead = card;
    return;
  }
  const result = settleTurn(world.scores, world.leader, world.lead, card);
  world.scores = result.scores;
  world.leader = result.winner;
  world.lead = null;
  if (result.capture) world.hands[at(result.capture.seat)] = [...world.hands[at(result.capture.seat)], result.capture.card];
  if (result.affair !== null) {
    const suit = result.affair;
    world.hands = [world.hands[0].filter((c) => suitOf(c) !== suit), world.hands[1].filter((c) => suitOf(c) !== suit)];
  }
  if (world.hands[0].length === 0 || world.hands[1].length === 0) {
    // 5.x: whoever has numbered cards left plays those that help.
    for (const seat of [0, 1] as const) {
      for (const c of world.hands[at(seat)]) if (!isCourt(c) && bonusGain(world.scores, seat, c) > 0) world.scores = numberEffect(world.scores, suitOf(c), faceValue(c), seat);
    }
    world.done = true;
  }
}

/** The playout habit: lead at random, answer with the best card for the turn most of the time. */
function habit(world: World, seat: Seat, mustFollow: boolean, rng: Rng): Card {
  const cards = legalFor(world, seat, mustFollow);
  if (world.lead === null || nextInt(rng, 10) === 0) return cards[nextInt(rng, cards.length)] as Card;
  let best = cards[0] as Card;
  let bestGain = -Infinity;
  for (const card of cards) {
    const g = turnGain(world.scores, seat, false, card, world.lead);
    if (g > bestGain) {
      best = card;
      bestGain = g;
    }
  }
  return best;
}

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
      for (let guard = 0; guard < 60 && !world.done; guard++) {
        const who = toMove(world);
        if (who < 0) break;
        play(world, habit(world, who, mustFollow, rng));
      }
      const r = reward(start, world.scores, seat);
      out[seat] = r;
      out[them] = -r;
    },
  };
}

export function chooseExpert(view: CourtView, legal: readonly CourtAction[], rng: Rng, budget: Partial<SearchBudget> = {}): CourtAction {
  if (view.phase !== 'play' || legal.length === 1) return chooseIntermediate(view, legal, rng);
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const result = search(courtSearchGame(view), cards.map(cardIndex), { ...EXPERT_SEARCH, ...budget }, rng);
  const best = result.moves[0]?.move;
  return legal.find((a) => a.type === 'play' && cardIndex(a.card) === best) ?? (legal[0] as CourtAction);
}
