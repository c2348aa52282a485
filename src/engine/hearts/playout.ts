// Hearts played out fast: random legal cards to the end of a hand on bit-mask
// hands. The expert player runs thousands of these per decision, so there is
// no allocation inside the loop and no card strings: seat s holds suit u in
// hands[s * 4 + u] as a 13-bit mask (see cardset.ts). The rules are the same
// as the engine's (rules.ts), checked against it by the tests.

import { type Rng, nextUint32 } from '../rng';
import { type Card, suitOf } from '../cards';
import { cardIndex, count, nthRank } from '../cardset';

const CLUBS = 0;
const DIAMONDS = 1;
const HEARTS = 2;
const SPADES = 3;
const QUEEN = 1 << 10;
const TWO = 1;

/** The rule switches a playout needs (the names of the Rules menu). */
export interface PlayoutRules {
  jackOfDiamonds: boolean;
  queenOfSpades: boolean;
  twoOfClubsLeads: boolean;
  bleedOnFirstTrick: boolean;
  queenIsNotAHeart: boolean;
}

/** A hand in progress, as a determinized view sees it. Mutated by `playOut`. */
export interface PlayoutPosition {
  /** 16 masks: seat * 4 + suit. */
  hands: Int32Array;
  /** Cards already on the table this trick, in play order: seat * 64 + suit * 16 + rank, or -1. */
  table: Int32Array;
  tableCount: number;
  leader: number;
  /** No trick completed yet this hand. */
  firstTrick: boolean;
  heartsBroken: boolean;
  /** Hearts (count) and queen/jack taken so far this hand, per seat. */
  hearts: Int32Array;
  queenTaker: number;
  jackTaker: number;
}

export function newPosition(): PlayoutPosition {
  return {
    hands: new Int32Array(16),
    table: new Int32Array(4).fill(-1),
    tableCount: 0,
    leader: 0,
    firstTrick: true,
    heartsBroken: false,
    hearts: new Int32Array(4),
    queenTaker: -1,
    jackTaker: -1,
  };
}

/** Which cards of `suit` seat may play now, as a mask; writes all four into `out`. */
export function legalMasks(p: PlayoutPosition, seat: number, rules: PlayoutRules, out: Int32Array): void {
  const h = seat * 4;
  const c = p.hands[h] ?? 0;
  const d = p.hands[h + 1] ?? 0;
  const hh = p.hands[h + 2] ?? 0;
  const s = p.hands[h + 3] ?? 0;
  out[0] = c;
  out[1] = d;
  out[2] = hh;
  out[3] = s;
  if (p.tableCount === 0) {
    // Hearts and the queen count as points here whatever the scoring switches say.
    const plain = c | d | (s & ~QUEEN);
    if (p.firstTrick) {
      // The opening lead is a club (the two of clubs when the rule says so).
      if (c !== 0) {
        out[0] = rules.twoOfClubsLeads && (c & TWO) !== 0 ? TWO : c;
        out[1] = out[2] = out[3] = 0;
        return;
      }
      // A clubless leader (rotating lead) may not open with points either.
      if (!rules.bleedOnFirstTrick && plain !== 0) {
        out[2] = 0;
        out[3] = s & ~QUEEN;
        return;
      }
    }
    if (!p.heartsBroken && plain !== 0) {
      // Hearts (and the queen, unless she is not a heart) wait until broken,
      // unless the hand holds nothing but hearts and the queen.
      out[2] = 0;
      if (!rules.queenIsNotAHeart) out[3] = s & ~QUEEN;
    }
    return;
  }
  const led = ((p.table[0] ?? 0) >> 4) & 3;
  const follow = p.hands[h + led] ?? 0;
  if (follow !== 0) {
    out[0] = out[1] = out[2] = out[3] = 0;
    out[led] = follow;
    return;
  }
  if (p.firstTrick && !rules.bleedOnFirstTrick) {
    // No points on the first trick, unless the hand holds nothing else.
    const safeSpades = s & ~QUEEN;
    if (c !== 0 || d !== 0 || safeSpades !== 0) {
      out[2] = 0;
      out[3] = safeSpades;
    }
  }
}

/** Play `suit`/`rank` for the seat to act; finishes the trick when it is the fourth card. */
export function playCard(p: PlayoutPosition, suit: number, rank: number, rules: PlayoutRules): void {
  const seat = (p.leader + p.tableCount) & 3;
  p.hands[seat * 4 + suit] = (p.hands[seat * 4 + suit] ?? 0) & ~(1 << rank);
  p.table[p.tableCount++] = seat * 64 + suit * 16 + rank;
  if (suit === HEARTS || (suit === SPADES && rank === 10 && !rules.queenIsNotAHeart)) p.heartsBroken = true;
  if (p.tableCount < 4) return;
  const led = ((p.table[0] ?? 0) >> 4) & 3;
  let winner = -1;
  let best = -1;
  let hearts = 0;
  let queen = false;
  let jack = false;
  for (let i = 0; i < 4; i++) {
    const t = p.table[i] ?? 0;
    const u = (t >> 4) & 3;
    const r = t & 15;
    if (u === led && r > best) {
      best = r;
      winner = t >> 6;
    }
    if (u === HEARTS) hearts++;
    else if (u === SPADES && r === 10) queen = true;
    else if (u === DIAMONDS && r === 9) jack = true;
  }
  p.hearts[winner] = (p.hearts[winner] ?? 0) + hearts;
  if (queen) p.queenTaker = winner;
  if (jack) p.jackTaker = winner;
  p.leader = winner;
  p.tableCount = 0;
  p.firstTrick = false;
}

