// The intermediate: keeps a dealt hand of 20 or more, else takes the extra
// set; passes once its hand is good enough for the table (more players,
// more chances for someone to beat it), takes a pot that is good enough
// outright, and otherwise makes the change that leaves the best hand, as
// long as it improves; on its last turn it simply keeps the best it can
// hold. Every change it makes raises its hand's worth, so rounds between
// intermediates always end. The expert's playouts use it for every seat, on
// cards as numbers (ai-codes.ts), hence the two doors in.

import { KEEP_HAND, PASS, TAKE_EXTRA, TAKE_POT, actionOfCode, bestChangeOf, codeOf, points, worth } from './ai-codes';
import type { Situation } from './ai-read';
import type { ThirtyOneAction } from './types';

const KEEP = 20;

/** Points at which to pass: a regular table of three or four goes on changing after a pass. */
export function content(s: Pick<Situation, 'variation' | 'playersIn'>): number {
  return s.variation === 'regular' && s.playersIn > 2 ? 27 : 25;
}

/** Written by bestChangeOf: the change's code and its worth. */
const change = new Float64Array(2);

/**
 * The intermediate's action, as a number (ai-codes.ts), holding the three
 * cards of `hand` from `h` with the three of `pot` from `p` (none while
 * choosing), passing at `enough` points.
 */
export function intermediateCode(hand: ArrayLike<number>, h: number, pot: ArrayLike<number>, p: number, choosing: boolean, lastTurn: boolean, enough: number): number {
  const a = hand[h] ?? 0;
  const b = hand[h + 1] ?? 0;
  const c = hand[h + 2] ?? 0;
  if (choosing) return points(a, b, c) >= KEEP ? KEEP_HAND : TAKE_EXTRA;
  const x = pot[p] ?? 0;
  const y = pot[p + 1] ?? 0;
  const z = pot[p + 2] ?? 0;
  const now = worth(a, b, c);
  const potWorth = worth(x, y, z);
  bestChangeOf(hand, h, pot, p, worth, change);
  const changeWorth = change[1] ?? 0;
  const better = changeWorth > now ? (change[0] ?? PASS) : PASS;
  if (lastTurn) return potWorth > now && potWorth > changeWorth ? TAKE_POT : better;
  if (points(a, b, c) >= enough) return PASS;
  if (points(x, y, z) >= enough && potWorth >= changeWorth) return TAKE_POT;
  return better;
}

export function intermediateMove(s: Situation): ThirtyOneAction {
  const code = intermediateCode(s.hand.map(codeOf), 0, s.pot.map(codeOf), 0, s.phase === 'choose', s.lastTurn, content(s));
  return actionOfCode(code, s.hand, s.pot);
}
