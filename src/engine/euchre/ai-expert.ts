// The expert: every decision is taken over many deals of the cards it cannot
// see, each consistent with its view (ai-world.ts) and drawn in proportion to
// how well it explains the others' bids and play (ai-infer.ts), and each solved
// double dummy to the end of the hand (ai-expert-solver.ts). A bid is judged
// by the points the hand would bring with that trump, alone or not; a pass by
// the points of the trump the others would then make (ai-expert-pass.ts); a
// card (to play, to put down) by the points the rest of the hand brings after
// it. Points are weighed by the score (ai-expert-equity.ts). It makes trump
// when that beats passing by a margin, goes alone only on a near-sure march,
// and hands a lone partner its best card.

import { type Card, type Suit, suitOf } from '../cards';
import type { Seat } from '../game';
import type { Rng } from '../rng';
import type { SearchBudget } from '../ai/search';
import { DoubleDummy, type Layout, deckIndex, layoutFor, toLayout } from './ai-expert-solver';
import { pointsWorth } from './ai-expert-equity';
import { type CardMask, maskOf, settleBeforePlay, worldSampler } from './ai-world';
import { actionWith, bidsWithTrumps, legalCards, strongest } from './ai-read';
import { afterPass } from './ai-expert-pass';
import { fittingSampler, tableReader } from './ai-infer';
import { TRICKS, isTrump, nextActive, partnerOf, teamOf } from './rules';
import { scoreHand } from './scoring';
import type { EuchreAction, EuchreView } from './types';

/**
 * The shipped strength: `iterations` deals of the hidden cards per decision
 * (twice as many for a bid, which solves faster). In 1,000 duplicate games
 * against the intermediate, 30 deals won 66.8%, 60 won 69.9%, 120 68.4%.
 */
export const EXPERT_SEARCH: SearchBudget = { iterations: 60 };

/**
 * The points (the makers' less the defenders') by which making trump must
 * beat passing, on average over the deals, before the expert makes it: the
 * solver plays both sides perfectly, which flatters the makers a little.
 * Passing is worth what the others then make of the hand: a partner dealing
 * picks the card up, an opponent orders it and is euchred, the expert names
 * the next suit, or the hand is thrown in. Tuned in duplicate games against
 * the intermediate: no margin won a little less, 0.4 in some seats no more.
 */
export const PASS_MARGIN = 0.2;

/**
 * A lone call claims all five tricks: the expert goes alone only when at
 * least this share of the deals it solved march, and going alone is then
 * worth more than playing with its partner. On less, going alone often pays
 * in points (Pass Best brings the partner's best card, and a lone march
 * scores 4), but it sits the partner out hand after hand for lone hands that
 * mostly make 1 point. The solver undersells a lone hand's march (nine in
 * ten of those it calls march), so the bar is set by how often it goes
 * alone: seven hands in a hundred with Pass Best, two without, under the
 * eight allowed. Every lone hand given up costs games: in 400 duplicate games
 * against the intermediate, no bar won 67.8%, this one 64.5%, 0.75 62.5%.
 */
export const LONE_MARCH = 0.7;

/** The search's budget, and other seats' cards it is shown (only to measure what seeing them is worth: ai-ceiling.ts). */
export interface ExpertSettings extends SearchBudget {
  shown?: readonly CardMask[];
}

export function chooseExpert(
  view: EuchreView,
  offered: readonly EuchreAction[],
  rng: Rng,
  budget: Partial<ExpertSettings> = {},
): EuchreAction {
  const legal = view.phase === 'order' || view.phase === 'call' ? bidsWithTrumps(view, offered) : offered;
  const only = legal[0];
  if (only === undefined) throw new RangeError('No legal action to choose from.');
  if (legal.length === 1) return only;
  const settings: ExpertSettings = { ...EXPERT_SEARCH, ...budget };
  if (view.phase === 'order' || view.phase === 'call') return chooseBid(view, legal, rng, settings);
  const { trump, maker } = view;
  if (trump === null || maker === null) return only;
  // A lone maker's partner hands over its best card, as any player would.
  if (view.phase === 'give') return actionWith(legal, strongest(view.hand, trump));
  if (view.phase === 'play') return choosePlay(view, legal, rng, settings, trump, maker);
  return chooseDiscard(view, legal, rng, settings, trump, maker);
}

