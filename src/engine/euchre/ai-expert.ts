// The expert: every decision is taken over many deals of the cards it cannot
// see, each consistent with its view (ai-expert-world.ts), and each solved
// double dummy to the end of the hand (ai-expert-solver.ts). A bid is judged
// by the points the hand would bring with that trump, alone or not; a card
// (to play, to put down, to hand a lone partner) by the points the rest of
// the hand brings after it. It passes unless making trump is worth enough.

import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import type { Rng } from '../rng';
import type { SearchBudget } from '../ai/search';
import { DoubleDummy, type Layout, deckIndex, layoutFor, toLayout } from './ai-expert-solver';
import { maskOf, settleBeforePlay, worldSampler } from './ai-expert-world';
import { TRICKS, nextActive, partnerOf, teamOf } from './rules';
import { scoreHand } from './scoring';
import type { EuchreAction, EuchreView } from './types';

/**
 * The shipped strength: `iterations` deals of the hidden cards per decision
 * (twice as many for a bid, which solves faster), at most `ms` when a clock is
 * given.
 */
export const EXPERT_SEARCH: SearchBudget = { iterations: 60, ms: 100 };

/**
 * The points a bid must be worth on average (the makers' team points less the
 * defenders') before the expert makes trump, by round and by seat from the
 * dealer's left (1) to the dealer (4). Passing is not worth nothing: the next
 * bidder may make it, for or against; so the bar is higher where the next
 * bidders are the opponents with a good card to take.
 */
export const BID_THRESHOLDS: Readonly<Record<'order' | 'call', readonly [number, number, number, number]>> = {
  order: [0.3, 0.3, 0.3, 0.2],
  call: [0.2, 0.2, 0.2, 0],
};

/** How much more a lone hand must be worth than one played with the partner. */
export const ALONE_MARGIN = 0.1;

export function chooseExpert(
  view: EuchreView,
  legal: readonly EuchreAction[],
  rng: Rng,
  budget: Partial<SearchBudget> = {},
): EuchreAction {
  const only = legal[0];
  if (only === undefined) throw new RangeError('No legal action to choose from.');
  if (legal.length === 1) return only;
  const settings = { ...EXPERT_SEARCH, ...budget };
  if (view.phase === 'order' || view.phase === 'call') return chooseBid(view, legal, rng, settings);
  return chooseCard(view, legal, rng, settings);
}

/** Whether the search is out of time (only with a clock). */
function timeUp(settings: SearchBudget, start: number): boolean {
  return settings.now !== undefined && settings.now() - start >= settings.ms;
}

/** For each count of tricks by seats 0 and 2, what the hand is worth to `seat`'s team, less the other's. */
function worthByTeam0Tricks(seat: Seat, maker: Seat, alone: boolean): Float64Array {
  const makers = teamOf(maker);
  const mine = teamOf(seat);
  const out = new Float64Array(TRICKS + 1);
  for (let t0 = 0; t0 <= TRICKS; t0++) {
    const { points } = scoreHand(makers, makers === 0 ? t0 : TRICKS - t0, alone);
    out[t0] = points[mine] - points[mine === 0 ? 1 : 0];
  }
  return out;
}

/** Loads `hands` (masks over EUCHRE_DECK) into the solver in `layout`. */
function load(solver: DoubleDummy, hands: Int32Array, layout: Layout): void {
  for (let s = 0; s < 4; s++) solver.hands[s] = toLayout(hands[s] ?? 0, layout);
}

// One solver per thread: it holds only scratch tables.
const solver = new DoubleDummy();

/** A candidate bid: trump, alone or not, and the action that makes it. */
interface BidOption {
  action: EuchreAction;
  trump: Suit;
  alone: boolean;
  layout: Layout;
  worth: Float64Array;
  total: number;
}

