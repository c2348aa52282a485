// Stacked decks for the rule tests: the hands wanted, in the order the deal
// hands them out, and the rest of the pack after them.

import type { Card } from '../cards';
import type { Seat } from '../game';
import { DECK, nextIn } from './rules';

/** A deck that deals `hands[seat]` to each seat still in and `extra` as the extra set, with `dealer` dealing. */
export function stackedDeck(players: number, dealer: Seat, hands: readonly (readonly Card[])[], extra: readonly Card[], out: readonly Seat[] = []): Card[] {
  const top: Card[] = [];
  for (let seat = nextIn(dealer, players, out); ; seat = nextIn(seat, players, out)) {
    top.push(...(hands[seat] ?? []));
    if (seat === dealer) break;
  }
  top.push(...extra);
  return [...top, ...DECK.filter((c) => !top.includes(c))];
}
