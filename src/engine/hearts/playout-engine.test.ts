// The fast playout must play by the engine's rules: both are driven through
// the same random games and asked the same questions at every card.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { cardIndex, toCards, toMasks } from '../cardset';
import type { GameEvent } from '../game';
import { type Rng, createRng, nextInt, nextUint32 } from '../rng';
import { hearts } from './hearts';
import { type PlayoutPosition, type PlayoutRules, handPoints, legalMasks, playCard, positionOf } from './playout';
import { playableCards } from './rules';
import { randomOptions } from './random-rules';
import { scoreHand } from './scoring';
import type { HeartsAction, HeartsOptions, HeartsState } from './types';

function rulesOf(o: HeartsOptions): PlayoutRules {
  return {
    jackOfDiamonds: o.jackOfDiamonds,
    queenOfSpades: o.queenOfSpades,
    twoOfClubsLeads: o.twoOfClubsLeads,
    bleedOnFirstTrick: o.bleedOnFirstTrick,
    queenIsNotAHeart: o.queenIsNotAHeart,
  };
}

function encode(seat: number, card: Card): number {
  const i = cardIndex(card);
  const suit = Math.floor(i / 13);
  return seat * 64 + suit * 16 + (i - suit * 13);
}

/** The engine's position as the playout holds it. */
function toPosition(s: HeartsState): PlayoutPosition {
  const masks = s.hands.map((hand) => toMasks(hand));
  return positionOf(s, (seat, suit) => masks[seat]?.[suit] ?? 0);
}

/** What a position holds that the rules read, for comparing two positions. */
function summary(p: PlayoutPosition) {
  return {
    hands: [...p.hands],
    table: [...p.table].slice(0, p.tableCount),
    leader: p.leader,
    firstTrick: p.firstTrick,
    heartsBroken: p.heartsBroken,
    hearts: [...p.hearts],
    queenTaker: p.queenTaker,
    jackTaker: p.jackTaker,
  };
}

function randomPass(state: HeartsState, seat: number, rng: Rng): HeartsAction {
  const hand = (state.hands[seat] ?? []).slice();
  const cards: Card[] = [];
  while (cards.length < 3) cards.push(hand.splice(nextInt(rng, hand.length), 1)[0] as Card);
  return { type: 'pass', cards };
}

/** Plays `hands` random hands, checking the playout against the engine at every card. */
function crossCheck(seed: number, hands: number): number {
  const rng = createRng(seed);
  let state = hearts.setup({ seed: nextUint32(rng), options: randomOptions(rng, 10_000) });
  const rules = rulesOf(state.options);
  const out = new Int32Array(4);
  let checked = 0;
  for (let hand = 1; hand <= hands; hand++) {
    while (state.phase === 'pass') {
      state = hearts.apply(state, randomPass(state, hearts.toAct(state) ?? 0, rng)).state;
    }
    const mirror = toPosition(state);
    const taken: Card[][] = [[], [], [], []];
    let events: GameEvent[] = [];
    while (state.handNumber === hand && state.phase === 'play') {
      const seat = hearts.toAct(state) ?? 0;
      expect(summary(mirror)).toEqual(summary(toPosition(state)));
      legalMasks(toPosition(state), seat, rules, out);
      const legal = playableCards(state, seat);
      expect(toCards([out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0])).toEqual(legal);
      checked++;
      const card = legal[nextInt(rng, legal.length)] as Card;
      const code = encode(seat, card);
      playCard(mirror, (code >> 4) & 3, code & 15, rules);
      const r = hearts.apply(state, { type: 'play', card });
      state = r.state;
      events = r.events;
      for (const e of events) if (e.type === 'trick') taken[e.winner as number]?.push(...(e.cards as Card[]));
    }
    const handEvent = events.find((e) => e.type === 'hand');
    expect(handEvent?.points).toEqual(scoreHand(taken, state.options).points);
    // The playout knows no no-trick bonus.
    handPoints(mirror, rules, out);
    expect([...out]).toEqual(scoreHand(taken, { ...state.options, noTrickBonus: false }).points);
  }
  return checked;
}

/** Small pools of cards, so that the rare hands (nothing but hearts and the queen, no club) come up often. */
// In deck order, as hands are kept.
const HAND_POOL: Card[] = ['2C', '9C', '5D', 'JD', '2H', '7H', 'AH', '4S', 'QS', 'AS'];
const LEAD_POOL: Card[] = ['3C', 'KD', '8S', '3H'];

describe('the playout against the engine', () => {
  it('allows exactly the engine’s cards in any corner of the rules', () => {
    const base = hearts.setup({ seed: 3 });
    const out = new Int32Array(4);
    fc.assert(
      fc.property(
        fc.subarray(HAND_POOL, { minLength: 1 }),
        fc.option(fc.constantFrom(...LEAD_POOL)),
        fc.boolean(),
        fc.boolean(),
        fc.record({
          twoOfClubsLeads: fc.boolean(),
          bleedOnFirstTrick: fc.boolean(),
          queenIsNotAHeart: fc.boolean(),
          queenOfSpades: fc.boolean(),
        }),
        (hand, lead, firstTrick, heartsBroken, switches) => {
          const options = { ...base.options, ...switches };
          // Seat 0 to play: it leads, or seat 3 has led.
          const state: HeartsState = {
            ...base,
            options,
            phase: 'play',
            hands: [hand, [], [], []],
            table: lead === null ? [] : [{ seat: 3, card: lead }],
            leader: lead === null ? 0 : 3,
            trickNumber: firstTrick ? 1 : 6,
            heartsBroken,
          };
          legalMasks(toPosition(state), 0, rulesOf(options), out);
          expect(toCards([out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0])).toEqual(playableCards(state, 0));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('allows exactly the engine’s cards and scores the engine’s points, over random deals and rules', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        checked += crossCheck(seed, 2);
      }),
      { numRuns: 200 },
    );
    // 400 hands of 52 cards each.
    expect(checked).toBe(200 * 2 * 52);
  });
});
