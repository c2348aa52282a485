// The expert's worlds: the cards it cannot see shared out again among the
// other hands, the extra set and the rest of the pack, keeping every card
// the table saw a player take from the pot in that player's hand. Each world
// is a whole game state, so the rules themselves play it out.

import type { Card } from '../cards';
import { type Rng, createRng, shuffle } from '../rng';
import { DECK, markLimit } from './rules';
import type { ThirtyOneState, ThirtyOneView } from './types';

/** Cards `view`'s seat cannot place: neither in its hand, nor in the pot, nor known in another hand. */
export function unseenCards(view: ThirtyOneView): Card[] {
  const seen = new Set<Card>([...view.hand, ...view.pot, ...view.known.flat()]);
  return DECK.filter((c) => !seen.has(c));
}

/** A state consistent with `view`, the unseen cards dealt at random. */
export function sampleWorld(view: ThirtyOneView, unseen: readonly Card[], rng: Rng): ThirtyOneState {
  const pool = shuffle(rng, unseen);
  let next = 0;
  const draw = (n: number): Card[] => pool.slice(next, (next += n));
  const hands = view.handSizes.map((size, seat) => {
    if (seat === view.seat) return view.hand.slice();
    const known = view.known[seat] ?? [];
    return [...known, ...draw(size - known.length)];
  });
  const extra = view.phase === 'choose' ? draw(3) : [];
  const limit = markLimit(view.variation);
  return {
    options: { ...view.options },
    rng: createRng(0),
    decks: [],
    players: view.players,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    turn: view.toAct,
    hands,
    extra,
    pot: view.pot.slice(),
    stock: pool.slice(next),
    passed: view.passed.slice(),
    moves: [],
    marks: view.scores.slice(),
    limits: view.limits.slice(),
    extraGiven: view.variation === 'regular' && view.limits.some((l) => l > limit),
    out: view.out.slice(),
    lastRound: null,
    winner: null,
  };
}
