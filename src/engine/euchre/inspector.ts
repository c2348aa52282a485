// How the property tests look inside a Euchre game (see game-properties.ts):
// random tables of every option, what each seat may not see, and moves the
// rules must refuse.

import { type Card, SUITS, suitOf } from '../cards';
import type { GameInspector } from '../game-properties';
import { nextInt, nextUint32 } from '../rng';
import { euchre } from './euchre';
import { euchreCards } from './validate';
import { EUCHRE_DECK } from './rules';
import type { EuchreOptions, EuchreState } from './types';

function coin(rng: { s: number }): boolean {
  return (nextUint32(rng) & 1) === 1;
}

/** Cards `seat` knows although they lie hidden elsewhere: the turned card the dealer took, and a Pass Best card it gave or got. */
function knownTo(s: EuchreState, seat: number): Set<Card> {
  const known = new Set<Card>();
  if (s.takenUp !== null) known.add(s.takenUp);
  if (s.given !== null && (s.given.from === seat || s.given.to === seat)) known.add(s.given.card);
  return known;
}

export const euchreInspector: GameInspector<EuchreState, EuchreOptions> = {
  deckSize: 24,
  // Random games to a target of 1 to 10 take about 90 actions on average (300 or so to 10): a thousand run in about three seconds.
  plan: { games: 1000, deepEvery: 20, thorough: 10, maxSteps: 10_000 },
  setup: (rng) => ({
    seed: nextUint32(rng),
    options: { passBest: coin(rng), stickTheDealer: coin(rng), target: nextInt(rng, 4) === 0 ? 10 : 1 + nextInt(rng, 6) },
  }),
  cards: euchreCards,
  players: () => 4,
  hiddenFrom: (s, seat) => {
    const known = knownTo(s, seat);
    const hidden = [
      ...s.kitty,
      ...s.hands.flatMap((hand, other) => (other === seat ? [] : hand)),
      ...s.discards.flatMap((d) => (d.seat === seat ? [] : [d.card])),
    ];
    return hidden.filter((card) => !known.has(card));
  },
  illegal: (s, rng) => {
    const actor = euchre.toAct(s) ?? 0;
    const hand = s.hands[actor] ?? [];
    const mine = hand[0] ?? '9C';
    const strangers = EUCHRE_DECK.filter((c) => !hand.includes(c));
    const stranger = strangers[nextInt(rng, strangers.length)] as Card;
    const out: unknown[] = [null, { type: 'shuffle' }, { type: 'play', card: 'XX' }, { type: 'call', suit: 'H', alone: 'maybe' }];
    if (s.phase !== 'order') out.push({ type: 'order-up', alone: false }, { type: 'pick-up', alone: true });
    else out.push({ type: actor === s.dealer ? 'order-up' : 'pick-up', alone: false }, { type: 'call', suit: 'S', alone: false });
    if (s.phase !== 'order' && s.phase !== 'call') out.push({ type: 'pass' });
    if (s.phase === 'call') {
      if (s.turnedDown !== null) out.push({ type: 'call', suit: suitOf(s.turnedDown), alone: false });
      if (s.options.stickTheDealer && actor === s.dealer) out.push({ type: 'pass' });
      out.push({ type: 'call', suit: SUITS[nextInt(rng, 4)], alone: 1 });
    }
    if (s.phase === 'discard' || s.phase === 'lone-discard') out.push({ type: 'discard', card: stranger });
    else out.push({ type: 'discard', card: mine });
    out.push({ type: 'give', card: s.phase === 'give' ? stranger : mine });
    if (s.phase !== 'play') out.push({ type: 'play', card: mine });
    else {
      out.push({ type: 'play', card: stranger });
      const legal = new Set(euchre.legal(s).map((a) => (a.type === 'play' ? a.card : '')));
      const refused = hand.filter((c) => !legal.has(c));
      if (refused.length > 0) out.push({ type: 'play', card: refused[nextInt(rng, refused.length)] });
    }
    return out;
  },
};
