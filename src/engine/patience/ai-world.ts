// The computer players' own copy of a Chinese Patience position: cards as
// small numbers and piles as arrays changed in place, so that a search can
// try thousands of moves without the engine's copy of the whole state per
// action. The rules here are patience.ts's, move for move (ai-world.test.ts
// checks them against the engine); only the blocked-game count is left out,
// since a search never looks fifty turns ahead.
//
// A world is always told from the point of view of the computer player that
// builds it: seat 0 of the world is that player, seat 1 the other, whatever
// their seats at the table. Piles are numbered as the seat to act sees them
// (0 its own discard pile, 9 the other's).

import { type Card, RANKS, type Rank, SUITS } from '../cards';
import type { PatienceView } from './types';
import type { PatienceAction } from './types';

/** Card numbers: suit * 13 + value - 1, suits in pile order (clubs, diamonds, hearts, spades), the ace low. */
const RANK_BY_VALUE: readonly Rank[] = ['A', ...RANKS.filter((rank) => rank !== 'A')];

export const CARD_OF: readonly Card[] = SUITS.flatMap((suit) => RANK_BY_VALUE.map((rank): Card => `${rank}${suit}`));
const NUMBER_OF: ReadonlyMap<Card, number> = new Map(CARD_OF.map((card, n) => [card, n]));

export function cardNumber(card: Card): number {
  return NUMBER_OF.get(card) ?? -1;
}

/** 1 for an ace up to 13 for a king. */
export function valueOf(n: number): number {
  return (n % 13) + 1;
}

/** 0-3: clubs, diamonds, hearts, spades; also the ace pile (1-4) minus one. */
export function suitIndex(n: number): number {
  return (n / 13) | 0;
}

export function red(n: number): boolean {
  const s = suitIndex(n);
  return s === 1 || s === 2;
}

/** Whether `card` goes down on `top` in piles 5-8: one lower, the other colour. */
export function followsDown(card: number, top: number): boolean {
  return valueOf(card) === valueOf(top) - 1 && red(card) !== red(top);
}

/** Whether `card` goes on pile 9 showing `top`: the same suit, one above or below. */
export function neighbours(card: number, top: number): boolean {
  return suitIndex(card) === suitIndex(top) && Math.abs(valueOf(card) - valueOf(top)) === 1;
}

export interface World {
  /** The value showing on each ace pile (piles 1-4): 1 is the ace alone. */
  ace: number[];
  /** Piles 5-8, bottom first. */
  tableau: number[][];
  /** Each seat's discard pile (its pile 0), bottom first. */
  hand: number[][];
  /** Each seat's face-down deck, the top card LAST; -1 for a card nobody knows yet. */
  stock: number[][];
  toAct: number;
  /** A twisted card waits on top of the pile 0 of the seat to act. */
  twisted: boolean;
  started: boolean[];
  /** The seat that has won, or -1. */
  winner: number;
}

// Moves as small numbers: 0 twist, 1 finish, 10 * from + to + 100 a move,
// 10 * from + to + 200 a whole pile.
export const TWIST = 0;
export const FINISH = 1;
export const moveCode = (from: number, to: number): number => 100 + from * 10 + to;
export const pileCode = (from: number, to: number): number => 200 + from * 10 + to;
export const isMove = (m: number): boolean => m >= 100 && m < 200;
export const isPileMove = (m: number): boolean => m >= 200;
export const fromOf = (m: number): number => ((m % 100) / 10) | 0;
export const toOf = (m: number): number => m % 10;

export function actionOf(m: number): PatienceAction {
  if (m === TWIST) return { type: 'twist' };
  if (m === FINISH) return { type: 'finish' };
  return { type: isPileMove(m) ? 'move-pile' : 'move', from: fromOf(m), to: toOf(m) };
}

export function codeOf(action: PatienceAction): number {
  switch (action.type) {
    case 'twist':
      return TWIST;
    case 'finish':
      return FINISH;
    case 'move':
      return moveCode(action.from, action.to);
    case 'move-pile':
      return pileCode(action.from, action.to);
  }
}