/** Points of the hand per seat into `out`, shooting the moon included. */
export function handPoints(p: PlayoutPosition, rules: PlayoutRules, out: Int32Array): void {
  for (let seat = 0; seat < 4; seat++) {
    out[seat] = (p.hearts[seat] ?? 0) + (rules.queenOfSpades && p.queenTaker === seat ? 13 : 0);
  }
  for (let seat = 0; seat < 4; seat++) {
    if ((p.hearts[seat] ?? 0) === 13 && p.queenTaker === seat) {
      // Shooting the moon: all thirteen hearts and the queen are worth -26 to the shooter.
      out[seat] = -26;
    }
  }
  if (rules.jackOfDiamonds && p.jackTaker >= 0) out[p.jackTaker] = (out[p.jackTaker] ?? 0) - 10;
}

const scratch = new Int32Array(4);

/** Cards in every 13-bit mask, looked up: the playout's hottest question. */
const BITS = new Uint8Array(1 << 13).map((_, mask) => count(mask));

/** Random legal cards to the end of the hand. */
export function playOut(p: PlayoutPosition, rules: PlayoutRules, rng: Rng): void {
  for (;;) {
    const seat = (p.leader + p.tableCount) & 3;
    if (p.tableCount > 0) {
      // The common case, following suit, needs no legal-move masks at all.
      const led = ((p.table[0] ?? 0) >> 4) & 3;
      const follow = p.hands[seat * 4 + led] ?? 0;
      if (follow !== 0) {
        playCard(p, led, nthRank(follow, nextUint32(rng) % (BITS[follow] ?? 1)), rules);
        continue;
      }
    }
    legalMasks(p, seat, rules, scratch);
    const n0 = BITS[scratch[0] ?? 0] ?? 0;
    const n1 = BITS[scratch[1] ?? 0] ?? 0;
    const n2 = BITS[scratch[2] ?? 0] ?? 0;
    const total = n0 + n1 + n2 + (BITS[scratch[3] ?? 0] ?? 0);
    if (total === 0) return;
    // The modulo's bias is below one in ten million for 13 choices: nothing a playout can notice.
    let pick = nextUint32(rng) % total;
    let suit = 0;
    if (pick >= n0) {
      pick -= n0;
      suit = 1;
      if (pick >= n1) {
        pick -= n1;
        suit = 2;
        if (pick >= n2) {
          pick -= n2;
          suit = 3;
        }
      }
    }
    playCard(p, suit, nthRank(scratch[suit] ?? 0, pick), rules);
  }
}

/** Deal 52 cards at random into a fresh position; the two of clubs' holder leads. */
export function dealRandom(p: PlayoutPosition, rng: Rng, deck: Int32Array): void {
  for (let i = 0; i < 52; i++) deck[i] = i;
  // Fisher-Yates, two steps per 32-bit draw: each half scaled onto 0..i by multiply-and-shift.
  for (let i = 51; i > 0; i -= 2) {
    const r = nextUint32(rng);
    swap(deck, i, ((r & 0xffff) * (i + 1)) >>> 16);
    if (i > 1) swap(deck, i - 1, ((r >>> 16) * i) >>> 16);
  }
  p.hands.fill(0);
  for (let i = 0; i < 52; i++) {
    const card = deck[i] ?? 0;
    const seat = i & 3;
    const suit = (card / 13) | 0;
    p.hands[seat * 4 + suit] = (p.hands[seat * 4 + suit] ?? 0) | (1 << (card - suit * 13));
  }
  p.table.fill(-1);
  p.tableCount = 0;
  p.firstTrick = true;
  p.heartsBroken = false;
  p.hearts.fill(0);
  p.queenTaker = -1;
  p.jackTaker = -1;
  for (let seat = 0; seat < 4; seat++) if (((p.hands[seat * 4 + CLUBS] ?? 0) & TWO) !== 0) p.leader = seat;
}

function swap(deck: Int32Array, i: number, j: number): void {
  const t = deck[i] ?? 0;
  deck[i] = deck[j] ?? 0;
  deck[j] = t;
}

/** A card as the playout names it: suit * 16 + rank (the table adds seat * 64). */
export function moveOf(card: Card): number {
  const i = cardIndex(card);
  const suit = (i / 13) | 0;
  return suit * 16 + (i - suit * 13);
}

/** What a hand in progress shows everyone: the engine's state and a seat's view both have it. */
export interface OpenRound {
  table: readonly { seat: number; card: Card }[];
  leader: number;
  trickNumber: number;
  heartsBroken: boolean;
  taken: readonly (readonly Card[])[];
}

/** A position for `round`, with the hands `handMask(seat, suit)` gives (known, or dealt by a guess). */
export function positionOf(round: OpenRound, handMask: (seat: number, suit: number) => number): PlayoutPosition {
  const p = newPosition();
  for (let seat = 0; seat < 4; seat++) for (let suit = 0; suit < 4; suit++) p.hands[seat * 4 + suit] = handMask(seat, suit);
  round.table.forEach((play, i) => {
    p.table[i] = play.seat * 64 + moveOf(play.card);
  });
  p.tableCount = round.table.length;
  p.leader = round.leader;
  p.firstTrick = round.trickNumber === 1;
  p.heartsBroken = round.heartsBroken;
  round.taken.forEach((cards, seat) => {
    p.hearts[seat] = cards.filter((c) => suitOf(c) === 'H').length;
    if (cards.includes('QS')) p.queenTaker = seat;
    if (cards.includes('JD')) p.jackTaker = seat;
  });
  return p;
}
