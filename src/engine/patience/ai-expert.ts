// The expert plans the rest of its turn. Until its next twist every card it
// could move is in sight, so it lists every position its moves can reach
// (breadth first, each position once), and for each place where it could
// stop and twist, or end its turn, it deals the cards nobody has seen into
// the two decks many times over (a deck turned over from a discard pile lies
// as both players saw it), plays on with the habits of ai-moves.ts for both
// sides (the rest of its own turn, the other's reply, ten turns each more)
// and counts the cards each is left with. The habits are the intermediate's
// own, so against him the replies it plays out are the ones he would make
// with those cards. It heads for the best of those places and returns the
// first step on the way.
//
// Decided duplicate games won against the intermediate, 4,000 on two seeds
// (PARLOUR_BENCH_GAMES=2000 on the bench's seed and on seed 7): 65% looking
// two turns each ahead with every deck dealt at random; 72% once the decks
// turned over lie as both saw them, and so the other deck holds the cards
// left unseen; 79% looking ten turns each ahead (twenty did no better).
// Ten turns each pay with every deck dealt at random too (69%), though
// three did no better than two.
//
// Like the original's computer it plays on until it can no longer move: at
// every place it stops it twists if it can, and ends its turn only when it
// cannot (the rules would let it wait, but the computer of the instructions
// hands back control only when it is stuck).
//
// It must never go round in circles, though it keeps no plan between two
// calls. Its deals depend only on what the view shows of the unseen cards
// and on the turn, and the positions it judges are judged the same way from
// wherever it starts, so a later call of the same turn finds the same goal
// at least, or a better one, or a nearer one: moving cards among piles 5-8
// always brings it nearer its goal or to a better goal, never back. Since a
// later call judges the same places with the same deals, it remembers what
// they were worth rather than play them out again.
// Should the search outgrow its limits, it falls back on the habits without
// rearranging piles 5-8 at all, which cannot go round either.

import type { Rng } from '../rng';
import { createRng, nextInt } from '../rng';
import type { SearchBudget } from '../ai/search';
import type { PatienceView } from './types';
import { type Habits, HABITS, bestProductive, habitMove } from './ai-moves';
import { fallback } from './ai-intermediate';
import {
  FINISH,
  TWIST,
  type World,
  canTwist,
  cardsLeft,
  cloneWorld,
  copyArray,
  copyWorld,
  findAction,
  fromOf,
  isMove,
  isRearrangement,
  knownDecks,
  legalMoves,
  play,
  topOf,
  unseenCards,
  worldOf,
} from './ai-world';
import type { PatienceAction } from './types';

/**
 * The shipped strength: `iterations` deals of the unseen cards judge each
 * place to stop. A decision rarely takes more than a few milliseconds, a
 * whole turn tens at most (`npm run bench -- patience-ai-time`).
 */
export const EXPERT_SEARCH: SearchBudget = { iterations: 48 };

/**
 * Positions one decision may list before it gives up planning. Only late in
 * a game, when long runs on piles 5-8 can go up on the ace piles in many
 * orders, are there more.
 */
const MAX_NODES = 600;

/** How the expert looks ahead. */
export interface ExpertSettings {
  /** Whole turns of both played out after the rest of its own turn and the other's reply. */
  turnsAfter: number;
  /** The habits its play-outs follow, for both sides. */
  habits: Habits;
}

export const EXPERT: ExpertSettings = { turnsAfter: 10, habits: HABITS };

/**
 * Places to stop judged on all the deals at most: when there are more, a
 * first look on FIRST_LOOK deals keeps the likeliest. Late in a game, when
 * runs on piles 5-8 can go up on the ace piles in many orders, there are
 * hundreds, most of them one move from another.
 */
const SHORTLIST = 8;
const FIRST_LOOK = 8;

/** Actions a played-out half-turn may take; the habits need far fewer. */
const MAX_STEPS = 200;
/** A game won or lost in the play-out, in cards. */
const WIN = 60;

/** How the position was reached: after a productive move (or none), after a move that made a space, after another rearrangement. */
const PLAIN = 0;
const SPACE_MADE = 1;
const REARRANGED = 2;

interface Node {
  world: World;
  parent: number;
  move: number;
  depth: number;
  how: number;
}

/**
 * A position of this turn before the next twist, with `tag`: between two
 * twists cards only move among the piles in sight, so the piles' sizes and
 * piles 5-8 tell one from another.
 */
function keyOf(w: World, tag: number): string {
  let key = `${w.ace.join(',')}|${w.hand[0]?.length ?? 0}|${w.hand[1]?.length ?? 0}|${tag}`;
  for (const pile of w.tableau) key += `|${pile.join(',')}`;
  return key;
}