function chooseBid(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: SearchBudget): EuchreAction {
  const me = view.seat;
  const upcard = view.phase === 'order' ? view.upcard : null;
  const options: BidOption[] = [];
  for (const action of legal) {
    if (action.type === 'pass') continue;
    const trump = action.type === 'call' ? action.suit : ((upcard ?? 'JC')[1] as Suit);
    const alone = 'alone' in action ? action.alone : false;
    options.push({ action, trump, alone, layout: layoutFor(trump), worth: worthByTeam0Tricks(me, me, alone), total: 0 });
  }
  const sampler = worldSampler(view, true);
  const world = new Int32Array(4);
  const hands = new Int32Array(4);
  const upMask = upcard === null ? 0 : maskOf([upcard]);
  const leaderOf = (sitting: number): Seat => nextActive(view.dealer, sitting < 0 ? null : sitting);
  const start = settings.now?.() ?? 0;
  let worlds = 0;
  for (; worlds < settings.iterations * 2; worlds++) {
    if (worlds > 0 && timeUp(settings, start)) break;
    sampler.sample(rng, world);
    for (const option of options) {
      hands.set(world);
      hands[view.dealer] = (hands[view.dealer] ?? 0) | upMask;
      settleBeforePlay(hands, view.dealer, me, option.trump, option.alone, option.alone && view.options.passBest);
      const sitting = option.alone ? partnerOf(me) : -1;
      load(solver, hands, option.layout);
      solver.start(option.layout, leaderOf(sitting), sitting);
      option.total += option.worth[makersClass(solver, me)] ?? 0;
    }
  }
  const pass = legal.find((a) => a.type === 'pass');
  let best: BidOption | undefined;
  for (const option of options) {
    const margin = option.alone ? ALONE_MARGIN * worlds : 0;
    if (best === undefined || option.total - margin > best.total - (best.alone ? ALONE_MARGIN * worlds : 0)) best = option;
  }
  if (best === undefined) return pass ?? (legal[0] as EuchreAction);
  const position = ((me - view.dealer + 3) & 3) as 0 | 1 | 2 | 3;
  const round = view.phase === 'order' ? 'order' : 'call';
  if (pass !== undefined && best.total / Math.max(1, worlds) < (BID_THRESHOLDS[round][position] ?? 0)) return pass;
  return best.action;
}

/**
 * The makers' tricks in three classes that score differently, as a count of
 * tricks by seats 0 and 2 standing for each: euchred, made, march. Two narrow
 * searches tell them apart faster than one exact one.
 */
function makersClass(dd: DoubleDummy, maker: Seat): number {
  if (teamOf(maker) === 0) {
    if (dd.value(2, 3) < 3) return 0;
    return dd.value(4, 5) >= 5 ? 5 : 3;
  }
  if (dd.value(2, 3) >= 3) return 5;
  return dd.value(0, 1) < 1 ? 0 : 2;
}

/** The card of a play, discard or give action. */
function cardOf(action: EuchreAction): Card | null {
  return action.type === 'play' || action.type === 'discard' || action.type === 'give' ? action.card : null;
}

function chooseCard(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: SearchBudget): EuchreAction {
  const trump = view.trump;
  const maker = view.maker;
  if (trump === null || maker === null) return legal[0] as EuchreAction;
  const me = view.seat;
  const layout = layoutFor(trump);
  const worth = worthByTeam0Tricks(me, maker, view.alone);
  const mine = teamOf(me);
  const cards = legal.map(cardOf);
  const totals = new Float64Array(legal.length);
  const sampler = worldSampler(view, true);
  const world = new Int32Array(4);
  const hands = new Int32Array(4);
  const sitting = view.sitting ?? -1;
  const start = settings.now?.() ?? 0;
  for (let worlds = 0; worlds < settings.iterations; worlds++) {
    if (worlds > 0 && timeUp(settings, start)) break;
    sampler.sample(rng, world);
    if (view.phase === 'play') {
      // The cards on the table go back to their seats to be played again in order.
      hands.set(world);
      for (const play of view.trick) hands[play.seat] = (hands[play.seat] ?? 0) | (1 << deckIndex(play.card));
      load(solver, hands, layout);
      solver.start(layout, view.trick[0]?.seat ?? view.leader, sitting);
      for (const play of view.trick) solver.play(layout.bitOf[deckIndex(play.card)] ?? 0);
      cards.forEach((card, i) => {
        if (card === null) return;
        solver.play(layout.bitOf[deckIndex(card)] ?? 0);
        totals[i] = (totals[i] ?? 0) + judge(view.tricksWon[0] + solver.takenByTeam0 + solver.value(), worth, mine);
        solver.undo();
      });
      continue;
    }
    cards.forEach((card, i) => {
      if (card === null) return;
      hands.set(world);
      const bit = 1 << deckIndex(card);
      hands[me] = (hands[me] ?? 0) & ~bit;
      if (view.phase === 'give') hands[maker] = (hands[maker] ?? 0) | bit;
      const giveToCome = view.phase === 'discard' && view.alone && view.options.passBest;
      settleBeforePlay(hands, view.dealer, maker, trump, view.alone, giveToCome);
      load(solver, hands, layout);
      solver.start(layout, nextActive(view.dealer, view.sitting), sitting);
      totals[i] = (totals[i] ?? 0) + judge(solver.value(), worth, mine);
    });
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if ((totals[i] ?? 0) > (totals[best] ?? 0)) best = i;
  return legal[best] as EuchreAction;
}

/** Points to the seat's team (less the other's), with a trick more as a slight tie-break. */
function judge(team0Tricks: number, worth: Float64Array, mine: 0 | 1): number {
  const t0 = Math.max(0, Math.min(TRICKS, team0Tricks));
  const tricks = mine === 0 ? t0 : TRICKS - t0;
  return (worth[t0] ?? 0) + tricks * 0.01;
}
