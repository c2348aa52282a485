// Playouts in which every seat plays like a sensible human rather than at
// random: duck under the winning card, shed the queen and high cards when
// void, lead low. Random playouts think a seat will as soon throw its low
// heart as the queen, which makes them poor judges of a Hearts position;
// a dash of randomness (`epsilon`) keeps the judges from being too sure.

import { type Rng, nextFloat, nextUint32 } from '../rng';
import { highestRank, lowestRank, nthRank } from '../cardset';
import { type PlayoutPosition, type PlayoutRules, legalMasks, playCard } from './playout';

const HEARTS = 2;
const SPADES = 3;
const QUEEN = 10;
const QUEEN_BIT = 1 << QUEEN;
const KING_ACE = (1 << 11) | (1 << 12);

const legal = new Int32Array(4);
const BITS = new Uint8Array(1 << 13).map((_, m) => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
});

/** Plays the hand to its end. */
export function policyPlayOut(p: PlayoutPosition, rules: PlayoutRules, rng: Rng, epsilon: number): void {
  for (;;) {
    const seat = (p.leader + p.tableCount) & 3;
    legalMasks(p, seat, rules, legal);
    const total =
      (BITS[legal[0] ?? 0] ?? 0) + (BITS[legal[1] ?? 0] ?? 0) + (BITS[legal[2] ?? 0] ?? 0) + (BITS[legal[3] ?? 0] ?? 0);
    if (total === 0) return;
    const move = total === 1 || nextFloat(rng) >= epsilon ? sensibleMove(p, seat, rules, rng) : randomMove(total, rng);
    playCard(p, move >> 4, move & 15, rules);
  }
}

/** A random legal card from `legal`, as suit * 16 + rank. */
function randomMove(total: number, rng: Rng): number {
  let pick = nextUint32(rng) % total;
  for (let suit = 0; suit < 4; suit++) {
    const mask = legal[suit] ?? 0;
    const n = BITS[mask] ?? 0;
    if (pick < n) return suit * 16 + nthRank(mask, pick);
    pick -= n;
  }
  return 0;
}

/** The rule-of-thumb card for `seat` from `legal` (already filled), as suit * 16 + rank. */
export function sensibleMove(p: PlayoutPosition, seat: number, rules: PlayoutRules, rng: Rng): number {
  if (p.tableCount === 0) return leadMove(p, seat, rng);
  const led = ((p.table[0] ?? 0) >> 4) & 3;
  const follow = legal[led] ?? 0;
  if (follow !== 0) return followMove(p, led, follow, rules);
  return discardMove(p, seat);
}

function leadMove(p: PlayoutPosition, seat: number, rng: Rng): number {
  // Lead low from a suit picked at random, keeping away from hearts, and
  // from spades while holding the queen.
  const holdsQueen = ((p.hands[seat * 4 + SPADES] ?? 0) & QUEEN_BIT) !== 0;
  let choices = 0;
  for (let suit = 0; suit < 4; suit++) {
    if ((legal[suit] ?? 0) === 0 || suit === HEARTS || (suit === SPADES && holdsQueen)) continue;
    choices |= 1 << suit;
  }
  if (choices === 0) for (let suit = 0; suit < 4; suit++) if ((legal[suit] ?? 0) !== 0) choices |= 1 << suit;
  const n = BITS[choices] ?? 1;
  const suit = nthRank(choices, nextUint32(rng) % n);
  const mask = legal[suit] ?? 0;
  // Never lead the queen, nor a spade above her while she is out, when a lower spade will do.
  const spadeMask = suit === SPADES && (mask & ~(QUEEN_BIT | KING_ACE)) !== 0 ? mask & ~(QUEEN_BIT | KING_ACE) : mask;
  return suit * 16 + lowestRank(spadeMask);
}

function followMove(p: PlayoutPosition, led: number, follow: number, rules: PlayoutRules): number {
  let winning = -1;
  let points = false;
  for (let i = 0; i < p.tableCount; i++) {
    const t = p.table[i] ?? 0;
    const u = (t >> 4) & 3;
    const r = t & 15;
    if (u === led && r > winning) winning = r;
    if (u === HEARTS || (u === SPADES && r === QUEEN)) points = true;
  }
  const noQueen = led === SPADES && (follow & ~QUEEN_BIT) !== 0 ? follow & ~QUEEN_BIT : follow;
  // The first trick cannot carry points: shed the highest.
  if (p.firstTrick && !rules.bleedOnFirstTrick) return led * 16 + highestRank(noQueen);
  const under = follow & ((1 << winning) - 1);
  const last = p.tableCount === 3;
  if (last && !points) {
    const over = noQueen & ~((1 << (winning + 1)) - 1);
    if (over !== 0) return led * 16 + highestRank(over);
  }
  if (under !== 0) return led * 16 + highestRank(under);
  // Forced to win: with the queen of spades still out and seats to come, win low.
  if (led === SPADES && !last) return led * 16 + lowestRank(noQueen);
  return led * 16 + highestRank(noQueen);
}

function discardMove(p: PlayoutPosition, seat: number): number {
  const spades = legal[SPADES] ?? 0;
  if ((spades & QUEEN_BIT) !== 0) return SPADES * 16 + QUEEN;
  const mySpades = p.hands[seat * 4 + SPADES] ?? 0;
  const queenOut = p.queenTaker < 0 && (mySpades & QUEEN_BIT) === 0 && !queenOnTable(p);
  if (queenOut && (spades & KING_ACE) !== 0) return SPADES * 16 + highestRank(spades & KING_ACE);
  const hearts = legal[HEARTS] ?? 0;
  if (hearts !== 0) return HEARTS * 16 + highestRank(hearts);
  // The highest card left, from the shorter suit on a tie; keep the jack of diamonds.
  let best = -1;
  let bestScore = -1;
  for (let suit = 0; suit < 4; suit++) {
    let mask = legal[suit] ?? 0;
    if (suit === 1 && (mask & ~(1 << 9)) !== 0) mask &= ~(1 << 9);
    if (mask === 0) continue;
    const rank = highestRank(mask);
    const score = rank * 16 + (15 - (BITS[p.hands[seat * 4 + suit] ?? 0] ?? 0));
    if (score > bestScore) {
      bestScore = score;
      best = suit * 16 + rank;
    }
  }
  return best;
}

function queenOnTable(p: PlayoutPosition): boolean {
  for (let i = 0; i < p.tableCount; i++) if (((p.table[i] ?? 0) & 63) === SPADES * 16 + QUEEN) return true;
  return false;
}