/** Whether some card of pile 0 could move now. */
function handCanMove(moves: Int32Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (isMove(moves[i] ?? 0) && fromOf(moves[i] ?? 0) === 0) return true;
  return false;
}

/**
 * Where a plan may end: with nothing on pile 0 that could still move, and
 * not straight after cards moved among piles 5-8 for nothing (a space made
 * for the next twist is something).
 */
function canStop(node: Node, moves: Int32Array, n: number): boolean {
  if (handCanMove(moves, n)) return false;
  return node.how === PLAIN || (node.how === SPACE_MADE && canTwist(node.world));
}

/** What the expert does where it stops: it twists if it can, as the original's computer did. */
function stopAction(w: World): number {
  return canTwist(w) ? TWIST : FINISH;
}

/** Numbers from a string of numbers, for a seed. */
function hashNumbers(values: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h ^= v & 0xff;
    h = Math.imul(h, 0x01000193);
    h ^= v >>> 8;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** What the deals of a decision depend on: the unseen cards, the decks' sizes, the turn and the seat. */
function dealInputs(view: PatienceView): number[] {
  return [...unseenCards(view), 1000 + view.stock[0], 2000 + view.stock[1], 3000 + view.turn, 4000 + view.seat];
}

/** How many deals judge a place: one when both decks are known, since every deal would be the same. */
export function dealCount(view: PatienceView, iterations: number): number {
  return unseenCards(view).length === 0 ? 1 : Math.max(1, Math.round(iterations));
}

/**
 * The deals: each a pair of decks (own, other's), the top card last. A deck
 * turned over from a discard pile lies as the view shows it; the cards
 * nobody has seen are shuffled into the others, so once one deck is known
 * the other holds the rest, in an unknown order. They depend on
 * `dealInputs` only, so every call until the next twist sees the same
 * futures.
 */
export function deals(view: PatienceView, count: number): [number[], number[]][] {
  const unseen = unseenCards(view);
  const [ownKnown, otherKnown] = knownDecks(view);
  const mine = ownKnown === null ? Math.min(view.stock[0], unseen.length) : 0;
  const rng = createRng(hashNumbers(dealInputs(view)));
  const out: [number[], number[]][] = [];
  for (let d = 0; d < count; d++) {
    const cards = unseen.slice();
    for (let i = cards.length - 1; i > 0; i--) {
      const j = nextInt(rng, i + 1);
      const t = cards[i] ?? 0;
      cards[i] = cards[j] ?? 0;
      cards[j] = t;
    }
    out.push([ownKnown ?? cards.slice(0, mine), otherKnown ?? cards.slice(mine)]);
  }
  return out;
}

/** Plays the seat to act's turn out with the habits. */
function playHalfTurn(w: World, habits: Habits): void {
  const seat = w.toAct;
  for (let step = 0; step < MAX_STEPS && w.toAct === seat && w.winner < 0; step++) play(w, habitMove(w, habits));
}

/**
 * From a stop: its action, the habits for the rest, and the cards each side
 * is left with, summed over deals `from` to `to` (not included).
 */
function judge(stop: World, action: number, decks: readonly [number[], number[]][], from: number, to: number, scratch: World, settings: ExpertSettings): number {
  const habits = settings.habits;
  let total = 0;
  for (let d = from; d < to; d++) {
    const [mine, theirs] = decks[d] as [number[], number[]];
    const w = copyWorld(stop, scratch);
    copyArray(mine, (w.stock[0] ??= []));
    copyArray(theirs, (w.stock[1] ??= []));
    play(w, action);
    if (w.toAct === 0) playHalfTurn(w, habits);
    for (let turn = 0; turn < settings.turnsAfter && w.winner < 0; turn++) {
      playHalfTurn(w, habits);
      if (w.winner < 0) playHalfTurn(w, habits);
    }
    if (w.winner < 0) playHalfTurn(w, habits);
    if (w.winner === 0) total += WIN;
    else if (w.winner === 1) total -= WIN;
    else total += cardsLeft(w, 1) - cardsLeft(w, 0);
  }
  return total;
}

/** What a place to stop is worth, summed over the deals of the first look and over all of them (once played out). */
interface Worth {
  first: number;
  all: number | undefined;
}

/**
 * The worth of the places to stop judged with the deals of `inputs`: every
 * call until the next twist deals the same futures and judges the same
 * places, so it looks them up instead of playing them out again. A place's
 * worth depends on the place and the deals alone, so remembering it changes
 * no decision; only the latest deals are kept.
 */
const judged = { inputs: '', settings: EXPERT, values: new Map<string, Worth>() };

function judgedWith(view: PatienceView, count: number, settings: ExpertSettings): Map<string, Worth> {
  const inputs = `${dealInputs(view).join(',')}|${count}`;
  if (judged.inputs !== inputs || judged.settings !== settings) {
    judged.inputs = inputs;
    judged.settings = settings;
    judged.values = new Map();
  }
  return judged.values;
}

/**
 * The first move towards the best place to stop, or -1 when the plan cannot
 * be made within limits. `remember`: look up and keep the worth of places
 * judged with the same deals (the choice is the same either way).
 */
export function planMove(view: PatienceView, budget: Partial<SearchBudget> = {}, settings: ExpertSettings = EXPERT, remember = true): number {
  const { iterations } = { ...EXPERT_SEARCH, ...budget };
  const root = worldOf(view);
  const nodes: Node[] = [{ world: root, parent: -1, move: -1, depth: 0, how: PLAIN }];
  const seen = new Set<string>([keyOf(root, PLAIN)]);
  const stops: number[] = [];
  const moves = new Int32Array(64);
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    const n = legalMoves(node.world, moves);
    if (canStop(node, moves, n)) stops.push(i);
    for (let k = 0; k < n; k++) {
      const m = moves[k] ?? 0;
      if (m === TWIST || m === FINISH) continue;
      const world = cloneWorld(node.world);
      play(world, m);
      const how = !isRearrangement(m) ? PLAIN : topOf(world, 0) < 0 && world.tableau.some((p) => p.length === 0) ? SPACE_MADE : REARRANGED;
      const key = keyOf(world, how);
      if (seen.has(key)) continue;
      seen.add(key);
      if (nodes.length >= MAX_NODES) return -1;
      nodes.push({ world, parent: i, move: m, depth: node.depth + 1, how });
    }
  }
  if (stops.length === 0) return -1;
  // Each position once, at its nearest (it may be reached by more than one kind of move).
  const places: { i: number; world: World; action: number; key: string }[] = [];
  const listed = new Set<string>();
  for (const i of stops) {
    const world = (nodes[i] as Node).world;
    const action = stopAction(world);
    const key = keyOf(world, action);
    if (listed.has(key)) continue;
    listed.add(key);
    places.push({ i, world, action, key });
  }
  // One place to stop is the goal, whatever it is worth.
  let best = places[0]?.i ?? 0;
  if (places.length > 1) {
    const count = dealCount(view, iterations);
    const firstLook = Math.min(count, FIRST_LOOK);
    const memory = remember ? judgedWith(view, count, settings) : new Map<string, Worth>();
    let decks: [number[], number[]][] | null = null;
    const scratch = cloneWorld(root);
    const worthOf = (place: (typeof places)[number]): Worth => {
      let worth = memory.get(place.key);
      if (worth === undefined) {
        decks ??= deals(view, count);
        worth = { first: judge(place.world, place.action, decks, 0, firstLook, scratch, settings), all: undefined };
        memory.set(place.key, worth);
      }
      return worth;
    };
    let shortlist = places;
    if (places.length > SHORTLIST) {
      // A first look on a few deals keeps the likeliest places. It is the
      // same from wherever the turn has got to, and a later call sees fewer
      // places, so the place it was heading for stays on the list.
      shortlist = places
        .slice()
        .sort((a, b) => worthOf(b).first - worthOf(a).first || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .slice(0, SHORTLIST)
        .sort((a, b) => a.i - b.i);
    }
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const place of shortlist) {
      const worth = worthOf(place);
      if (worth.all === undefined) {
        decks ??= deals(view, count);
        worth.all = worth.first + judge(place.world, place.action, decks, firstLook, count, scratch, settings);
      }
      // Stops come nearest first: a tie goes to the nearer.
      if (worth.all > bestValue) {
        best = place.i;
        bestValue = worth.all;
      }
    }
  }
  let node = nodes[best] as Node;
  if (node.parent < 0) return stopAction(root);
  while (node.parent > 0) node = nodes[node.parent] as Node;
  return node.move;
}

/** The habits' move when no plan could be made: productive moves, twists and the end of the turn only. */
function safeMove(view: PatienceView, habits: Habits): number {
  const w = worldOf(view);
  if (!w.started[0]) return canTwist(w) ? TWIST : FINISH;
  const m = bestProductive(w, habits);
  if (m >= 0) return m;
  return canTwist(w) ? TWIST : FINISH;
}

export function chooseExpert(
  view: PatienceView,
  legal: readonly PatienceAction[],
  _rng: Rng,
  budget: Partial<SearchBudget> = {},
  settings: ExpertSettings = EXPERT,
): PatienceAction {
  if (legal.length === 1) return legal[0] as PatienceAction;
  const planned = planMove(view, budget, settings);
  const m = planned >= 0 ? planned : safeMove(view, settings.habits);
  return findAction(legal, m) ?? fallback(legal);
}
