// The expert: flat Monte Carlo over the round. For each world consistent with
// its view (ai-world.ts) it plays every legal action out to the end of
// the round, every seat then moving as the intermediate does, and keeps the
// action whose rounds cost it least: a mark of its own counts against it
// (more when that mark puts it out), the others' marks for it (less at a
// table of three or four). The same worlds serve every action, so the
// actions are compared on the same cards. Every change is weighed, not only
// those that leave the best hands: the card put down is the next player's to
// take. The playouts run on the expert's own copy of the round
// (ai-round.ts), cards as numbers, so four thousand of them take a few
// milliseconds.

import type { SearchBudget } from '../ai/search';
import type { Seat } from '../game';
import { type Rng, nextUint32 } from '../rng';
import { PASS, TAKE_POT, codeOf, codeOfAction, worth } from './ai-codes';
import { type Round, copyRound, intermediateAt, losersOf, play, roundOf } from './ai-round';
import { sampleWorld, unseenCards, worldWeight } from './ai-world';
import type { ThirtyOneAction, ThirtyOneView } from './types';

/** Playouts in all, shared out among the actions. */
export const DEFAULT_BUDGET: SearchBudget = { iterations: 4000 };
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
  const hand = view.hand.map(codeOf);
  const pot = view.pot.map(codeOf);
  if (code === TAKE_POT) return worth(pot[0] ?? 0, pot[1] ?? 0, pot[2] ?? 0);
  if (code !== PASS) hand[Math.floor(code / 3)] = pot[code % 3] ?? 0;
  return worth(hand[0] ?? 0, hand[1] ?? 0, hand[2] ?? 0);
}

export function chooseExpert(view: ThirtyOneView, legal: readonly ThirtyOneAction[], rng: Rng, budget: Partial<SearchBudget> = {}): ThirtyOneAction {
  if (legal.length === 1) return legal[0] as ThirtyOneAction;
  const { iterations } = { ...DEFAULT_BUDGET, ...budget };
  const unseen = unseenCards(view);
  const totals = new Float64Array(legal.length);
  const values = roundValues(view);
  const codes = legal.map((action) => codeOfAction(action, view.hand, view.pot));
  let scratch: Round | undefined;
  const worlds = Math.max(MIN_WORLDS, Math.floor(iterations / legal.length));
  for (let w = 0; w < worlds; w++) {
    const world = sampleWorld(view, unseen, { s: nextUint32(rng) });
    const weight = worldWeight(view, world);
    const round = roundOf(world);
    scratch ??= copyRound(round);
    codes.forEach((code, i) => {
      totals[i] = (totals[i] ?? 0) + weight * (values[playout(round, scratch as Round, code)] ?? 0);
    });
  }
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
