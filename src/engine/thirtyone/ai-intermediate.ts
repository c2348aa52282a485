// The intermediate: keeps a dealt hand of 20 or more, else takes the extra
// set; passes once its hand is good enough for the table (more players,
// more chances for someone to beat it), takes a pot that is good enough
// outright, and otherwise makes the change that leaves the best hand, as
// long as it improves; on its last turn it simply keeps the best it can
// hold. Every change it makes raises its hand's worth, so rounds between
// intermediates always end. The expert's playouts use it for every seat.

import { type Situation, bestChange, handWorth } from './ai-read';
import { handPoints } from './scoring';
import type { ThirtyOneAction } from './types';

const KEEP = 20;

/** Points at which to pass: a regular table of three or four goes on changing after a pass. */
export function content(s: Pick<Situation, 'variation' | 'playersIn'>): number {
  return s.variation === 'regular' && s.playersIn > 2 ? 27 : 25;
}

export function intermediateMove(s: Situation): ThirtyOneAction {
  if (s.phase === 'choose') return { type: handPoints(s.hand) >= KEEP ? 'hand' : 'pot' };
  const now = handWorth(s.hand);
  const pot = handWorth(s.pot);
  const change = bestChange(s.hand, s.pot);
  if (s.lastTurn) {
    if (pot > now && pot > change.worth) return { type: 'take-pot' };
    return change.worth > now ? change.action : { type: 'pass' };
  }
  const enough = content(s);
  if (handPoints(s.hand) >= enough) return { type: 'pass' };
  if (handPoints(s.pot) >= enough && pot >= change.worth) return { type: 'take-pot' };
  return change.worth > now ? change.action : { type: 'pass' };
}
