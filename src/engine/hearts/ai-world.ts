// The expert's search on Hearts: worlds are bit-mask positions
// (playout.ts), dealt from what the view reveals (ai-knowledge.ts), moved by
// card (suit * 16 + rank), and judged by the points each seat ends the hand
// with, the moon and the no-trick bonus included.

import type { Rng } from '../rng';
import { createDealer } from '../ai/determinize';
import type { SearchGame } from '../ai/search';
import type { HeartsView } from './types';
import { readKnowledge } from './ai-knowledge';
import { policyPlayOut } from './ai-playout';
import { type PlayoutPosition, type PlayoutRules, handPoints, legalMasks, moveOf, newPosition, playCard, positionOf } from './playout';

export { moveOf };

export interface WorldSettings {
  /** Share of playout moves made at random rather than by rule of thumb. */
  epsilon: number;
  /**
   * Iterations that share one deal of the hidden cards. Dealing costs as much
   * as a playout; consecutive iterations mostly try different cards of the
   * searcher's (the search is flat), and judging them on the same deal
   * compares them more fairly than on two deals.
   */
  dealShared: number;
}

/** The search game for the seat of `view`, which must be in the play phase. */
export function heartsSearchGame(view: HeartsView, settings: WorldSettings): SearchGame<PlayoutPosition> {
  const rules: PlayoutRules = view.options;
  const knowledge = readKnowledge(view);
  const strict = createDealer(knowledge.problem);
  // A view the inferences cannot satisfy would mean the rules changed under
  // them; then the hidden cards go out with the hand sizes as the only rule.
  const others = 0b1111 & ~(1 << view.seat);
  const dealer = strict.feasible
    ? strict
    : createDealer({ ...knowledge.problem, allowed: knowledge.problem.allowed.map(() => others) });
  const template = rootPosition(view, knowledge.known);
  const world = newPosition();
  const seats = new Int32Array(knowledge.problem.cards.length);
  const points = new Int32Array(4);
  const legal = new Int32Array(4);
  const noTrick = view.options.noTrickBonus;
  const queenScores = view.options.queenOfSpades;
  let worlds = 0;
  let dealt = false;
  return {
    players: 4,
    determinize(rng: Rng): PlayoutPosition {
      copyPosition(template, world);
      if (worlds++ % settings.dealShared === 0) dealt = dealer.sample(rng, seats);
      if (dealt) {
        const cards = knowledge.problem.cards;
        for (let i = 0; i < cards.length; i++) {
          const index = cards[i] ?? 0;
          const suit = (index / 13) | 0;
          const h = (seats[i] ?? 0) * 4 + suit;
          world.hands[h] = (world.hands[h] ?? 0) | (1 << (index - suit * 13));
        }
      }
      return world;
    },
    toMove(p: PlayoutPosition): number {
      const seat = (p.leader + p.tableCount) & 3;
      const h = seat * 4;
      return (p.hands[h] ?? 0) | (p.hands[h + 1] ?? 0) | (p.hands[h + 2] ?? 0) | (p.hands[h + 3] ?? 0) ? seat : -1;
    },
    moves(p: PlayoutPosition, out: Int32Array): number {
      legalMasks(p, (p.leader + p.tableCount) & 3, rules, legal);
      let n = 0;
      for (let suit = 0; suit < 4; suit++) {
        for (let mask = legal[suit] ?? 0; mask !== 0; mask &= mask - 1) out[n++] = suit * 16 + (31 - Math.clz32(mask & -mask));
      }
      return n;
    },
    apply(p: PlayoutPosition, move: number): void {
      playCard(p, move >> 4, move & 15, rules);
    },
    playout(p: PlayoutPosition, rng: Rng, out: Float64Array): void {
      policyPlayOut(p, rules, rng, settings.epsilon);
      handPoints(p, rules, points);
      const moon = points.some((x, seat) => x <= -26 && (p.hearts[seat] ?? 0) === 13);
      for (let seat = 0; seat < 4; seat++) {
        let score = points[seat] ?? 0;
        if (noTrick && !moon && (p.hearts[seat] ?? 0) === 0 && !(queenScores && p.queenTaker === seat)) score -= 5;
        out[seat] = -score / 26;
      }
    },
  };
}

function rootPosition(view: HeartsView, known: readonly (readonly number[])[]): PlayoutPosition {
  return positionOf(view, (seat, suit) => known[seat]?.[suit] ?? 0);
}

function copyPosition(from: PlayoutPosition, to: PlayoutPosition): void {
  to.hands.set(from.hands);
  to.table.set(from.table);
  to.tableCount = from.tableCount;
  to.leader = from.leader;
  to.firstTrick = from.firstTrick;
  to.heartsBroken = from.heartsBroken;
  to.hearts.set(from.hearts);
  to.queenTaker = from.queenTaker;
  to.jackTaker = from.jackTaker;
}
