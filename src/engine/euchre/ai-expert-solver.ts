// A double-dummy solver for the tricks left in a Euchre hand: every hand in
// view, it finds how many tricks seats 0 and 2 take against best defence, by
// alpha-beta with a transposition table at trick starts. The expert calls it
// thousands of times a decision, so hands are 24-bit masks in a layout made
// for one trump (see `Layout`), cards that are next to each other among those
// left count as one move, and a search allocates nothing.

import { type Card, SUITS, type Suit } from '../cards';
import { EUCHRE_DECK, effectiveSuit, euchrePower } from './rules';

/**
 * The 24 cards laid out for one trump: each effective suit a run of bits from
 * its lowest card up, the trump suit (bowers included) on the highest seven.
 * So within a suit a higher bit is a higher card, and any trump is above any
 * other card: who takes a trick is a comparison of bit numbers.
 */
export interface Layout {
  /** Bit of each card, by its place in EUCHRE_DECK. */
  bitOf: Int8Array;
  /** Effective suit number (0..3, 3 trump) of each bit. */
  suitOfBit: Int8Array;
  /** The bits of each effective suit. */
  suitMask: Int32Array;
}

const TRUMP = 3;

function makeLayout(trump: Suit): Layout {
  const groups = [...SUITS.filter((suit) => suit !== trump), trump];
  const layout: Layout = {
    bitOf: new Int8Array(24),
    suitOfBit: new Int8Array(24),
    suitMask: new Int32Array(4),
  };
  let bit = 0;
  groups.forEach((suit, group) => {
    const cards = EUCHRE_DECK.filter((card) => effectiveSuit(card, trump) === suit).sort(
      (a, b) => euchrePower(a, suit, trump) - euchrePower(b, suit, trump),
    );
    for (const card of cards) {
      const index = EUCHRE_DECK.indexOf(card);
      layout.bitOf[index] = bit;
      layout.suitOfBit[bit] = group;
      layout.suitMask[group] = (layout.suitMask[group] ?? 0) | (1 << bit);
      bit++;
    }
  });
  return layout;
}

const LAYOUTS: Readonly<Record<Suit, Layout>> = { C: makeLayout('C'), D: makeLayout('D'), H: makeLayout('H'), S: makeLayout('S') };

export function layoutFor(trump: Suit): Layout {
  return LAYOUTS[trump];
}

const DECK_INDEX: ReadonlyMap<Card, number> = new Map(EUCHRE_DECK.map((card, i) => [card, i]));

/** A card's place in EUCHRE_DECK (0..23). */
export function deckIndex(card: Card): number {
  const index = DECK_INDEX.get(card);
  if (index === undefined) throw new RangeError(`${card} is not a Euchre card`);
  return index;
}

/** A mask over EUCHRE_DECK places (bit i: EUCHRE_DECK[i]) in a trump's layout. */
export function toLayout(deckMask: number, layout: Layout): number {
  let out = 0;
  for (let m = deckMask; m !== 0; m &= m - 1) out |= 1 << (layout.bitOf[31 - Math.clz32(m & -m)] ?? 0);
  return out;
}

/** How many cards a mask holds (any 32-bit mask). */
export function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const TABLE_BITS = 14;
const TABLE_SIZE = 1 << TABLE_BITS;
/** Deepest search: 20 cards, one ply each. */
const MAX_PLIES = 24;

/**
 * One position at a time: `start` it, play the cards already on the table
 * with `play`, then ask `value` (tricks still to come for seats 0 and 2).
 * `play` and `undo` also let a caller try each of its own cards in turn.
 */
export class DoubleDummy {
  /** Each seat's cards, as bits of the layout; a seat sitting out holds none. */
  readonly hands = new Int32Array(4);
  private layout: Layout = LAYOUTS.C;
  private sitting = -1;
  private active = 4;
  private leader = 0;
  private turn = 0;
  /** Cards on the current trick. */
  private count = 0;
  /** Team-0 tricks taken since `start`. */
  private taken = 0;
  private readonly played = new Int32Array(MAX_PLIES);
  private readonly playedBy = new Int32Array(MAX_PLIES);
  private plies = 0;
  /** Leader of each completed trick, to undo it; and whether team 0 took it. */
  private readonly leaders = new Int32Array(8);
  private readonly credits = new Int32Array(8);
  private tricks = 0;
  private readonly moveBuffer = new Int32Array(MAX_PLIES * 8);
  private readonly keys = new Int32Array(TABLE_SIZE);
  private readonly stamps = new Int32Array(TABLE_SIZE);
  private readonly lower = new Int8Array(TABLE_SIZE);
  private readonly upper = new Int8Array(TABLE_SIZE);
  private generation = 0;

