// The novice: a player who has just learnt the moves. The card it twists
// goes to the first pile that takes it, counting from pile 1, whether or not
// a better place exists; then it plays the card that shows again on pile 0
// the same way. Only half the times it looks does it notice that a card of
// piles 5-8 could go up on an ace pile or onto the other's pile 9, or that a
// whole pile could move to make a space for a stuck card; it never moves
// single cards among piles 5-8 and now and then ends its turn while it could
// still twist. Every move it makes sheds a card or ends a turn, or makes a
// space, so its turns always end.

import { type Rng, nextInt } from '../rng';
import type { PatienceView } from './types';
import { fallback } from './ai-intermediate';
import { FINISH, TWIST, type World, accepts, canMovePile, canTwist, findAction, moveCode, pileCode, suitIndex, topOf, worldOf } from './ai-world';
import type { PatienceAction } from './types';

/** One chance in this many of ending the turn instead of twisting. */
const GIVES_UP = 12;

/** The first pile (1-9, in order) that takes the top card of pile 0, or -1. */
function firstPlace(w: World): number {
  const card = topOf(w, 0);
  if (card < 0) return -1;
  for (let to = 1; to <= 9; to++) if (accepts(w, card, to, true)) return to;
  return -1;
}

function noviceMove(view: PatienceView, rng: Rng): number {
  const w = worldOf(view);
  if (!w.started[0]) return canTwist(w) ? TWIST : FINISH;
  const to = firstPlace(w);
  if (to >= 0) return moveCode(0, to);
  const looks = nextInt(rng, 2) === 0;
  if (w.twisted) {
    if (looks) for (let from = 5; from <= 8; from++) for (let onto = 5; onto <= 8; onto++) if (canMovePile(w, from, onto)) return pileCode(from, onto);
    return FINISH;
  }
  if (looks) {
    for (let from = 5; from <= 8; from++) {
      const card = topOf(w, from);
      if (card < 0) continue;
      if (accepts(w, card, suitIndex(card) + 1, false)) return moveCode(from, suitIndex(card) + 1);
      if (accepts(w, card, 9, false)) return moveCode(from, 9);
    }
  }
  return canTwist(w) && nextInt(rng, GIVES_UP) !== 0 ? TWIST : FINISH;
}

export function chooseNovice(view: PatienceView, legal: readonly PatienceAction[], rng: Rng): PatienceAction {
  return findAction(legal, noviceMove(view, rng)) ?? fallback(legal);
}
