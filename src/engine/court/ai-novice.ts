// The novice: a player who has just learnt the game. It keeps any card worth
// a little in the draw, throws its biggest card at every turn whatever the
// other played, and plays every numbered card it has left as a bonus.

import type { Rng } from '../rng';
import { nextInt } from '../rng';
import type { CourtView } from './types';
import { holdingValue } from './ai-judge';
import type { CourtAction } from './types';

export function chooseNovice(view: CourtView, legal: readonly CourtAction[], rng: Rng): CourtAction {
  const [mine = 0, theirs = 0] = view.seat === 0 ? view.scores : [view.scores[1], view.scores[0]];
  const first = legal[0] as CourtAction;
  if (view.phase === 'draw') {
    if (legal.length === 1 || view.drawn === null) return first;
    // A coin toss now and then: a beginner's draw is not all judgement.
    const keep = nextInt(rng, 5) === 0 ? nextInt(rng, 2) === 0 : holdingValue(view.drawn, mine, theirs) >= 5;
    return legal.find((a) => a.type === (keep ? 'keep' : 'discard')) ?? first;
  }
  if (view.phase === 'bonus') return legal.find((a) => a.type === 'bonus') ?? first;
  let best = first;
  let bestValue = -Infinity;
  for (const action of legal) {
    if (action.type !== 'play') continue;
    const value = holdingValue(action.card, mine, theirs);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
