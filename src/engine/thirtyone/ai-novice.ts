// The novice: keeps whatever it is dealt, grabs the change that adds the most
// points now, passes as soon as it holds 22, and now and then moves on a
// whim. It never thinks about the cards it leaves in the pot.

import { nextFloat, nextInt, type Rng } from '../rng';
import { points } from './ai-codes';
import { bestChange, fromLegal } from './ai-read';
import { handPoints } from './scoring';
import type { ThirtyOneAction, ThirtyOneView } from './types';

const WHIM = 0.1;
const CONTENT = 22;

export function chooseNovice(view: ThirtyOneView, legal: readonly ThirtyOneAction[], rng: Rng): ThirtyOneAction {
  if (view.phase === 'choose') return fromLegal(legal, { type: 'hand' });
  if (nextFloat(rng) < WHIM) return legal[nextInt(rng, legal.length)] as ThirtyOneAction;
  const now = handPoints(view.hand);
  if (now >= CONTENT) return fromLegal(legal, { type: 'pass' });
  const pot = handPoints(view.pot);
  const change = bestChange(view.hand, view.pot, points);
  if (pot > change.worth && pot > now) return fromLegal(legal, { type: 'take-pot' });
  return fromLegal(legal, change.worth > now ? change.action : { type: 'pass' });
}