/**
 * For each count of tricks by seats 0 and 2, what the hand is worth to the
 * viewer's team at this score (ai-expert-equity.ts): the points won less the
 * points given, weighed by how much they change the chance of winning.
 */
function worthByTeam0Tricks(view: EuchreView, maker: Seat, alone: boolean): Float64Array {
  const makers = teamOf(maker);
  const mine = teamOf(view.seat);
  const theirs = mine === 0 ? 1 : 0;
  const score = view.scores;
  const out = new Float64Array(TRICKS + 1);
  for (let t0 = 0; t0 <= TRICKS; t0++) {
    const { points } = scoreHand(makers, makers === 0 ? t0 : TRICKS - t0, alone);
    out[t0] = pointsWorth(points[mine], points[theirs], score[mine] ?? 0, score[theirs] ?? 0, view.options.target);
  }
  return out;
}

/** Loads `hands` (masks over EUCHRE_DECK) into the solver in `layout`. */
function load(solver: DoubleDummy, hands: Int32Array, layout: Layout): void {
  for (let s = 0; s < 4; s++) solver.hands[s] = toLayout(hands[s] ?? 0, layout);
}

// One solver per thread: it holds only scratch tables.
const solver = new DoubleDummy();

/** A candidate bid: trump, alone or not, the action that makes it, and what it has scored so far. */
export interface BidOption {
  action: EuchreAction;
  trump: Suit;
  alone: boolean;
  layout: Layout;
  worth: Float64Array;
  total: number;
  deals: number;
  /** Deals where the makers took all five tricks, and where they were euchred. */
  marches: number;
  euchres: number;
  /** Still worth solving: dropped once the first deals show it hopeless. */
  open: boolean;
}

/** Deals after which hopeless bids are dropped: most hands are plain passes. */
const SCOUT_DEALS = 16;
/** A bid this far under passing (and its margin) after the scouting deals is not followed further. */
const HOPELESS = 1;
/** A lone bid marching on fewer of the scouting deals than this is not followed further. */
const LONE_HOPELESS = 0.5;

const meanOf = (o: BidOption): number => o.total / Math.max(1, o.deals);
const marchShare = (o: BidOption): number => o.marches / Math.max(1, o.deals);

/** The bids weighed, and what passing is worth over the same deals (see ai-expert-pass.ts); null when passing is not allowed. */
export interface Weighed {
  options: BidOption[];
  pass: { total: number; deals: number } | null;
}

/** The worth a bid must reach: passing's so far, and the margin. */
const floorOf = (passing: { total: number; deals: number }): number => passing.total / Math.max(1, passing.deals) + PASS_MARGIN;

