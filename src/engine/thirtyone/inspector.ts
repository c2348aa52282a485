// How the property tests look inside a Thirty-One game (see
// game-properties.ts): tables of 2, 3 and 4 in both variations, what each
// seat may not see, and moves the rules must refuse.

import type { Card } from '../cards';
import type { GameInspector } from '../game-properties';
import { nextInt, nextUint32 } from '../rng';
import { knownCards, thirtyone } from './thirtyone';
import { thirtyOneCards } from './validate';
import { DECK } from './rules';
import type { ThirtyOneOptions, ThirtyOneState } from './types';

export const thirtyOneInspector: GameInspector<ThirtyOneState, ThirtyOneOptions> = {
  deckSize: 32,
  // Random play passes about one turn in six: a round takes a dozen actions, a game 100 to 400;
  // six hundred games run in a few seconds.
  plan: { games: 600, deepEvery: 20, thorough: 6, maxSteps: 20_000 },
  setup: (rng) => ({
    seed: nextUint32(rng),
    players: 2 + nextInt(rng, 3),
    options: { variation: nextInt(rng, 2) === 0 ? 'regular' : 'van-eer-maas' },
  }),
  cards: thirtyOneCards,
  players: (s) => s.players,
  hiddenFrom: (s, seat) => {
    const known = new Set(knownCards(s.moves, s.players).flat());
    const others = s.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter((c) => !known.has(c))));
    return [...others, ...s.extra, ...s.stock];
  },
  illegal: (s, rng) => {
    const actor = thirtyone.toAct(s) ?? 0;
    const hand = s.hands[actor] ?? [];
    const mine = hand[0] ?? '7C';
    const strangers = DECK.filter((c) => !hand.includes(c) && !s.pot.includes(c));
    const stranger = strangers[nextInt(rng, strangers.length)] as Card;
    const out: unknown[] = [null, 7, { type: 'shuffle' }, { type: 'change', card: 'XX', potCard: s.pot[0] ?? '7D' }];
    if (s.phase === 'choose') {
      out.push({ type: 'pass' }, { type: 'take-pot' }, { type: 'change', card: mine, potCard: stranger });
    } else {
      out.push({ type: 'hand' }, { type: 'pot' });
      out.push({ type: 'change', card: stranger, potCard: s.pot[0] });
      out.push({ type: 'change', card: mine, potCard: stranger });
      out.push({ type: 'change', card: mine });
    }
    return out;
  },
};