  /** A new position: `hands` already set, `leader` to lead, `sitting` the seat out or -1. */
  start(layout: Layout, leader: number, sitting: number): void {
    this.layout = layout;
    this.sitting = sitting;
    this.active = sitting < 0 ? 4 : 3;
    this.leader = leader;
    this.turn = leader;
    this.count = 0;
    this.taken = 0;
    this.plies = 0;
    this.tricks = 0;
    if (sitting >= 0) this.hands[sitting] = 0;
    // A new generation forgets the last position's table without clearing it.
    this.generation = (this.generation + 1) | 0;
  }

  /** Team-0 tricks taken since `start`. */
  get takenByTeam0(): number {
    return this.taken;
  }

  /** The cards the seat to move may play, as a mask. */
  private legal(): number {
    const hand = this.hands[this.turn] ?? 0;
    if (this.count === 0) return hand;
    const led = this.layout.suitOfBit[this.played[this.plies - this.count] ?? 0] ?? 0;
    const follow = hand & (this.layout.suitMask[led] ?? 0);
    return follow !== 0 ? follow : hand;
  }

  /** The seat to move plays `bit` (which it must hold and may play). */
  play(bit: number): void {
    const seat = this.turn;
    this.hands[seat] = (this.hands[seat] ?? 0) & ~(1 << bit);
    this.played[this.plies] = bit;
    this.playedBy[this.plies] = seat;
    this.plies++;
    this.count++;
    if (this.count < this.active) {
      this.turn = this.next(seat);
      return;
    }
    const winner = this.trickWinner();
    const credit = (winner & 1) === 0 ? 1 : 0;
    this.leaders[this.tricks] = this.leader;
    this.credits[this.tricks] = credit;
    this.tricks++;
    this.taken += credit;
    this.leader = winner;
    this.turn = winner;
    this.count = 0;
  }

  undo(): void {
    if (this.count === 0) {
      this.tricks--;
      this.taken -= this.credits[this.tricks] ?? 0;
      this.leader = this.leaders[this.tricks] ?? 0;
      this.count = this.active;
    }
    this.plies--;
    this.count--;
    const seat = this.playedBy[this.plies] ?? 0;
    this.hands[seat] = (this.hands[seat] ?? 0) | (1 << (this.played[this.plies] ?? 0));
    this.turn = seat;
  }

  /**
   * Tricks seats 0 and 2 take from here on (the trick in progress included)
   * with best play on both sides, exactly when it lies inside (alpha, beta);
   * otherwise a bound on the right side of the window.
   */
  value(alpha = -1, beta = 6): number {
    return this.search(alpha, beta);
  }

  private next(seat: number): number {
    const n = (seat + 1) & 3;
    return n === this.sitting ? (n + 1) & 3 : n;
  }

  private trickWinner(): number {
    const first = this.plies - this.active;
    const suitOfBit = this.layout.suitOfBit;
    const led = suitOfBit[this.played[first] ?? 0] ?? 0;
    let best = first;
    let bestBit = this.played[first] ?? 0;
    for (let i = first + 1; i < this.plies; i++) {
      const bit = this.played[i] ?? 0;
      const suit = suitOfBit[bit] ?? 0;
      if ((suit === led || suit === TRUMP) && bit > bestBit) {
        best = i;
        bestBit = bit;
      }
    }
    return this.playedBy[best] ?? 0;
  }

