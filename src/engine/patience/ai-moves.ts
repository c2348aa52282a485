// Rules of thumb for a Chinese Patience turn, on a world (ai-world.ts): the
// intermediate plays by them, and the expert uses them to play its guessed
// futures out. A move is "productive" when a card leaves pile 0 or a card of
// piles 5-8 goes to piles 1-4 or 9; the habits take every productive move
// they see, the best first, and move cards among piles 5-8 only when that
// opens a productive move at once, or leaves a space for the next twist. So
// a turn always moves on: a card moved among piles 5-8 is followed by a
// productive move, a whole pile moved leaves one pile fewer (only pile 0
// fills a space again, productively), productive moves run out, and so do
// the cards to twist.

import {
  FINISH,
  SOURCES,
  TWIST,
  type World,
  accepts,
  canMovePile,
  canTwist,
  followsDown,
  moveCode,
  neighbours,
  pileCode,
  suitIndex,
  topOf,
  valueOf,
} from './ai-world';

// What a productive move is worth to the habits. A card from pile 0 to pile
// 9 both sheds a card and hands one to the other player; onto an ace pile it
// is gone for good; on piles 5-8 it sheds a card but uses up a place; into
// a space it uses the most precious place of all.
export interface Habits {
  handToAce: number;
  handToNine: number;
  handToTableau: number;
  handToSpace: number;
  tableauToNine: number;
  tableauToAce: number;
  /** Taken off a card handed over that the other can play again at once. */
  replay: number;
  /** Covering a pile whose other taker is already on an ace pile loses nothing. */
  deadTaker: number;
}

export const HABITS: Habits = {
  handToAce: 100,
  handToNine: 95,
  handToTableau: 80,
  handToSpace: 60,
  tableauToNine: 75,
  tableauToAce: 70,
  replay: 30,
  deadTaker: 3,
};

/** Whether the other player, at the start of his turn, could play `card` from the top of his pile 0 at once. */
export function otherCanReplay(w: World, card: number): boolean {
  if (valueOf(card) === (w.ace[suitIndex(card)] ?? 0) + 1) return true;
  for (let n = 5; n <= 8; n++) {
    const top = topOf(w, n);
    if (top < 0 || followsDown(card, top)) return true;
  }
  const mine = topOf(w, 0);
  return mine >= 0 && neighbours(card, mine);
}

/** Whether the card that `top` (piles 5-8) takes besides `card` already sits on an ace pile. */
function otherTakerDead(w: World, top: number, card: number): boolean {
  // The takers of `top` are the two cards one lower in the other colour: suits differ by colour pairs.
  const s = suitIndex(card);
  const other = s === 0 ? 3 : s === 3 ? 0 : s === 1 ? 2 : 1;
  return valueOf(top) - 1 <= (w.ace[other] ?? 0);
}

/** Score of the productive move of `card` from `from` to `to`, for the seat to act. */
export function productiveScore(w: World, from: number, to: number, card: number, h: Habits = HABITS): number {
  if (from === 0) {
    if (to <= 4) return h.handToAce;
    if (to === 9) return h.handToNine - (otherCanReplay(w, card) ? h.replay : 0);
    const top = topOf(w, to);
    if (top < 0) return h.handToSpace;
    return h.handToTableau + (otherTakerDead(w, top, card) ? h.deadTaker : 0);
  }
  if (to <= 4) return h.tableauToAce;
  return h.tableauToNine - (otherCanReplay(w, card) ? h.replay : 0);
}

/** Filled by `bestProductive`: the score of the move it returned. */
export let bestScore = 0;

/** The habits' favourite productive move, or -1 when there is none; its score in `bestScore`. */
export function bestProductive(w: World, h: Habits = HABITS): number {
  let best = -1;
  let score = 0;
  for (const from of SOURCES) {
    const card = topOf(w, from);
    if (card < 0) continue;
    const ace = suitIndex(card) + 1;
    if (accepts(w, card, ace, from === 0)) {
      const s = productiveScore(w, from, ace, card, h);
      if (s > score) {
        best = moveCode(from, ace);
        score = s;
      }
    }
    if (accepts(w, card, 9, from === 0)) {
      const s = productiveScore(w, from, 9, card, h);
      if (s > score) {
        best = moveCode(from, 9);
        score = s;
      }
    }
    if (from !== 0) continue;
    for (let to = 5; to <= 8; to++) {
      if (!accepts(w, card, to, true)) continue;
      const s = productiveScore(w, 0, to, card, h);
      if (s > score) {
        best = moveCode(0, to);
        score = s;
      }
    }
  }
  bestScore = score;
  return best;
}

/**
 * A move among piles 5-8 that opens a productive move at once, or a whole
 * pile moved to make a space for the next twist; -1 when there is none.
 */
export function bestRearrangement(w: World, h: Habits = HABITS): number {
  let best = -1;
  let score = 0;
  const handEmpty = topOf(w, 0) < 0;
  for (let from = 5; from <= 8; from++) {
    const source = w.tableau[from - 5] ?? [];
    if (source.length === 0) continue;
    const card = source[source.length - 1] ?? 0;
    // What taking the top card off opens does not depend on where it goes
    // (the card under it, or the space, is the only new top): weighed once, when a pile takes it.
    let opened = -1;
    for (let to = 5; to <= 8; to++) {
      if (to === from) continue;
      const target = w.tableau[to - 5] ?? [];
      // One card across.
      if (target.length > 0 && followsDown(card, target[target.length - 1] ?? 0)) {
        if (opened < 0) {
          source.pop();
          opened = bestProductive(w, h) >= 0 ? 30 + bestScore / 10 : handEmpty && source.length === 0 && canTwist(w) ? 40 : 0;
          source.push(card);
        }
        if (opened > score) {
          best = moveCode(from, to);
          score = opened;
        }
      }
      // The whole pile across: a space for pile 0's top, or for the next twist.
      if (canMovePile(w, from, to)) {
        const value = handEmpty ? (canTwist(w) ? 40 : 0) : 50;
        if (value > score) {
          best = pileCode(from, to);
          score = value;
        }
      }
    }
  }
  return best;
}

/** The habits' move for the seat to act. */
export function habitMove(w: World, h: Habits = HABITS): number {
  if (w.winner >= 0) return FINISH;
  if (!w.started[w.toAct]) return canTwist(w) ? TWIST : FINISH;
  const productive = bestProductive(w, h);
  if (productive >= 0) return productive;
  const rearrangement = bestRearrangement(w, h);
  if (rearrangement >= 0) return rearrangement;
  return canTwist(w) ? TWIST : FINISH;
}
