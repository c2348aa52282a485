// How the property tests look inside a Chinese Patience game (see
// game-properties.ts): seeded deals, the face-down decks neither seat may
// see, and moves the rules must refuse.

import type { GameInspector } from '../game-properties';
import { nextInt, nextUint32 } from '../rng';
import { patience } from './patience';
import { patienceCards } from './validate';
import type { PatienceOptions, PatienceState } from './types';

export const patienceInspector: GameInspector<PatienceState, PatienceOptions> = {
  deckSize: 52,
  // Games end in 450 actions or so, rarely above 900.
  plan: { games: 1000, deepEvery: 25, thorough: 3, maxSteps: 10_000 },
  setup: (rng) => ({ seed: nextUint32(rng) }),
  cards: patienceCards,
  players: () => 2,
  // A deck as dealt is face down: neither seat may see it. A deck made by
  // turning a discard pile over was seen by both, in order.
  hiddenFrom: (s) => s.stock.filter((_, seat) => !s.turnedOver[seat]).flat(),
  illegal: (s, rng) => {
    const out: unknown[] = [{ type: 'deal' }, null, { type: 'move', from: 3, to: 4 }, { type: 'move', from: 9, to: 5 }, { type: 'move', from: 0, to: 0 }];
    out.push({ type: 'move', from: nextInt(rng, 12) - 1, to: 10 });
    if (s.twisted !== null || (s.stock[s.toAct] ?? []).length === 0) out.push({ type: 'twist' });
    if (!s.started[s.toAct] && (s.stock[s.toAct] ?? []).length > 0) out.push({ type: 'finish' }, { type: 'move', from: 5, to: 9 });
    const legal = new Set(patience.legal(s).map((a) => JSON.stringify(a)));
    for (let k = 0; k < 6; k++) {
      const move = { type: nextInt(rng, 2) === 0 ? 'move' : 'move-pile', from: nextInt(rng, 10), to: nextInt(rng, 10) };
      if (!legal.has(JSON.stringify(move))) out.push(move);
    }
    return out;
  },
};