  private search(alpha: number, beta: number): number {
    const hands = this.hands;
    let slot = -1;
    let key = 0;
    const a0 = alpha;
    const b0 = beta;
    if (this.count === 0) {
      const rest = (hands[0] ?? 0) | (hands[1] ?? 0) | (hands[2] ?? 0) | (hands[3] ?? 0);
      if (rest === 0) return 0;
      const left = popcount(rest) / this.active;
      if (left === 1) return this.lastTrick();
      if (alpha >= left) return left;
      if (beta <= 0) return 0;
      key = rest | (this.leader << 24);
      slot = Math.imul(key, 0x9e3779b1) >>> (32 - TABLE_BITS);
      if (this.stamps[slot] === this.generation && this.keys[slot] === key) {
        const low = this.lower[slot] ?? 0;
        const high = this.upper[slot] ?? left;
        if (low >= beta) return low;
        if (high <= alpha) return high;
        if (low > alpha) alpha = low;
        if (high < beta) beta = high;
        if (alpha >= beta) return alpha;
      }
    }
    const seat = this.turn;
    const maximizing = (seat & 1) === 0;
    const n = this.generateMoves(seat);
    const base = this.plies * 8;
    let best = maximizing ? -1 : 99;
    for (let i = 0; i < n; i++) {
      const bit = this.moveBuffer[base + i] ?? 0;
      const before = this.taken;
      this.play(bit);
      const credit = this.taken - before;
      const v = credit + this.search(alpha - credit, beta - credit);
      this.undo();
      if (maximizing) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    if (slot >= 0) {
      if (this.stamps[slot] !== this.generation || this.keys[slot] !== key) {
        this.stamps[slot] = this.generation;
        this.keys[slot] = key;
        this.lower[slot] = 0;
        this.upper[slot] = 5;
      }
      if (best <= a0) this.upper[slot] = best;
      else if (best >= b0) this.lower[slot] = best;
      else {
        this.lower[slot] = best;
        this.upper[slot] = best;
      }
    }
    return best;
  }

  /** Everyone has one card left: the trick plays itself. */
  private lastTrick(): number {
    for (let i = 0; i < this.active; i++) this.play(31 - Math.clz32(this.hands[this.turn] ?? 0));
    const credit = this.credits[this.tricks - 1] ?? 0;
    for (let i = 0; i < this.active; i++) this.undo();
    return credit;
  }

  /**
   * The moves worth trying, best guesses first, into this ply's slice of the
   * move buffer: of cards next to each other among those still out (the
   * trick's cards included), only the highest, since they do the same.
   */
  private generateMoves(seat: number): number {
    const hand = this.hands[seat] ?? 0;
    const legal = this.legal();
    const layout = this.layout;
    let out = 0;
    for (let s = 0; s < 4; s++) out |= this.hands[s] ?? 0;
    for (let i = this.plies - this.count; i < this.plies; i++) out |= 1 << (this.played[i] ?? 0);
    const base = this.plies * 8;
    let n = 0;
    // The card that wins the trick so far, to try first the lowest that beats it.
    let winningBit = -1;
    let partnerWinning = false;
    let led = -1;
    if (this.count > 0) {
      const first = this.plies - this.count;
      led = layout.suitOfBit[this.played[first] ?? 0] ?? 0;
      let bestIndex = first;
      winningBit = this.played[first] ?? 0;
      for (let i = first + 1; i < this.plies; i++) {
        const bit = this.played[i] ?? 0;
        const suit = layout.suitOfBit[bit] ?? 0;
        if ((suit === led || suit === TRUMP) && bit > winningBit) {
          winningBit = bit;
          bestIndex = i;
        }
      }
      partnerWinning = (((this.playedBy[bestIndex] ?? 0) ^ seat) & 1) === 0;
    }
    for (let m = legal; m !== 0; m &= m - 1) {
      const bit = 31 - Math.clz32(m & -m);
      const suit = layout.suitOfBit[bit] ?? 0;
      const above = out & (layout.suitMask[suit] ?? 0) & ~((2 << bit) - 1);
      if ((above & -above & hand) !== 0) continue;
      this.moveBuffer[base + n++] = bit;
    }
    // Leading: highest first. Following: the lowest winner first, unless the
    // partner has it; then the rest from the lowest.
    if (this.count === 0) {
      for (let i = 0, j = n - 1; i < j; i++, j--) {
        const t = this.moveBuffer[base + i] ?? 0;
        this.moveBuffer[base + i] = this.moveBuffer[base + j] ?? 0;
        this.moveBuffer[base + j] = t;
      }
    } else if (!partnerWinning) {
      for (let i = 0; i < n; i++) {
        const bit = this.moveBuffer[base + i] ?? 0;
        const suit = layout.suitOfBit[bit] ?? 0;
        if ((suit === led || suit === TRUMP) && bit > winningBit) {
          for (let j = i; j > 0; j--) this.moveBuffer[base + j] = this.moveBuffer[base + j - 1] ?? 0;
          this.moveBuffer[base] = bit;
          break;
        }
      }
    }
    return n;
  }
}
