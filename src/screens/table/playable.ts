// The cards a person may play now, for every game with a hand: they stand
// proud of the hand on their turn (table-view.ts, the Court's table).

import type { Card } from '../../engine/cards';

interface Asked {
  readonly view: { readonly phase: string };
  readonly legal: readonly { readonly type: string }[];
}

/** None unless the person is asked for a card to play. */
export function playableCards(decision: Asked | null): Card[] {
  if (decision?.view.phase !== 'play') return [];
  return decision.legal.flatMap((action) => (action.type === 'play' && 'card' in action ? [action.card as Card] : []));
}