/** Every bid of `legal`, each solved over the same deals of the hidden cards, and the pass played out as others would bid after it. */
export function weighBids(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: ExpertSettings): Weighed {
  const me = view.seat;
  const upcard = view.phase === 'order' ? view.upcard : null;
  const options: BidOption[] = [];
  for (const action of legal) {
    if (action.type === 'pass') continue;
    const trump = action.type === 'call' ? action.suit : upcard === null ? null : suitOf(upcard);
    if (trump === null) continue;
    const alone = 'alone' in action ? action.alone : false;
    const worth = worthByTeam0Tricks(view, me, alone);
    options.push({ action, trump, alone, layout: layoutFor(trump), worth, total: 0, deals: 0, marches: 0, euchres: 0, open: true });
  }
  const sampler = fittingSampler(worldSampler(view, settings.shown), tableReader(view));
  const world = new Int32Array(4);
  const hands = new Int32Array(4);
  const upMask = upcard === null ? 0 : maskOf([upcard]);
  const march = teamOf(me) === 0 ? TRICKS : 0;
  const euchred = teamOf(me) === 0 ? 0 : TRICKS;
  const passing = legal.some((a) => a.type === 'pass') ? { total: 0, deals: 0 } : null;
  const passWorths = new Map<number, Float64Array>();
  for (let deals = 0; deals < settings.iterations * 2; deals++) {
    if (deals === SCOUT_DEALS) {
      for (const o of options) {
        if (passing !== null && meanOf(o) < floorOf(passing) - HOPELESS) o.open = false;
        if (o.alone && marchShare(o) < LONE_HOPELESS) o.open = false;
      }
      if (!options.some((o) => o.open)) break;
    }
    sampler.sample(rng, world);
    for (const option of options) {
      if (!option.open) continue;
      hands.set(world);
      hands[view.dealer] = (hands[view.dealer] ?? 0) | upMask;
      settleBeforePlay(hands, view.dealer, me, option.trump, option.alone, option.alone && view.options.passBest);
      const sitting = option.alone ? partnerOf(me) : -1;
      load(solver, hands, option.layout);
      solver.start(option.layout, nextActive(view.dealer, sitting < 0 ? null : sitting), sitting);
      const outcome = makersClass(solver, me);
      option.total += option.worth[outcome] ?? 0;
      option.deals++;
      if (outcome === march) option.marches++;
      if (outcome === euchred) option.euchres++;
    }
    if (passing !== null) {
      const contract = afterPass(view, world);
      passing.deals++;
      if (contract === null) continue;
      hands.set(world);
      if (contract.round === 1) hands[view.dealer] = (hands[view.dealer] ?? 0) | upMask;
      settleBeforePlay(hands, view.dealer, contract.maker, contract.trump, contract.alone, contract.alone && view.options.passBest);
      const sitting = contract.alone ? partnerOf(contract.maker) : -1;
      const layout = layoutFor(contract.trump);
      load(solver, hands, layout);
      solver.start(layout, nextActive(view.dealer, sitting < 0 ? null : sitting), sitting);
      const key = contract.maker * 2 + (contract.alone ? 1 : 0);
      let worth = passWorths.get(key);
      if (worth === undefined) {
        worth = worthByTeam0Tricks(view, contract.maker, contract.alone);
        passWorths.set(key, worth);
      }
      passing.total += worth[makersClass(solver, contract.maker)] ?? 0;
    }
  }
  return { options, pass: passing };
}

