// The expert: Monte Carlo over the round, looking on to its own next turn.
// For each world consistent with its view (ai-world.ts) it plays every legal
// action, the others then moving as the intermediate does, up to its next
// turn; there it tries each of its moves and plays on to the end of the
// round as the intermediate. The worlds in which the table showed the same
// on the way are put together and get the one move best for them all, as the
// expert will know no more than that then. It keeps the action whose rounds
// cost it least: a mark of its own counts against it (more when that mark
// puts it out), the others' marks for it (less at a table of three or four).
// The same worlds serve every action, so the actions are compared on the same
// cards. Every change is weighed, not only those that leave the best hands:
// the card put down is the next player's to take. The dealer's choice is
// weighed by playouts alone. The playouts run on the expert's own copy of the
// round (ai-round.ts), cards as numbers, so the forty thousand of a decision
// take a few milliseconds.

import type { SearchBudget } from '../ai/search';
import type { Seat } from '../game';
import { type Rng, nextUint32 } from '../rng';
import { PASS, TAKE_POT, cardsWorth, codeOfAction } from './ai-codes';
import { type Round, copyRound, intermediateAt, losersOf, play, roundOf } from './ai-round';
import { sampleWorld, unseenCards, worldWeight } from './ai-world';
import type { ThirtyOneAction, ThirtyOneView } from './types';

/** Playouts in all, shared out among the actions and the moves at the expert's next turn. */
export const DEFAULT_BUDGET: SearchBudget = { iterations: 40_000 };
/** At least this many worlds, however small the budget. */
const MIN_WORLDS = 4;
/** A mark that puts a player out weighs this much more than another. */
const LAST_MARK = 3;
/**
 * How much the others' marks (on average) count against its own at a table
 * of three or four: there a mark of its own is what puts the expert out, and
 * another's mark helps it only a little.
 */
const OTHERS_AT_A_TABLE = 0.4;
/** Playouts a world costs each action on a turn of play: one to the expert's next turn, then one for each of its moves there. */
const PER_WORLD = 12;
/** Moves a playout may take before its round is scored as it stands. */
const PLAYOUT_MOVES = 80;

/**
 * What each round's marks are worth to `view`'s seat, by the seats marked (a
 * bit each): the others' marks for it, its own against it.
 */
function roundValues(view: ThirtyOneView): Float64Array {
  const me = view.seat;
  const others: Seat[] = [];
  for (let s = 0; s < view.players; s++) if (s !== me && !view.out.includes(s)) others.push(s);
  const values = new Float64Array(1 << view.players);
  values.forEach((_, marked) => {
    const cost = (seat: Seat): number => {
      if ((marked & (1 << seat)) === 0) return 0;
      return (view.scores[seat] ?? 0) + 1 >= (view.limits[seat] ?? 0) ? LAST_MARK : 1;
    };
    const theirs = others.reduce((sum, s) => sum + cost(s), 0) / Math.max(1, others.length);
    values[marked] = (others.length === 1 ? 1 : OTHERS_AT_A_TABLE) * theirs - cost(me);
  });
  return values;
}

/** Play `first` in a copy of `round` (into `scratch`), then the intermediate for everyone to the round's end; the seats marked. */
function playout(round: Round, scratch: Round, first: number): number {
  copyRound(round, scratch);
  let code = first;
  for (let move = 0; move < PLAYOUT_MOVES; move++) {
    const marked = play(scratch, code);
    if (marked >= 0) return marked;
    code = intermediateAt(scratch);
  }
  return losersOf(scratch);
}

/** The worth of `view`'s hand right after the move numbered `code` (0 for the dealer's choice, whose new hand may be unseen). */
function handAfter(code: number, view: ThirtyOneView): number {
  if (code > TAKE_POT) return 0;
  if (code === TAKE_POT) return cardsWorth(view.pot);
  const hand = view.hand.slice();
  const potCard = view.pot[code % 3];
  if (code !== PASS && potCard !== undefined) hand[Math.floor(code / 3)] = potCard;
  return cardsWorth(hand);
}

