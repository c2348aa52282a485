// Sharing out the cards a player cannot see, consistently with what it
// knows. A problem is generic: hidden card ids, and for each card the seats
// that may hold it (a bit mask over seats: known voids and the like already
// removed), and how many hidden cards each seat holds. Cards a seat is known
// to hold (those it was passed, say) are not hidden: the game places them
// itself and lowers that seat's count.
//
// Sampling first tries plain random deals (each card to a random seat that
// may hold it, weighted by room left, which is a uniform deal when nothing
// constrains it). When those keep running into dead ends, a guided deal takes
// over: before each card is placed it checks, by Hall's condition, that the
// cards still to come can be placed too, so it never fails on a problem that
// has a solution.

import { type Rng, nextInt } from '../rng';

export interface DealProblem {
  /** Hidden card ids. */
  cards: readonly number[];
  /** For each card (same order), bit s set when seat s may hold it. */
  allowed: readonly number[];
  /** Hidden cards each seat holds; the sum equals `cards.length`. */
  counts: readonly number[];
}

/** A prepared problem, sampled many times without allocating. */
export interface Dealer {
  /**
   * Fills `out[i]` with the seat of `problem.cards[i]`; false when no deal
   * satisfies the problem (then `out` is unspecified).
   */
  sample(rng: Rng, out: Int32Array): boolean;
  /** Whether any deal satisfies the problem. */
  readonly feasible: boolean;
}

const MAX_SEATS = 8;

export function createDealer(problem: DealProblem, randomTries = 4): Dealer {
  const seats = problem.counts.length;
  if (seats > MAX_SEATS) throw new RangeError(`At most ${MAX_SEATS} seats can be dealt to.`);
  const n = problem.cards.length;
  const total = problem.counts.reduce((a, b) => a + b, 0);
  if (problem.allowed.length !== n) throw new RangeError('Each hidden card needs its allowed seats.');
  const subsets = 1 << seats;
  const order = new Int32Array(n);
  const room = new Int32Array(seats);
  // Hidden cards left per allowed-seat signature, and its subset sums.
  const bySignature = new Int32Array(subsets);
  const within = new Int32Array(subsets);
  const roomOf = new Int32Array(subsets);

  const hallHolds = (): boolean => {
    // within[T] = cards that must go to seats in T; roomOf[T] = room T has.
    within.set(bySignature);
    for (let s = 0; s < seats; s++) {
      const bit = 1 << s;
      for (let t = 0; t < subsets; t++) if ((t & bit) !== 0) within[t] = (within[t] ?? 0) + (within[t ^ bit] ?? 0);
    }
    for (let t = 1; t < subsets; t++) {
      const low = t & -t;
      roomOf[t] = (roomOf[t ^ low] ?? 0) + (room[31 - Math.clz32(low)] ?? 0);
      if ((within[t] ?? 0) > (roomOf[t] ?? 0)) return false;
    }
    return true;
  };

  const reset = (): void => {
    for (let s = 0; s < seats; s++) room[s] = problem.counts[s] ?? 0;
  };

  const shuffleOrder = (rng: Rng): void => {
    for (let i = 0; i < n; i++) order[i] = i;
    for (let i = n - 1; i > 0; i--) {
      const j = nextInt(rng, i + 1);
      const t = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = t;
    }
  };

  /** One seat for card `i` among `mask`, chosen with weight = room left. */
  const pickSeat = (rng: Rng, mask: number): number => {
    let weight = 0;
    for (let s = 0; s < seats; s++) if ((mask & (1 << s)) !== 0) weight += room[s] ?? 0;
    if (weight === 0) return -1;
    let r = nextInt(rng, weight);
    for (let s = 0; s < seats; s++) {
      if ((mask & (1 << s)) === 0) continue;
      r -= room[s] ?? 0;
      if (r < 0) return s;
    }
    return -1;
  };

  const randomDeal = (rng: Rng, out: Int32Array): boolean => {
    reset();
    shuffleOrder(rng);
    for (let k = 0; k < n; k++) {
      const i = order[k] ?? 0;
      const seat = pickSeat(rng, problem.allowed[i] ?? 0);
      if (seat < 0) return false;
      out[i] = seat;
      room[seat] = (room[seat] ?? 0) - 1;
    }
    return true;
  };

  const signature = (i: number): number => (problem.allowed[i] ?? 0) & (subsets - 1);

  const guidedDeal = (rng: Rng, out: Int32Array): boolean => {
    reset();
    bySignature.fill(0);
    for (let i = 0; i < n; i++) bySignature[signature(i)] = (bySignature[signature(i)] ?? 0) + 1;
    if (!hallHolds()) return false;
    shuffleOrder(rng);
    for (let k = 0; k < n; k++) {
      const i = order[k] ?? 0;
      const sig = signature(i);
      bySignature[sig] = (bySignature[sig] ?? 0) - 1;
      // Seats that keep the rest placeable.
      let mask = 0;
      for (let s = 0; s < seats; s++) {
        if ((sig & (1 << s)) === 0 || (room[s] ?? 0) === 0) continue;
        room[s] = (room[s] ?? 0) - 1;
        if (hallHolds()) mask |= 1 << s;
        room[s] = (room[s] ?? 0) + 1;
      }
      const seat = pickSeat(rng, mask);
      if (seat < 0) return false;
      out[i] = seat;
      room[seat] = (room[seat] ?? 0) - 1;
    }
    return true;
  };

  let feasible = total === n;
  if (feasible) {
    reset();
    bySignature.fill(0);
    for (let i = 0; i < n; i++) bySignature[signature(i)] = (bySignature[signature(i)] ?? 0) + 1;
    feasible = hallHolds();
  }

  return {
    feasible,
    sample(rng: Rng, out: Int32Array): boolean {
      if (!feasible) return false;
      for (let t = 0; t < randomTries; t++) if (randomDeal(rng, out)) return true;
      return guidedDeal(rng, out);
    },
  };
}