function chooseBid(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: ExpertSettings): EuchreAction {
  const pass = legal.find((a) => a.type === 'pass');
  const { options, pass: passing } = weighBids(view, legal, rng, settings);
  let best: BidOption | undefined;
  for (const option of options) {
    if (!option.open || (option.alone && marchShare(option) < LONE_MARCH)) continue;
    if (best === undefined || meanOf(option) > meanOf(best)) best = option;
  }
  if (best === undefined || (pass !== undefined && passing !== null && meanOf(best) < floorOf(passing))) return pass ?? (legal[0] as EuchreAction);
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

/** Deals of the hidden cards until the budget is spent, each handed to `judgeDeal`. */
function overDeals(view: EuchreView, settings: ExpertSettings, rng: Rng, judgeDeal: (world: Int32Array) => void): void {
  const sampler = fittingSampler(worldSampler(view, settings.shown), tableReader(view));
  const world = new Int32Array(4);
  for (let deals = 0; deals < settings.iterations; deals++) {
    sampler.sample(rng, world);
    judgeDeal(world);
  }
}

/** The action putting down the card with the best total among those `weighed`; on a tie the lower card, keeping the higher. */
function bestOf(legal: readonly EuchreAction[], cards: readonly Card[], weighed: readonly boolean[], totals: Float64Array, layout: Layout): EuchreAction {
  let best = -1;
  const bit = (i: number): number => layout.bitOf[deckIndex(cards[i] as Card)] ?? 0;
  for (let i = 0; i < cards.length; i++) {
    if (!weighed[i]) continue;
    const t = totals[i] ?? 0;
    const b = totals[best] ?? 0;
    if (best < 0 || t > b || (t === b && bit(i) < bit(best))) best = i;
  }
  return actionWith(legal, cards[best]);
}

/**
 * For each card, another of `cards` that plays exactly like it (the next one
 * up in its suit with nothing still in play between them), or -1.
 */
function twins(view: EuchreView, cards: readonly Card[], layout: Layout): Int32Array {
  const onTable = new Set(view.trick.map((p) => p.card));
  const goneCards = view.played.flat().filter((c) => !onTable.has(c));
  if (view.turnedDown !== null) goneCards.push(view.turnedDown);
  const gone = toLayout(maskOf([...goneCards, ...view.myDiscards]), layout);
  const bits = cards.map((c) => layout.bitOf[deckIndex(c)] ?? 0);
  return Int32Array.from(bits, (b) => {
    const above = (layout.suitMask[layout.suitOfBit[b] ?? 0] ?? 0) & ~gone & ~((2 << b) - 1);
    return above === 0 ? -1 : bits.indexOf(31 - Math.clz32(above & -above));
  });
}

function choosePlay(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: ExpertSettings, trump: Suit, maker: Seat): EuchreAction {
  const layout = layoutFor(trump);
  const worth = worthByTeam0Tricks(view, maker, view.alone);
  const mine = teamOf(view.seat);
  const cards = legalCards(legal);
  const same = twins(view, cards, layout);
  const totals = new Float64Array(legal.length);
  const hands = new Int32Array(4);
  overDeals(view, settings, rng, (world) => {
    // The cards on the table go back to their seats to be played again in order.
    hands.set(world);
    for (const play of view.trick) hands[play.seat] = (hands[play.seat] ?? 0) | (1 << deckIndex(play.card));
    load(solver, hands, layout);
    solver.start(layout, view.trick[0]?.seat ?? view.leader, view.sitting ?? -1);
    for (const play of view.trick) solver.play(layout.bitOf[deckIndex(play.card)] ?? 0);
    cards.forEach((card, i) => {
      if ((same[i] ?? -1) >= 0) return;
      solver.play(layout.bitOf[deckIndex(card)] ?? 0);
      totals[i] = (totals[i] ?? 0) + judge(view.tricksWon[0] + solver.takenByTeam0 + solver.value(), worth, mine);
      solver.undo();
    });
  });
  // A card plays as its twin does: follow each chain up to the one solved.
  cards.forEach((_, i) => {
    let j = i;
    while ((same[j] ?? -1) >= 0) j = same[j] ?? -1;
    totals[i] = totals[j] ?? 0;
  });
  return bestOf(legal, cards, cards.map(() => true), totals, layout);
}

/** The dealer's or a lone maker's discard: each card put down, the hand solved from the first lead. */
function chooseDiscard(view: EuchreView, legal: readonly EuchreAction[], rng: Rng, settings: ExpertSettings, trump: Suit, maker: Seat): EuchreAction {
  const layout = layoutFor(trump);
  const worth = worthByTeam0Tricks(view, maker, view.alone);
  // Putting a trump down while holding a plain card is never worth a search.
  const plain = view.hand.some((c) => !isTrump(c, trump));
  const cards = legalCards(legal);
  const weighed = cards.map((c) => !(plain && isTrump(c, trump)));
  const totals = new Float64Array(legal.length);
  const hands = new Int32Array(4);
  const giveToCome = view.phase === 'discard' && view.alone && view.options.passBest;
  overDeals(view, settings, rng, (world) => {
    cards.forEach((card, i) => {
      if (!weighed[i]) return;
      hands.set(world);
      hands[view.seat] = (hands[view.seat] ?? 0) & ~(1 << deckIndex(card));
      settleBeforePlay(hands, view.dealer, maker, trump, view.alone, giveToCome);
      load(solver, hands, layout);
      solver.start(layout, nextActive(view.dealer, view.sitting), view.sitting ?? -1);
      totals[i] = (totals[i] ?? 0) + (worth[makersClass(solver, maker)] ?? 0);
    });
  });
  return bestOf(legal, cards, weighed, totals, layout);
}

/** Points to the seat's team (less the other's), with a trick more as a slight tie-break. */
function judge(team0Tricks: number, worth: Float64Array, mine: 0 | 1): number {
  const t0 = Math.max(0, Math.min(TRICKS, team0Tricks));
  const tricks = mine === 0 ? t0 : TRICKS - t0;
  return (worth[t0] ?? 0) + tricks * 0.01;
}
