// The novice: legal moves with habits a player soon learns to exploit. It
// makes trump only on three trumps or more, whatever the turned card does for
// the other side, and never goes alone; it leads and follows with its highest
// card, overtaking its own partner, trumps with its lowest trump whenever it
// cannot follow, and now and then plays a card at random.

import { suitOf } from '../cards';
import { nextFloat, nextInt, type Rng } from '../rng';
import { actionWith, bidFor, bidsWithTrumps, countingAs, discardChoice, first, legalCards, strongest, weakest } from './ai-read';
import { effectiveSuit, ledSuitOf } from './rules';
import type { EuchreAction, EuchreView } from './types';

const WHIM = 0.2;
/** Trumps (bowers included) the novice wants before it makes a suit. */
const TRUMPS_TO_MAKE = 3;

export function chooseNovice(view: EuchreView, offered: readonly EuchreAction[], rng: Rng): EuchreAction {
  const trump = view.trump ?? 'C';
  const legal = view.phase === 'order' || view.phase === 'call' ? bidsWithTrumps(view, offered) : offered;
  switch (view.phase) {
    case 'order': {
      const suit = view.upcard === null ? null : suitOf(view.upcard);
      const enough = suit !== null && countingAs(view.hand, suit, suit).length >= TRUMPS_TO_MAKE;
      return bidFor(legal, enough ? suit : null, false, suit);
    }
    case 'call': {
      const calls = legal.filter((a) => a.type === 'call' && !a.alone);
      const enough = calls.find((a) => a.type === 'call' && countingAs(view.hand, a.suit, a.suit).length >= TRUMPS_TO_MAKE);
      if (enough !== undefined) return enough;
      // Stuck as dealer: any suit will do.
      if (!legal.some((a) => a.type === 'pass')) return calls[nextInt(rng, calls.length)] ?? first(legal);
      return bidFor(legal, null, false, null);
    }
    case 'discard':
    case 'lone-discard':
      return actionWith(legal, discardChoice(view.hand, trump));
    case 'give':
      return actionWith(legal, strongest(view.hand, trump));
    default: {
      const cards = legalCards(legal);
      if (nextFloat(rng) < WHIM) return actionWith(legal, cards[nextInt(rng, cards.length)]);
      const led = ledSuitOf(view.trick, trump);
      if (led === null || cards.some((c) => effectiveSuit(c, trump) === led)) return actionWith(legal, strongest(cards, trump));
      const trumps = countingAs(cards, trump, trump);
      return actionWith(legal, trumps.length > 0 ? weakest(trumps, trump) : weakest(cards, trump));
    }
  }
}
