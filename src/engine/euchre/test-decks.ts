// Stacked decks for tests: the cards each seat is dealt, and the card turned.

import type { Card } from '../cards';
import type { Seat } from '../game';
import { EUCHRE_DECK } from './rules';

/** A deck that deals `hands` (by seat) from `dealer`'s left, three then two, turns `upcard`, and puts the rest under it. */
export function stacked(dealer: Seat, hands: readonly (readonly Card[])[], upcard: Card): Card[] {
  const deck: Card[] = [];
  for (const [from, count] of [
    [0, 3],
    [3, 2],
  ] as const) {
    for (let step = 1; step <= 4; step++) deck.push(...(hands[(dealer + step) % 4] ?? []).slice(from, from + count));
  }
  deck.push(upcard);
  return [...deck, ...EUCHRE_DECK.filter((c) => !deck.includes(c))];
}
