// A round played out to its end with sensible habits on both sides, on one
// guess at the hidden cards: what the expert's searches weigh their choices
// by. A world is plain and mutable, so a playout costs no copies.

import { type Card, suitOf } from '../cards';
import type { Seat } from '../game';
import { type Rng, nextInt } from '../rng';
import { bonusGain, turnGain } from './ai-judge';
import { faceValue, isCourt, numberEffect, settleTurn } from './turn';

/** One guess at the rest of the round. */
export interface World {
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

/** The round's end as `seat` likes it, from totals `start` to `end`, squashed into -1..1. */
export function reward(start: readonly number[], end: readonly number[], seat: Seat): number {
  const mine = end[seat] ?? 0;
  const theirs = end[1 - seat] ?? 0;
  let value = mine - (start[seat] ?? 0) - (theirs - (start[1 - seat] ?? 0));
  // Totals are judged now, at the end of the round: losing outweighs everything.
  if (mine <= 0 && theirs > 0) value -= 300;
  else if (theirs <= 0 && mine > 0) value += 200;
  else if (mine <= 0 && theirs <= 0) value -= 100;
  return value / (Math.abs(value) + ROUND_END_WEIGHT);
}

export function legalFor(world: World, seat: Seat, mustFollow: boolean): Card[] {
  const hand = world.hands[at(seat)];
  if (world.lead === null || !mustFollow) return hand;
  const suit = suitOf(world.lead);
  const follow = hand.filter((card) => suitOf(card) === suit);
  return follow.length > 0 ? follow : hand;
}

export function toMove(world: World): Seat | -1 {
  if (world.done) return -1;
  return world.lead === null ? world.leader : 1 - world.leader;
}

/** The player to move plays `card`; a turn settles, and the round ends with its bonus cards. */
export function play(world: World, card: Card): void {
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
    for (const s of [0, 1] as const) {
      for (const c of world.hands[at(s)]) if (!isCourt(c) && bonusGain(world.scores, s, c) > 0) world.scores = numberEffect(world.scores, suitOf(c), faceValue(c), s);
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

/** Plays `world` to the end of its round by the habit on both sides. */
export function playOut(world: World, mustFollow: boolean, rng: Rng): void {
  for (let guard = 0; guard < 60 && !world.done; guard++) {
    const who = toMove(world);
    if (who < 0) break;
    play(world, habit(world, who, mustFollow, rng));
  }
}