/** The view's decks whose order it knows (`knownStock`), as a world holds them: the top card last; null for a deck nobody has seen. */
export function knownDecks(view: PatienceView): [number[] | null, number[] | null] {
  const deck = (cards: readonly Card[] | null): number[] | null => (cards === null ? null : cards.map(cardNumber).reverse());
  return [deck(view.knownStock[0]), deck(view.knownStock[1])];
}

/**
 * The position a view shows: a deck the view knows as it lies, one nobody
 * has seen as unknown cards (-1). `decks`, when given, deals both: the
 * view's own deck and the other's, top card first.
 */
export function worldOf(view: PatienceView, decks?: readonly [readonly number[], readonly number[]]): World {
  const numbers = (pile: readonly Card[] | undefined): number[] => (pile ?? []).map(cardNumber);
  const ace = [0, 1, 2, 3].map((i) => (view.piles[i + 1] ?? []).length);
  const known = knownDecks(view);
  const deck = (seat: 0 | 1): number[] => decks?.[seat].slice().reverse() ?? known[seat] ?? Array.from({ length: view.stock[seat] }, () => -1);
  const mine = deck(0);
  const theirs = deck(1);
  const myTurn = view.toAct === view.seat;
  return {
    ace,
    tableau: [5, 6, 7, 8].map((n) => numbers(view.piles[n])),
    hand: [numbers(view.piles[0]), numbers(view.piles[9])],
    stock: [mine, theirs],
    toAct: myTurn ? 0 : 1,
    twisted: myTurn && view.twisted !== null,
    // The other's first turn is over once the view's own seat may move: the
    // first turn of all goes to seat 0 of the table.
    started: [view.started, view.seat === 1 || view.turn > 1 || !myTurn],
    winner: -1,
  };
}

export function cloneWorld(w: World): World {
  return {
    ace: w.ace.slice(),
    tableau: w.tableau.map((p) => p.slice()),
    hand: [w.hand[0]?.slice() ?? [], w.hand[1]?.slice() ?? []],
    stock: [w.stock[0]?.slice() ?? [], w.stock[1]?.slice() ?? []],
    toAct: w.toAct,
    twisted: w.twisted,
    started: w.started.slice(),
    winner: w.winner,
  };
}

/** Copies `from` into `into`, reusing its arrays. */
export function copyWorld(from: World, into: World): World {
  for (let i = 0; i < 4; i++) into.ace[i] = from.ace[i] ?? 0;
  for (let i = 0; i < 4; i++) copyArray(from.tableau[i] ?? [], (into.tableau[i] ??= []));
  for (let s = 0; s < 2; s++) {
    copyArray(from.hand[s] ?? [], (into.hand[s] ??= []));
    copyArray(from.stock[s] ?? [], (into.stock[s] ??= []));
    into.started[s] = from.started[s] ?? false;
  }
  into.toAct = from.toAct;
  into.twisted = from.twisted;
  into.winner = from.winner;
  return into;
}

/** Copies `from` into `into`, reusing it. */
export function copyArray(from: readonly number[], into: number[]): void {
  into.length = from.length;
  for (let i = 0; i < from.length; i++) into[i] = from[i] ?? 0;
}

/** Pile `n` (0-9) as the seat to act numbers it; piles 1-4 are not kept as arrays. */
export function pileAt(w: World, n: number): number[] {
  if (n === 0) return w.hand[w.toAct] ?? [];
  if (n === 9) return w.hand[1 - w.toAct] ?? [];
  return w.tableau[n - 5] ?? [];
}

/** The top card of pile `n` (0, 5-9) for the seat to act, or -1. */
export function topOf(w: World, n: number): number {
  const pile = pileAt(w, n);
  return pile.length > 0 ? (pile[pile.length - 1] ?? -1) : -1;
}

/** Whether `card` may go onto pile `to` (1-9) now; `fromHand` when it comes off pile 0. */
export function accepts(w: World, card: number, to: number, fromHand: boolean): boolean {
  if (to >= 1 && to <= 4) return suitIndex(card) === to - 1 && valueOf(card) === (w.ace[to - 1] ?? 0) + 1;
  if (to >= 5 && to <= 8) {
    const top = topOf(w, to);
    return top < 0 ? fromHand : followsDown(card, top);
  }
  if (to === 9) {
    const top = topOf(w, 9);
    return top >= 0 && neighbours(card, top);
  }
  return false;
}

