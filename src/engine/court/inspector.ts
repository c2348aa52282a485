// How the property tests look inside an Affairs of the Court game (see
// game-properties.ts): tables with and without following suit, tournament
// round limits, what each seat may not see, and moves the rules must refuse.

import { type Card, FULL_DECK } from '../cards';
import type { GameInspector } from '../game-properties';
import { nextInt, nextUint32 } from '../rng';
import { court } from './court';
import { courtCards } from './validate';
import type { CourtOptions, CourtState } from './types';

export const courtInspector: GameInspector<CourtState, CourtOptions> = {
  deckSize: 52,
  // Games end in 250 actions or so, rarely above 600.
  plan: { games: 1000, deepEvery: 20, thorough: 5, maxSteps: 5_000 },
  setup: (rng) => ({ seed: nextUint32(rng), options: { mustFollowSuit: nextInt(rng, 4) !== 0, roundLimit: nextInt(rng, 3) === 0 ? 1 + nextInt(rng, 3) : 0 } }),
  cards: courtCards,
  players: () => 2,
  hiddenFrom: (s, seat) => {
    const them = 1 - seat;
    const seen = new Set<Card>(s.capturedBy[them] ?? []);
    return [
      ...(s.hands[them] ?? []).filter((card) => !seen.has(card)),
      ...(s.setAside[them] ?? []),
      ...s.deck,
      ...(s.drawn !== null && s.drawer !== seat ? [s.drawn] : []),
    ];
  },
  illegal: (s, rng) => {
    const out: unknown[] = [{ type: 'knock' }, null, { type: 'play', card: 'XX' }];
    const actor = court.toAct(s) ?? 0;
    const hand = s.hands[actor] ?? [];
    const stranger = FULL_DECK.filter((c) => !hand.includes(c))[nextInt(rng, 52 - hand.length)];
    if (s.phase !== 'play' && hand[0]) out.push({ type: 'play', card: hand[0] });
    if (s.phase !== 'bonus') out.push({ type: 'pass' }, { type: 'bonus', card: hand[0] ?? '2C' });
    if (s.phase !== 'draw') out.push({ type: 'keep' }, { type: 'discard' });
    if (s.phase === 'draw' && s.firstKept !== null) out.push({ type: s.firstKept ? 'keep' : 'discard' });
    if (stranger !== undefined) out.push({ type: s.phase === 'bonus' ? 'bonus' : 'play', card: stranger });
    if (s.phase === 'play') {
      const legal = new Set(court.legal(s).map((a) => (a.type === 'play' ? a.card : '')));
      const refused = hand.filter((c) => !legal.has(c));
      if (refused.length > 0) out.push({ type: 'play', card: refused[nextInt(rng, refused.length)] });
    }
    if (s.phase === 'bonus') {
      const courtCard = hand.find((c) => /^[JQKA]/.test(c));
      if (courtCard) out.push({ type: 'bonus', card: courtCard });
    }
    return out;
  },
};
