// What someone watching a network game sees: the table as every seat sees
// it (the pot, the marks, the public moves), without any seat's hand.

import type { ThirtyOneView } from '../src/engine/thirtyone';

/** `view` (any seat's) with the seat's own cards and their value taken out. */
export function watcherView(view: ThirtyOneView): ThirtyOneView {
  return { ...view, hand: [], points: 0 };
}