/** What the table saw of a move, folded into `seen`: the pot and the passes. */
function shown(r: Round, seen: number): number {
  let h = seen;
  // Kept under 2^44 so that every product stays an exact integer.
  for (let i = 0; i < 3; i++) h = (h * 37 + (r.pot[i] ?? 0)) % 2 ** 44;
  return (h * 5 + r.passedCount) % 2 ** 44;
}

/** Written by toNextTurn: what the table saw before the expert's next turn. */
const sight = new Float64Array(1);

/**
 * Play `first` in a copy of `round` (into `scratch`) and the others after it
 * until the same seat is to act again: -1 then, with what the table saw on
 * the way in `sight`; else the round is over and the seats it marked.
 */
function toNextTurn(round: Round, scratch: Round, first: number): number {
  copyRound(round, scratch);
  let code = first;
  let seen = 0;
  for (let move = 0; move < PLAYOUT_MOVES; move++) {
    const marked = play(scratch, code);
    if (marked >= 0) return marked;
    seen = shown(scratch, seen);
    if (scratch.turn === round.turn) {
      sight[0] = seen;
      return -1;
    }
    code = intermediateAt(scratch);
  }
  return losersOf(scratch);
}

export function chooseExpert(view: ThirtyOneView, legal: readonly ThirtyOneAction[], rng: Rng, budget: Partial<SearchBudget> = {}): ThirtyOneAction {
  if (legal.length === 1) return legal[0] as ThirtyOneAction;
  const { iterations } = { ...DEFAULT_BUDGET, ...budget };
  const unseen = unseenCards(view);
  const totals = new Float64Array(legal.length);
  const values = roundValues(view);
  const codes = legal.map((action) => codeOfAction(action, view.hand, view.pot));
  const choosing = view.phase === 'choose';
  const count = Math.max(MIN_WORLDS, Math.floor(iterations / legal.length / PER_WORLD));
  const alike: Map<number, Float64Array>[] = codes.map(() => new Map());
  let scratch: Round | undefined;
  let next: Round | undefined;
  for (let w = 0; w < count; w++) {
    const world = sampleWorld(view, unseen, { s: nextUint32(rng) });
    const weight = worldWeight(view, world);
    const round = roundOf(world);
    scratch ??= copyRound(round);
    next ??= copyRound(round);
    codes.forEach((code, i) => {
      if (choosing) {
        totals[i] = (totals[i] ?? 0) + weight * (values[playout(round, scratch as Round, code)] ?? 0);
        return;
      }
      const marked = toNextTurn(round, scratch as Round, code);
      if (marked >= 0) {
        totals[i] = (totals[i] ?? 0) + weight * (values[marked] ?? 0);
        return;
      }
      const group = alike[i] as Map<number, Float64Array>;
      const key = sight[0] ?? 0;
      let sums = group.get(key);
      if (sums === undefined) group.set(key, (sums = new Float64Array(TAKE_POT + 1)));
      // Every change, passing and taking the pot are open on a turn of play.
      for (let c = 0; c <= TAKE_POT; c++) sums[c] = (sums[c] ?? 0) + weight * (values[playout(scratch as Round, next as Round, c)] ?? 0);
    });
  }
  // At its next turn the expert will have seen the others' moves: the worlds that show the same are put
  // together, and the move best for them all is played in each (not the best for each world alone,
  // which would credit it with seeing their cards).
  alike.forEach((group, i) => {
    for (const sums of group.values()) totals[i] = (totals[i] ?? 0) + Math.max(...sums);
  });
  // Of actions whose rounds went equally well (few worlds, or a certain outcome), the one that leaves the better hand.
  const after = codes.map((code) => handAfter(code, view));
  let best = 0;
  for (let i = 1; i < legal.length; i++) {
    const t = totals[i] ?? 0;
    const b = totals[best] ?? 0;
    if (t > b || (t === b && (after[i] ?? 0) > (after[best] ?? 0))) best = i;
  }
  return legal[best] as ThirtyOneAction;
}