export function canTwist(w: World): boolean {
  return !w.twisted && (w.stock[w.toAct]?.length ?? 0) > 0;
}

export function canMovePile(w: World, from: number, to: number): boolean {
  if (from === to) return false;
  const source = w.tableau[from - 5] ?? [];
  if (source.length < 2) return false;
  const top = topOf(w, to);
  return top >= 0 && followsDown(source[0] ?? 0, top);
}

/** The legal moves of the seat to act, in the engine's order; returns how many were written. */
export function legalMoves(w: World, out: Int32Array | number[]): number {
  let n = 0;
  if (w.winner >= 0) return 0;
  if (canTwist(w)) out[n++] = TWIST;
  if (!w.started[w.toAct]) {
    if (n === 0) out[n++] = FINISH;
    return n;
  }
  for (const from of SOURCES) {
    const card = topOf(w, from);
    if (card < 0) continue;
    for (let to = 1; to <= 9; to++) if (to !== from && accepts(w, card, to, from === 0)) out[n++] = moveCode(from, to);
  }
  for (let from = 5; from <= 8; from++) for (let to = 5; to <= 8; to++) if (canMovePile(w, from, to)) out[n++] = pileCode(from, to);
  out[n++] = FINISH;
  return n;
}

export const SOURCES: readonly number[] = [0, 5, 6, 7, 8];

export function cardsLeft(w: World, seat: number): number {
  return (w.hand[seat]?.length ?? 0) + (w.stock[seat]?.length ?? 0);
}

/** Plays `m`, which must be legal, in place. */
export function play(w: World, m: number): void {
  const seat = w.toAct;
  if (m === TWIST) {
    const stock = w.stock[seat] ?? [];
    (w.hand[seat] ?? []).push(stock.pop() ?? -1);
    w.twisted = true;
    w.started[seat] = true;
    return;
  }
  if (m === FINISH) {
    const next = 1 - seat;
    w.toAct = next;
    w.twisted = false;
    const stock = w.stock[next] ?? [];
    const hand = w.hand[next] ?? [];
    if (stock.length === 0 && hand.length > 0) {
      // The discard pile turned over: its bottom card is the new deck's top.
      for (let i = hand.length - 1; i >= 0; i--) stock.push(hand[i] ?? -1);
      hand.length = 0;
    }
    return;
  }
  const from = fromOf(m);
  const to = toOf(m);
  if (isPileMove(m)) {
    const source = w.tableau[from - 5] ?? [];
    const target = w.tableau[to - 5] ?? [];
    for (const card of source) target.push(card);
    source.length = 0;
    return;
  }
  const card = pileAt(w, from).pop() ?? -1;
  if (to <= 4) w.ace[to - 1] = (w.ace[to - 1] ?? 0) + 1;
  else pileAt(w, to).push(card);
  if (from === 0) {
    w.twisted = false;
    if (cardsLeft(w, seat) === 0) w.winner = seat;
  }
}

/** Whether `m` lowers what is left to play this turn: a card leaves pile 0, or a card of piles 5-8 goes to 1-4 or 9. */
export function isProductive(m: number): boolean {
  if (!isMove(m)) return false;
  const to = toOf(m);
  return fromOf(m) === 0 || to <= 4 || to === 9;
}

/** A rearrangement of piles 5-8 among themselves: useful only for what it leads to. */
export function isRearrangement(m: number): boolean {
  return isPileMove(m) || (isMove(m) && !isProductive(m));
}

/** The first of `legal` that is `m`, if any. */
export function findAction(legal: readonly PatienceAction[], m: number): PatienceAction | undefined {
  return legal.find((a) => codeOf(a) === m);
}

/** The 52 cards less those the view shows, on the piles or in a known deck: the face-down cards nobody has seen. */
export function unseenCards(view: PatienceView): number[] {
  const seen = new Uint8Array(52);
  for (const pile of view.piles) for (const card of pile) seen[cardNumber(card)] = 1;
  for (const deck of view.knownStock) for (const card of deck ?? []) seen[cardNumber(card)] = 1;
  const out: number[] = [];
  for (let n = 0; n < 52; n++) if (seen[n] === 0) out.push(n);
  return out;
}
