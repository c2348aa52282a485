// How the property tests look inside a Hearts game (see game-properties.ts):
// random tables of every option, what each seat may not see, and moves the
// rules must refuse.

import { type Card, FULL_DECK } from '../cards';
import type { GameInspector } from '../game-properties';
import { nextInt, nextUint32 } from '../rng';
import { hearts } from './hearts';
import { heartsCards } from './validate';
import { randomOptions } from './random-rules';
import type { HeartsOptions, HeartsState } from './types';

export const heartsInspector: GameInspector<HeartsState, HeartsOptions> = {
  deckSize: 52,
  // Tables with the queen worth nothing and the jack at -10 add 3 points a
  // hand: a game to 100 takes a hundred hands and more (5,700 actions seen).
  plan: { games: 2000, deepEvery: 20, thorough: 5, maxSteps: 20_000 },
  setup: (rng) => {
    const seed = nextUint32(rng);
    // Short games too, so that thousands of runs reach the end quickly.
    const options = randomOptions(rng, nextInt(rng, 16) === 0 ? 100 : nextInt(rng, 12));
    // With the jack at -10, a queen worth nothing and -5 for each seat without
    // points, a hand's points mostly add up to less than nothing: the totals
    // sink and may never pass a limit above 0. Such tables play to 0, which
    // someone passes in the first hand that is not a moon.
    const sinking = options.jackOfDiamonds && !options.queenOfSpades && options.noTrickBonus;
    return { seed, options: sinking ? { ...options, pointLimit: 0 } : options };
  },
  cards: heartsCards,
  players: () => 4,
  hiddenFrom: (s, seat) => {
    const mine = new Set<Card>(s.passed[seat] ?? []);
    return s.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter((c) => !mine.has(c))));
  },
  illegal: (s, rng) => {
    const seat = s.phase === 'over' ? 0 : s.passed.findIndex((p) => p === null);
    const actor = s.phase === 'play' ? (s.leader + s.table.length) % 4 : Math.max(seat, 0);
    const hand = s.hands[actor] ?? [];
    const notMine = FULL_DECK.filter((c) => !hand.includes(c));
    const out: unknown[] = [{ type: 'discard' }, null, { type: 'play', card: 'XX' }];
    const stranger = notMine[nextInt(rng, notMine.length)];
    if (s.phase === 'pass') {
      out.push({ type: 'play', card: hand[0] });
      out.push({ type: 'pass', cards: hand.slice(0, 2) });
      out.push({ type: 'pass', cards: hand.slice(0, 4) });
      out.push({ type: 'pass', cards: [hand[0], hand[0], hand[1]] });
      if (stranger !== undefined) out.push({ type: 'pass', cards: [stranger, hand[0], hand[1]] });
    } else {
      out.push({ type: 'pass', cards: hand.slice(0, 3) });
      if (stranger !== undefined) out.push({ type: 'play', card: stranger });
      const legal = new Set(hearts.legal(s).map((a) => (a.type === 'play' ? a.card : '')));
      const refused = hand.filter((c) => !legal.has(c));
      if (refused.length > 0) out.push({ type: 'play', card: refused[nextInt(rng, refused.length)] });
    }
    return out;
  },
};
